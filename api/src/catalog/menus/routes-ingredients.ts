import { z } from 'zod';
import {
  ingredientCreateSchema,
  ingredientUpdateSchema,
  sideCreateSchema,
  sideUpdateSchema,
} from '@pickup/domain/catalog/menu-schemas';
import { toCents } from '@pickup/domain/catalog/money';
import { listIngredients, listSides } from '@pickup/projections/catalog/menus/queries';
import type { RouteDeps } from '../../http/route';
import type { MenuDeps } from './access';
import { registerCopyRoutes } from './routes-copy';
import { idParams, priceChange } from './params';
import { menuReadRoute } from './read-route';
import { ingredientOf, sideOf } from './state-views';
import { menuWriteRoute } from './write-route';
import { ingredientViewSchema, sideViewSchema } from '@pickup/projections/catalog/menus/contract';

/** management-area §7 "Ingredients and sides" (a category's; items link to them). */
export function registerIngredientAndSideRoutes(r: RouteDeps, deps: MenuDeps): void {
  menuReadRoute(r, deps, {
    path: '/api/categories/:id/ingredients',
    summary: "A category's ingredients",
    params: idParams,
    target: ({ id }) => ['category', id],
    response: z.array(ingredientViewSchema),
    read: listIngredients,
  });

  menuWriteRoute(r, deps, {
    method: 'post',
    path: '/api/categories/:id/ingredients',
    summary: 'Add an ingredient to a category',
    params: idParams,
    body: ingredientCreateSchema,
    target: ({ id }) => ['category', id],
    command: (base, { params, body: { price, ...rest }, newId }) => ({
      ...base,
      type: 'AddIngredient',
      categoryId: params.id,
      ingredientId: newId(),
      data: { ...rest, priceCents: toCents(price) },
    }),
    answer: {
      status: 201,
      schema: ingredientViewSchema,
      body: (menu, { newId }) => ingredientOf(menu, newId()),
    },
  });

  menuWriteRoute(r, deps, {
    method: 'put',
    path: '/api/ingredients/:id',
    summary: 'Update an ingredient',
    params: idParams,
    body: ingredientUpdateSchema,
    target: ({ id }) => ['ingredient', id],
    command: (base, { params, body: { price, ...rest } }) => ({
      ...base,
      type: 'UpdateIngredient',
      ingredientId: params.id,
      changes: { ...rest, ...priceChange(price) },
    }),
    answer: {
      status: 200,
      schema: ingredientViewSchema,
      body: (menu, { params }) => ingredientOf(menu, params.id),
    },
  });

  menuWriteRoute(r, deps, {
    method: 'delete',
    path: '/api/ingredients/:id',
    summary: 'Delete an ingredient (and the item links to it)',
    params: idParams,
    target: ({ id }) => ['ingredient', id],
    command: (base, { params }) => ({ ...base, type: 'RemoveIngredient', ingredientId: params.id }),
  });

  menuReadRoute(r, deps, {
    path: '/api/categories/:id/sides',
    summary: "A category's sides",
    params: idParams,
    target: ({ id }) => ['category', id],
    response: z.array(sideViewSchema),
    read: listSides,
  });

  menuWriteRoute(r, deps, {
    method: 'post',
    path: '/api/categories/:id/sides',
    summary: 'Add a side to a category',
    params: idParams,
    body: sideCreateSchema,
    target: ({ id }) => ['category', id],
    command: (base, { params, body: { price, ...rest }, newId }) => ({
      ...base,
      type: 'AddSide',
      categoryId: params.id,
      sideId: newId(),
      data: { ...rest, priceCents: toCents(price) },
    }),
    answer: {
      status: 201,
      schema: sideViewSchema,
      body: (menu, { newId }) => sideOf(menu, newId()),
    },
  });

  menuWriteRoute(r, deps, {
    method: 'put',
    path: '/api/sides/:id',
    summary: 'Update a side',
    params: idParams,
    body: sideUpdateSchema,
    target: ({ id }) => ['side', id],
    command: (base, { params, body: { price, ...rest } }) => ({
      ...base,
      type: 'UpdateSide',
      sideId: params.id,
      changes: { ...rest, ...priceChange(price) },
    }),
    answer: {
      status: 200,
      schema: sideViewSchema,
      body: (menu, { params }) => sideOf(menu, params.id),
    },
  });

  menuWriteRoute(r, deps, {
    method: 'delete',
    path: '/api/sides/:id',
    summary: 'Delete a side (and the item links to it)',
    params: idParams,
    target: ({ id }) => ['side', id],
    command: (base, { params }) => ({ ...base, type: 'RemoveSide', sideId: params.id }),
  });

  registerCopyRoutes(r, deps);
}
