import { randomUUID } from 'node:crypto';
import {
  COPY_OTHER_RESTAURANT,
  ingredientCopiesFrom,
  sideCopiesFrom,
} from '@pickup/domain/catalog/menu-ingredients';
import { MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import { copyIngredientsSchema, copySidesSchema } from '@pickup/domain/catalog/menu-schemas';
import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import { forbidden, notFound } from '@pickup/domain/shared/errors';
import { locate, type Location } from '@pickup/projections/catalog/menus/lookup';
import {
  copiedIngredientsSchema,
  copiedSidesSchema,
} from '@pickup/projections/catalog/menus/contract';
import { ingredientView, sideView } from '@pickup/projections/catalog/menus/views';
import type { Actor } from '../../http/actor';
import { CATCHING_UP, route, type RouteDeps } from '../../http/route';
import { runMenuCommand, signedIn, writable, written, type MenuDeps } from './access';
import { loadMenu } from './load';
import { idParams, MANAGERS, tags } from './params';

/**
 * Copy From: ingredients or sides of another category of the same restaurant become copies
 * (new ids, not links) in this one; names already there are skipped, so a second copy adds
 * nothing. Answers `{ copied: [...] }` with what was added.
 */
export function registerCopyRoutes(r: RouteDeps, deps: MenuDeps): void {
  const newId = deps.newId ?? randomUUID;

  /** The target (managed by the caller) and the source menu's state, same restaurant only. */
  async function copyContext(me: Actor, categoryId: string, fromCategoryId: string) {
    const target: Location = await writable(deps.pool, me, 'category', categoryId);
    const source = await locate(deps.pool, 'category', fromCategoryId);
    if (!source) throw notFound(MESSAGES.category);
    if (source.restaurantId !== target.restaurantId) throw forbidden(COPY_OTHER_RESTAURANT);
    const state = await loadMenu(deps.store, source.menuId);
    if (state.status !== 'existing') throw notFound(MESSAGES.category);
    return { target, source: state.menu };
  }

  route(r, {
    method: 'post',
    path: '/api/categories/:id/ingredients/copy',
    summary: 'Copy ingredients from another category of the same restaurant',
    tags,
    access: MANAGERS,
    params: idParams,
    body: copyIngredientsSchema,
    responses: { 201: 'Copied', 202: CATCHING_UP },
    response: copiedIngredientsSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const { target, source } = await copyContext(me, params.id, body.fromCategoryId);
      const { from, copies } = ingredientCopiesFrom(
        source,
        body.fromCategoryId,
        body.ingredientIds,
        newId,
      );
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'CopyIngredients',
        categoryId: params.id,
        from,
        copies,
      }));
      const copied = (executed.events as MenuEvent[]).flatMap((e) =>
        e.type === 'IngredientAdded' ? [ingredientView(target.menuId, e.data.ingredient)] : [],
      );
      return written(executed, 201, { copied });
    },
  });

  route(r, {
    method: 'post',
    path: '/api/categories/:id/sides/copy',
    summary: 'Copy sides from another category of the same restaurant',
    tags,
    access: MANAGERS,
    params: idParams,
    body: copySidesSchema,
    responses: { 201: 'Copied', 202: CATCHING_UP },
    response: copiedSidesSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const { target, source } = await copyContext(me, params.id, body.fromCategoryId);
      const { from, copies } = sideCopiesFrom(source, body.fromCategoryId, body.sideIds, newId);
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'CopySides',
        categoryId: params.id,
        from,
        copies,
      }));
      const copied = (executed.events as MenuEvent[]).flatMap((e) =>
        e.type === 'SideAdded' ? [sideView(target.menuId, e.data.side)] : [],
      );
      return written(executed, 201, { copied });
    },
  });
}
