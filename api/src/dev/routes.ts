import { z } from 'zod';
import { route, type RouteDeps } from '../http/route';
import type { DevOutbox } from '../notifications/dev-outbox';

export interface DevDeps {
  /** NODE_ENV === 'production': then these routes do not exist at all. */
  production: boolean;
  outbox: Pick<DevOutbox, 'list'>;
}

const outboxQuery = z.object({
  to: z.string().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * Outside production, `GET /api/dev/outbox` shows the messages that would have been sent, so
 * someone trying Pickup locally can read their codes and links (issue 3).
 */
export function devRoutes(deps: DevDeps): (r: RouteDeps) => void {
  return (r) => {
    if (deps.production) return;
    route(r, {
      method: 'get',
      path: '/api/dev/outbox',
      summary: 'Messages kept by the local outbox, newest first (not in production)',
      tags: ['dev'],
      access: 'public',
      query: outboxQuery,
      handler: async ({ query }) => ({ body: await deps.outbox.list(query) }),
    });
  };
}
