import { z } from 'zod';
import { categoryCreateSchema, categoryUpdateSchema } from '@pickup/domain/catalog/menu-schemas';
import { MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import { notFound } from '@pickup/domain/shared/errors';
import { getCategory, listCategories } from '@pickup/projections/catalog/menus/queries';
import { route, type RouteDeps } from '../../http/route';
import { readableThing, type MenuDeps } from './access';
import { idParams, menuParams, tags } from './params';
import { categoryOf } from './state-views';
import { menuWriteRoute } from './write-route';
import { categoryViewSchema } from '@pickup/projections/catalog/menus/contract';

/** management-area §7 "Categories"; GET …/categories is also the customer's. */
export function registerCategoryRoutes(r: RouteDeps, deps: MenuDeps): void {
  route(r, {
    method: 'get',
    path: '/api/menus/:menuId/categories',
    summary: "A menu's categories in display order",
    tags,
    access: 'optional',
    params: menuParams,
    response: z.array(categoryViewSchema),
    handler: async ({ params, actor }) => {
      const { visibility } = await readableThing(deps.pool, actor, 'menu', params.menuId);
      return { body: await listCategories(deps.pool, params.menuId, visibility) };
    },
  });

  menuWriteRoute(r, deps, {
    method: 'post',
    path: '/api/menus/:menuId/categories',
    summary: 'Add a category (display order defaults to the count of categories plus 1)',
    params: menuParams,
    body: categoryCreateSchema,
    target: ({ menuId }) => ['menu', menuId],
    command: (base, { body, newId }) => ({
      ...base,
      type: 'AddCategory',
      categoryId: newId(),
      data: body,
    }),
    answer: {
      status: 201,
      schema: categoryViewSchema,
      body: (menu, { newId }) => categoryOf(menu, newId()),
    },
  });

  route(r, {
    method: 'get',
    path: '/api/categories/:id',
    summary: 'One category',
    tags,
    access: 'optional',
    params: idParams,
    response: categoryViewSchema,
    handler: async ({ params, actor }) => {
      await readableThing(deps.pool, actor, 'category', params.id);
      const category = await getCategory(deps.pool, params.id);
      if (!category) throw notFound(MESSAGES.category);
      return { body: category };
    },
  });

  menuWriteRoute(r, deps, {
    method: 'put',
    path: '/api/categories/:id',
    summary: 'Update a category',
    params: idParams,
    body: categoryUpdateSchema,
    target: ({ id }) => ['category', id],
    command: (base, { params, body }) => ({
      ...base,
      type: 'UpdateCategory',
      categoryId: params.id,
      changes: body,
    }),
    answer: {
      status: 200,
      schema: categoryViewSchema,
      body: (menu, { params }) => categoryOf(menu, params.id),
    },
  });

  menuWriteRoute(r, deps, {
    method: 'delete',
    path: '/api/categories/:id',
    summary: 'Delete a category with its items, ingredients and sides',
    params: idParams,
    target: ({ id }) => ['category', id],
    command: (base, { params }) => ({ ...base, type: 'RemoveCategory', categoryId: params.id }),
  });
}
