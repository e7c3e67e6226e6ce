import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  itemIngredientsSchema,
  itemSidesSchema,
  menuItemCreateSchema,
  menuItemUpdateSchema,
  type MenuItemCreateBody,
} from '@pickup/domain/catalog/menu-schemas';
import { toCents } from '@pickup/domain/catalog/money';
import { imageUrl } from '@pickup/domain/catalog/schema-fields';
import { validation } from '@pickup/domain/shared/errors';
import {
  getMenuItem,
  listItemsOfCategory,
  listItemsOfMenu,
} from '@pickup/projections/catalog/menus/queries';
import type { Location } from '@pickup/projections/catalog/menus/lookup';
import type { Actor } from '../../http/actor';
import { CATCHING_UP, route, type Reply, type RouteDeps } from '../../http/route';
import { menuAfter, runMenuCommand, signedIn, writable, written, type MenuDeps } from './access';
import { idParams, MANAGERS, menuParams, priceChange, tags } from './params';
import { itemIngredientsOf, itemOf, itemSidesOf } from './state-views';
import { menuReadRoute } from './read-route';
import { menuWriteRoute } from './write-route';
import {
  itemIngredientViewSchema,
  itemSideViewSchema,
  menuItemDetailViewSchema,
} from '@pickup/projections/catalog/menus/contract';

export const CATEGORY_REQUIRED = 'Category is required';

/** management-area §7 "Items"; the GETs are also the customer's. */
export function registerItemRoutes(r: RouteDeps, deps: MenuDeps): void {
  const newId = deps.newId ?? randomUUID;

  async function createItem(
    me: Actor,
    target: Location,
    categoryId: string,
    body: MenuItemCreateBody,
  ): Promise<Reply> {
    const itemId = newId();
    const { price, ingredients, sides, categoryId: _ignored, ...details } = body;
    const executed = await runMenuCommand(deps, me, target, (base) => ({
      ...base,
      type: 'AddMenuItem',
      itemId,
      categoryId,
      data: { ...details, priceCents: toCents(price) },
      ingredients,
      sideIds: sides,
    }));
    return written(executed, 201, itemOf(menuAfter(executed), itemId));
  }

  menuReadRoute(r, deps, {
    path: '/api/categories/:id/items',
    summary: "A category's items with their ingredients and sides",
    params: idParams,
    target: ({ id }) => ['category', id],
    response: z.array(menuItemDetailViewSchema),
    read: listItemsOfCategory,
  });

  menuReadRoute(r, deps, {
    path: '/api/menus/:menuId/items',
    summary: "All of a menu's items, category by category",
    params: menuParams,
    target: ({ menuId }) => ['menu', menuId],
    response: z.array(menuItemDetailViewSchema),
    read: listItemsOfMenu,
  });

  route(r, {
    method: 'post',
    path: '/api/categories/:id/items',
    summary: 'Create an item (with optional ingredient and side links)',
    tags,
    access: MANAGERS,
    params: idParams,
    body: menuItemCreateSchema,
    responses: { 201: 'Created', 202: CATCHING_UP },
    response: menuItemDetailViewSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'category', params.id);
      return createItem(me, target, params.id, body);
    },
  });

  route(r, {
    method: 'post',
    path: '/api/menus/:menuId/items',
    summary: 'Create an item in the category named by categoryId in the body',
    tags,
    access: MANAGERS,
    params: menuParams,
    body: menuItemCreateSchema,
    responses: { 201: 'Created', 202: CATCHING_UP },
    response: menuItemDetailViewSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const { categoryId } = body;
      if (categoryId === undefined)
        throw validation(CATEGORY_REQUIRED, [
          { pointer: '/categoryId', detail: CATEGORY_REQUIRED },
        ]);
      const target = await writable(deps.pool, me, 'menu', params.menuId);
      return createItem(me, target, categoryId, body);
    },
  });

  menuReadRoute(r, deps, {
    path: '/api/menu-items/:id',
    summary: 'One item with its ingredients and sides',
    params: idParams,
    target: ({ id }) => ['item', id],
    response: menuItemDetailViewSchema,
    read: getMenuItem,
  });

  route(r, {
    method: 'put',
    path: '/api/menu-items/:id',
    summary: 'Update an item (an imageUrl in the body replaces the image)',
    tags,
    access: MANAGERS,
    params: idParams,
    body: menuItemUpdateSchema,
    responses: { 200: 'Updated', 202: CATCHING_UP },
    response: menuItemDetailViewSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'item', params.id);
      const { price, imageUrl: image, ...rest } = body;
      let executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'UpdateMenuItem',
        itemId: params.id,
        changes: { ...rest, ...priceChange(price) },
      }));
      // The domain has no "remove image" step, so a null imageUrl leaves the image as it is.
      if (typeof image === 'string')
        executed = await runMenuCommand(deps, me, target, (base) => ({
          ...base,
          type: 'ChangeMenuItemImage',
          itemId: params.id,
          imageUrl: image,
        }));
      return written(executed, 200, itemOf(menuAfter(executed), params.id));
    },
  });

  menuWriteRoute(r, deps, {
    method: 'delete',
    path: '/api/menu-items/:id',
    summary: 'Delete an item (past orders keep their copy)',
    params: idParams,
    target: ({ id }) => ['item', id],
    command: (base, { params }) => ({ ...base, type: 'RemoveMenuItem', itemId: params.id }),
  });

  menuWriteRoute(r, deps, {
    method: 'put',
    path: '/api/menu-items/:id/image',
    summary: "Set an item's image to an uploaded object's address",
    params: idParams,
    body: z.object({ imageUrl: imageUrl() }),
    target: ({ id }) => ['item', id],
    command: (base, { params, body }) => ({
      ...base,
      type: 'ChangeMenuItemImage',
      itemId: params.id,
      imageUrl: body.imageUrl,
    }),
    answer: {
      status: 200,
      schema: menuItemDetailViewSchema,
      body: (menu, { params }) => itemOf(menu, params.id),
    },
  });

  menuReadRoute(r, deps, {
    path: '/api/menu-items/:id/ingredients',
    summary: "An item's ingredients with type, price and isIncluded",
    params: idParams,
    target: ({ id }) => ['item', id],
    response: z.array(itemIngredientViewSchema),
    read: async (pool, id, visibility) =>
      (await getMenuItem(pool, id, visibility))?.ingredients ?? null,
  });

  menuWriteRoute(r, deps, {
    method: 'put',
    path: '/api/menu-items/:id/ingredients',
    summary: "Replace an item's ingredient links (ingredients of its own category)",
    params: idParams,
    body: itemIngredientsSchema,
    target: ({ id }) => ['item', id],
    command: (base, { params, body }) => ({
      ...base,
      type: 'SetMenuItemIngredients',
      itemId: params.id,
      ingredients: body.ingredients,
    }),
    answer: {
      status: 200,
      schema: z.array(itemIngredientViewSchema),
      body: (menu, { params }) => itemIngredientsOf(menu, params.id),
    },
  });

  menuReadRoute(r, deps, {
    path: '/api/menu-items/:id/sides',
    summary: "An item's sides",
    params: idParams,
    target: ({ id }) => ['item', id],
    response: z.array(itemSideViewSchema),
    read: async (pool, id, visibility) => (await getMenuItem(pool, id, visibility))?.sides ?? null,
  });

  menuWriteRoute(r, deps, {
    method: 'put',
    path: '/api/menu-items/:id/sides',
    summary: "Replace an item's side links (sides of its own category)",
    params: idParams,
    body: itemSidesSchema,
    target: ({ id }) => ['item', id],
    command: (base, { params, body }) => ({
      ...base,
      type: 'SetMenuItemSides',
      itemId: params.id,
      sideIds: body.sides,
    }),
    answer: {
      status: 200,
      schema: z.array(itemSideViewSchema),
      body: (menu, { params }) => itemSidesOf(menu, params.id),
    },
  });
}
