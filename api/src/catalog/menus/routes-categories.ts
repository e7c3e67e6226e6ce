import { randomUUID } from 'node:crypto';
import { categoryCreateSchema, categoryUpdateSchema } from '@pickup/domain/catalog/menu-schemas';
import { MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import { notFound } from '@pickup/domain/shared/errors';
import { getCategory, listCategories } from '@pickup/projections/catalog/menus/queries';
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
import { idParams, MANAGERS, menuParams, tags } from './params';
import { categoryOf } from './state-views';

/** management-area §7 "Categories"; GET …/categories is also the customer's. */
export function registerCategoryRoutes(r: RouteDeps, deps: MenuDeps): void {
  const newId = deps.newId ?? randomUUID;

  route(r, {
    method: 'get',
    path: '/api/menus/:menuId/categories',
    summary: "A menu's categories in display order",
    tags,
    access: 'optional',
    params: menuParams,
    handler: async ({ params, actor }) => {
      const { visibility } = await readableThing(deps.pool, actor, 'menu', params.menuId);
      return { body: await listCategories(deps.pool, params.menuId, visibility) };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/menus/:menuId/categories',
    summary: 'Add a category (display order defaults to the count of categories plus 1)',
    tags,
    access: MANAGERS,
    params: menuParams,
    body: categoryCreateSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'menu', params.menuId);
      const categoryId = newId();
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'AddCategory',
        categoryId,
        data: body,
      }));
      return written(executed, 201, categoryOf(menuAfter(executed), categoryId));
    },
  });

  route(r, {
    method: 'get',
    path: '/api/categories/:id',
    summary: 'One category',
    tags,
    access: 'optional',
    params: idParams,
    handler: async ({ params, actor }) => {
      await readableThing(deps.pool, actor, 'category', params.id);
      const category = await getCategory(deps.pool, params.id);
      if (!category) throw notFound(MESSAGES.category);
      return { body: category };
    },
  });

  route(r, {
    method: 'put',
    path: '/api/categories/:id',
    summary: 'Update a category',
    tags,
    access: MANAGERS,
    params: idParams,
    body: categoryUpdateSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'category', params.id);
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'UpdateCategory',
        categoryId: params.id,
        changes: body,
      }));
      return written(executed, 200, categoryOf(menuAfter(executed), params.id));
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/categories/:id',
    summary: 'Delete a category with its items, ingredients and sides',
    tags,
    access: MANAGERS,
    params: idParams,
    handler: async ({ params, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, 'category', params.id);
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'RemoveCategory',
        categoryId: params.id,
      }));
      return written(executed, 204);
    },
  });
}
