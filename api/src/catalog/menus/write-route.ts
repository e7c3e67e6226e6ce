import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { MenuCommand, RestaurantRef } from '@pickup/domain/catalog/menu-commands';
import type { Menu } from '@pickup/domain/catalog/menu-types';
import type { Actor as DomainActor } from '@pickup/domain/catalog/permissions';
import { MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import { acceptedSchema } from '@pickup/domain/shared/answers';
import { notFound } from '@pickup/domain/shared/errors';
import type { CatalogKind } from '@pickup/projections/catalog/menus/lookup';
import { CATCHING_UP, route, type Infer, type RouteDeps } from '../../http/route';
import { menuAfter, runMenuCommand, signedIn, writable, written, type MenuDeps } from './access';
import { MANAGERS, tags } from './params';

/** What a menu write knows while it builds its command and its answer. */
export interface WriteContext<B, P> {
  params: P;
  body: B;
  /** The id of what the write creates: made on first use, the same in the answer. */
  newId: () => string;
}

export type CommandBase = { actor: DomainActor; restaurant: RestaurantRef; menuId: string };

export interface MenuWriteSpec<B extends z.ZodType | undefined, P extends z.ZodType> {
  method: 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  params: P;
  body?: B;
  /** The catalog thing the path names, which the caller must manage (404, else 403). */
  target: (params: Infer<P>) => readonly [CatalogKind, string];
  /** The restaurant the path names the thing under: 404 unless the thing is of it. */
  restaurantId?: (params: Infer<P>) => string;
  command: (base: CommandBase, ctx: WriteContext<Infer<B>, Infer<P>>) => MenuCommand;
  /** What the answer shows of the menu after the change, and its status; without, 204. */
  answer?: {
    status: 200 | 201;
    /** The read model's contract for the answer, which `body` must produce. */
    schema: z.ZodType;
    body: (menu: Menu, ctx: WriteContext<Infer<B>, Infer<P>>) => unknown;
  };
}

const DONE = { 200: 'Updated', 201: 'Created' } as const;

/**
 * A write of management-area §7 to one thing of a menu: an owner of its restaurant or an
 * admin runs one menu command on it, and gets the thing as the menus read model then shows
 * it (202 with the checkpoint when that lags; see `written`).
 */
export function menuWriteRoute<B extends z.ZodType | undefined, P extends z.ZodType>(
  r: RouteDeps,
  deps: MenuDeps,
  spec: MenuWriteSpec<B, P>,
): void {
  const makeId = deps.newId ?? randomUUID;
  route<B, undefined, P>(r, {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tags,
    access: MANAGERS,
    params: spec.params,
    body: spec.body,
    // 202 answers the same view, or, for a write without one, the checkpoint (see `written`).
    responses: spec.answer
      ? { [spec.answer.status]: DONE[spec.answer.status], 202: CATCHING_UP }
      : { 204: 'Done', 202: CATCHING_UP },
    response: spec.answer?.schema ?? acceptedSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const [kind, id] = spec.target(params);
      const target = await writable(deps.pool, me, kind, id);
      if (spec.restaurantId && target.restaurantId !== spec.restaurantId(params))
        throw notFound(MESSAGES[kind]);
      let created: string | undefined;
      const ctx = { params, body, newId: () => (created ??= makeId()) };
      const executed = await runMenuCommand(deps, me, target, (base) => spec.command(base, ctx));
      if (!spec.answer) return written(executed, 204);
      return written(executed, spec.answer.status, spec.answer.body(menuAfter(executed), ctx));
    },
  });
}
