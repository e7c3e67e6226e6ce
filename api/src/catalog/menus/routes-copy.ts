import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { COPY_OTHER_RESTAURANT, copiesFrom } from '@pickup/domain/catalog/menu-ingredients';
import { MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import { copyIngredientsSchema, copySidesSchema } from '@pickup/domain/catalog/menu-schemas';
import type { MenuCommand } from '@pickup/domain/catalog/menu-commands';
import type { Menu, MenuEvent } from '@pickup/domain/catalog/menu-types';
import { forbidden, notFound } from '@pickup/domain/shared/errors';
import { locate, type Location } from '@pickup/projections/catalog/menus/lookup';
import {
  copiedIngredientsSchema,
  copiedSidesSchema,
} from '@pickup/projections/catalog/menus/contract';
import { ingredientView, sideView } from '@pickup/projections/catalog/menus/views';
import type { Actor } from '../../http/actor';
import { CATCHING_UP, route, type Infer, type RouteDeps } from '../../http/route';
import { runMenuCommand, signedIn, writable, written, type MenuDeps } from './access';
import { loadMenu } from './load';
import { idParams, MANAGERS, tags } from './params';
import type { CommandBase } from './write-route';

type CopyBody = typeof copyIngredientsSchema | typeof copySidesSchema;

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

  /** POST …/{things}/copy: the copies are made from the source menu's state. */
  function copyRoute<B extends CopyBody>(spec: {
    things: 'ingredients' | 'sides';
    body: B;
    response: z.ZodType;
    command: (base: CommandBase, categoryId: string, source: Menu, body: Infer<B>) => MenuCommand;
    /** What the answer lists of a thing the copy added. */
    copied: (event: MenuEvent, menuId: string) => unknown[];
  }): void {
    route(r, {
      method: 'post',
      path: `/api/categories/:id/${spec.things}/copy`,
      summary: `Copy ${spec.things} from another category of the same restaurant`,
      tags,
      access: MANAGERS,
      params: idParams,
      body: spec.body,
      responses: { 201: 'Copied', 202: CATCHING_UP },
      response: spec.response,
      handler: async ({ params, body, actor }) => {
        const me = signedIn(actor);
        const { target, source } = await copyContext(me, params.id, body.fromCategoryId);
        const executed = await runMenuCommand(deps, me, target, (base) =>
          spec.command(base, params.id, source, body),
        );
        const copied = (executed.events as MenuEvent[]).flatMap((e) =>
          spec.copied(e, target.menuId),
        );
        return written(executed, 201, { copied });
      },
    });
  }

  copyRoute({
    things: 'ingredients',
    body: copyIngredientsSchema,
    response: copiedIngredientsSchema,
    command: (base, categoryId, source, body) => ({
      ...base,
      type: 'CopyIngredients',
      categoryId,
      ...copiesFrom(
        source,
        {
          what: 'ingredient',
          list: source.ingredients,
          categoryId: body.fromCategoryId,
          ids: body.ingredientIds,
        },
        newId,
      ),
    }),
    copied: (e, menuId) =>
      e.type === 'IngredientAdded' ? [ingredientView(menuId, e.data.ingredient)] : [],
  });

  copyRoute({
    things: 'sides',
    body: copySidesSchema,
    response: copiedSidesSchema,
    command: (base, categoryId, source, body) => ({
      ...base,
      type: 'CopySides',
      categoryId,
      ...copiesFrom(
        source,
        { what: 'side', list: source.sides, categoryId: body.fromCategoryId, ids: body.sideIds },
        newId,
      ),
    }),
    copied: (e, menuId) => (e.type === 'SideAdded' ? [sideView(menuId, e.data.side)] : []),
  });
}
