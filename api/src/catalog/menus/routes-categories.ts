import { z } from 'zod';
import { categoryCreateSchema, categoryUpdateSchema } from '@pickup/domain/catalog/menu-schemas';
import { getCategory, listCategories } from '@pickup/projections/catalog/menus/queries';
import type { RouteDeps } from '../../http/route';
import type { MenuDeps } from './access';
import { idParams, menuParams } from './params';
import { menuReadRoute } from './read-route';
import { categoryOf } from './state-views';
import { menuWriteRoute } from './write-route';
import { categoryViewSchema } from '@pickup/projections/catalog/menus/contract';

/** management-area §7 "Categories"; GET …/categories is also the customer's. */
export function registerCategoryRoutes(r: RouteDeps, deps: MenuDeps): void {
  menuReadRoute(r, deps, {
    path: '/api/menus/:menuId/categories',
    summary: "A menu's categories in display order",
    params: menuParams,
    target: ({ menuId }) => ['menu', menuId],
    response: z.array(categoryViewSchema),
    read: listCategories,
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

  menuReadRoute(r, deps, {
    path: '/api/categories/:id',
    summary: 'One category',
    params: idParams,
    target: ({ id }) => ['category', id],
    response: categoryViewSchema,
    read: getCategory,
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
