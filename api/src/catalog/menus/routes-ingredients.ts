import { randomUUID } from 'node:crypto';
import {
  ingredientCreateSchema,
  ingredientUpdateSchema,
  sideCreateSchema,
  sideUpdateSchema,
} from '@pickup/domain/catalog/menu-schemas';
import { toCents } from '@pickup/domain/catalog/money';
import { listIngredients, listSides } from '@pickup/projections/catalog/menus/queries';
import { route, type RouteDeps } from '../../http/route';
import {
  menuAfter,
  readableThing,
  runMenuCommand,
  signedIn,
  writable,
  written,
  type MenuDeps,
} from './access';
import { registerCopyRoutes } from './routes-copy';
import { idParams, MANAGERS, priceChange, tags } from './params';
import { ingredientOf, sideOf } from './state-views';

/** management-area §7 "Ingredients and sides" (a category's; items link to them). */
export function registerIngredientAndSideRoutes(r: RouteDeps, deps: MenuDeps): void {
  const newId = deps.newId ?? randomUUID;

  route(r, {
    method: 'get',
    path: '/api/categories/:id/ingredients',
    summary: "A category's ingredients",
    tags,
    access: 'optional',
    params: idParams,
    handler: async ({ params, actor }) => {
      const { visibility } = await readableThing(deps.pool, actor, 'category', params.id);
      return { body: await listIngredients(deps.pool, params.id, visibility) };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/categories/:id/ingredients',
    summary: 'Add an ingredient to a category',
    tags,
    access: MANAGERS,
    params: idParams,
    body: ingredientCreateSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'category', params.id);
      const ingredientId = newId();
      const { price, ...rest } = body;
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'AddIngredient',
        categoryId: params.id,
        ingredientId,
        data: { ...rest, priceCents: toCents(price) },
      }));
      return written(executed, 201, ingredientOf(menuAfter(executed), ingredientId));
    },
  });

  route(r, {
    method: 'put',
    path: '/api/ingredients/:id',
    summary: 'Update an ingredient',
    tags,
    access: MANAGERS,
    params: idParams,
    body: ingredientUpdateSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'ingredient', params.id);
      const { price, ...rest } = body;
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'UpdateIngredient',
        ingredientId: params.id,
        changes: { ...rest, ...priceChange(price) },
      }));
      return written(executed, 200, ingredientOf(menuAfter(executed), params.id));
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/ingredients/:id',
    summary: 'Delete an ingredient (and the item links to it)',
    tags,
    access: MANAGERS,
    params: idParams,
    handler: async ({ params, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'ingredient', params.id);
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'RemoveIngredient',
        ingredientId: params.id,
      }));
      return written(executed, 204);
    },
  });

  route(r, {
    method: 'get',
    path: '/api/categories/:id/sides',
    summary: "A category's sides",
    tags,
    access: 'optional',
    params: idParams,
    handler: async ({ params, actor }) => {
      const { visibility } = await readableThing(deps.pool, actor, 'category', params.id);
      return { body: await listSides(deps.pool, params.id, visibility) };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/categories/:id/sides',
    summary: 'Add a side to a category',
    tags,
    access: MANAGERS,
    params: idParams,
    body: sideCreateSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'category', params.id);
      const sideId = newId();
      const { price, ...rest } = body;
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'AddSide',
        categoryId: params.id,
        sideId,
        data: { ...rest, priceCents: toCents(price) },
      }));
      return written(executed, 201, sideOf(menuAfter(executed), sideId));
    },
  });

  route(r, {
    method: 'put',
    path: '/api/sides/:id',
    summary: 'Update a side',
    tags,
    access: MANAGERS,
    params: idParams,
    body: sideUpdateSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'side', params.id);
      const { price, ...rest } = body;
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'UpdateSide',
        sideId: params.id,
        changes: { ...rest, ...priceChange(price) },
      }));
      return written(executed, 200, sideOf(menuAfter(executed), params.id));
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/sides/:id',
    summary: 'Delete a side (and the item links to it)',
    tags,
    access: MANAGERS,
    params: idParams,
    handler: async ({ params, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'side', params.id);
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'RemoveSide',
        sideId: params.id,
      }));
      return written(executed, 204);
    },
  });

  registerCopyRoutes(r, deps);
}
