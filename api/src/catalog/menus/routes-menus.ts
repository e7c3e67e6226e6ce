import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  drinkCreateSchema,
  drinkUpdateSchema,
  menuCreateSchema,
  menuUpdateSchema,
} from '@pickup/domain/catalog/menu-schemas';
import { toCents } from '@pickup/domain/catalog/money';
import { assertCanManageRestaurant } from '@pickup/domain/catalog/permissions';
import { RESTAURANT_NOT_FOUND } from '@pickup/domain/catalog/restaurant';
import { notFound } from '@pickup/domain/shared/errors';
import { restaurantAccess } from '@pickup/projections/catalog/menus/lookup';
import { getMenu, listDrinks, listMenus } from '@pickup/projections/catalog/menus/queries';
import { menuView } from '@pickup/projections/catalog/menus/views';
import { CATCHING_UP, route, type RouteDeps } from '../../http/route';
import {
  domainActor,
  menuAfter,
  readableRestaurant,
  runMenuCommand,
  signedIn,
  written,
  type MenuDeps,
} from './access';
import { menuReadRoute } from './read-route';
import { drinkOf } from './state-views';
import { menuWriteRoute } from './write-route';
import { idParams, MANAGERS, menuParams, priceChange, restaurantMenuParams, tags } from './params';
import { drinkViewSchema, menuViewSchema } from '@pickup/projections/catalog/menus/contract';

/** management-area §7 "Menus and drinks"; GET …/menus is also the customer's menu list. */
export function registerMenuAndDrinkRoutes(r: RouteDeps, deps: MenuDeps): void {
  const newId = deps.newId ?? randomUUID;

  route(r, {
    method: 'get',
    path: '/api/restaurants/:id/menus',
    summary: "A restaurant's menus (inactive ones only for its owner and admins)",
    tags,
    access: 'optional',
    params: idParams,
    response: z.array(menuViewSchema),
    handler: async ({ params, actor }) => {
      const visibility = await readableRestaurant(deps.pool, actor, params.id);
      return { body: await listMenus(deps.pool, params.id, visibility) };
    },
  });

  menuReadRoute(r, deps, {
    path: '/api/menus/:menuId',
    summary: 'One menu',
    params: menuParams,
    target: ({ menuId }) => ['menu', menuId],
    response: menuViewSchema,
    read: getMenu,
  });

  route(r, {
    method: 'post',
    path: '/api/restaurants/:id/menus',
    summary: 'Create a menu',
    tags,
    access: MANAGERS,
    params: idParams,
    body: menuCreateSchema,
    responses: { 201: 'Created', 202: CATCHING_UP },
    response: menuViewSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const restaurant = await restaurantAccess(deps.pool, params.id);
      if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
      assertCanManageRestaurant(domainActor(me), restaurant.ownerId);
      const menuId = newId();
      const executed = await runMenuCommand(deps, me, { ...restaurant, menuId }, (base) => ({
        ...base,
        type: 'CreateMenu',
        data: body,
      }));
      return written(executed, 201, menuView(menuAfter(executed)));
    },
  });

  menuWriteRoute(r, deps, {
    method: 'put',
    path: '/api/restaurants/:id/menus/:menuId',
    summary: 'Update a menu',
    params: restaurantMenuParams,
    body: menuUpdateSchema,
    target: ({ menuId }) => ['menu', menuId],
    restaurantId: ({ id }) => id,
    command: (base, { body }) => ({ ...base, type: 'UpdateMenu', changes: body }),
    answer: { status: 200, schema: menuViewSchema, body: (menu) => menuView(menu) },
  });

  menuWriteRoute(r, deps, {
    method: 'delete',
    path: '/api/restaurants/:id/menus/:menuId',
    summary: 'Delete a menu with its categories, items, ingredients, sides and drinks',
    params: restaurantMenuParams,
    target: ({ menuId }) => ['menu', menuId],
    restaurantId: ({ id }) => id,
    command: (base) => ({ ...base, type: 'DeleteMenu' }),
  });

  menuReadRoute(r, deps, {
    path: '/api/menus/:menuId/drinks',
    summary: "A menu's drinks",
    params: menuParams,
    target: ({ menuId }) => ['menu', menuId],
    response: z.array(drinkViewSchema),
    read: listDrinks,
  });

  menuWriteRoute(r, deps, {
    method: 'post',
    path: '/api/menus/:menuId/drinks',
    summary: 'Add a drink to a menu',
    params: menuParams,
    body: drinkCreateSchema,
    target: ({ menuId }) => ['menu', menuId],
    command: (base, { body: { price, ...rest }, newId }) => ({
      ...base,
      type: 'AddDrink',
      drinkId: newId(),
      data: { ...rest, priceCents: toCents(price) },
    }),
    answer: {
      status: 201,
      schema: drinkViewSchema,
      body: (menu, { newId }) => drinkOf(menu, newId()),
    },
  });

  menuWriteRoute(r, deps, {
    method: 'put',
    path: '/api/drinks/:id',
    summary: 'Update a drink',
    params: idParams,
    body: drinkUpdateSchema,
    target: ({ id }) => ['drink', id],
    command: (base, { params, body: { price, ...rest } }) => ({
      ...base,
      type: 'UpdateDrink',
      drinkId: params.id,
      changes: { ...rest, ...priceChange(price) },
    }),
    answer: {
      status: 200,
      schema: drinkViewSchema,
      body: (menu, { params }) => drinkOf(menu, params.id),
    },
  });

  menuWriteRoute(r, deps, {
    method: 'delete',
    path: '/api/drinks/:id',
    summary: 'Remove a drink',
    params: idParams,
    target: ({ id }) => ['drink', id],
    command: (base, { params }) => ({ ...base, type: 'RemoveDrink', drinkId: params.id }),
  });
}
