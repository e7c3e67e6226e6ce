import type pg from 'pg';
import type { z } from 'zod';
import { MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import { notFound } from '@pickup/domain/shared/errors';
import type { CatalogKind } from '@pickup/projections/catalog/menus/lookup';
import type { Visibility } from '@pickup/projections/catalog/menus/queries';
import { route, type Infer, type RouteDeps } from '../../http/route';
import { readableThing, type MenuDeps } from './access';
import { tags } from './params';

export interface MenuReadSpec<P extends z.ZodType, R extends z.ZodType> {
  path: string;
  summary: string;
  params: P;
  /** The catalog thing the path names, which the caller must be able to see (else 404). */
  target: (params: Infer<P>) => readonly [CatalogKind, string];
  /** The menus read model's contract for the answer. */
  response: R;
  /** The answer from the read model; null when the thing is not there (404). */
  read: (pool: pg.Pool, id: string, visibility: Visibility) => Promise<z.output<R> | null>;
}

/**
 * A read of management-area §7 of one thing of a menu, also the customer's: anyone may read
 * what is active, its restaurant's owner and admins also what is not.
 */
export function menuReadRoute<P extends z.ZodType, R extends z.ZodType>(
  r: RouteDeps,
  deps: MenuDeps,
  spec: MenuReadSpec<P, R>,
): void {
  route<undefined, undefined, P>(r, {
    method: 'get',
    path: spec.path,
    summary: spec.summary,
    tags,
    access: 'optional',
    params: spec.params,
    response: spec.response,
    handler: async ({ params, actor }) => {
      const [kind, id] = spec.target(params);
      const { visibility } = await readableThing(deps.pool, actor, kind, id);
      const body = await spec.read(deps.pool, id, visibility);
      if (body === null) throw notFound(MESSAGES[kind]);
      return { body };
    },
  });
}
