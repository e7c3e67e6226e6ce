import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { outboxSchema } from '@pickup/domain/notifications/outbox';
import { DomainError } from '@pickup/domain/shared/errors';
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

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Only someone on this machine, talking to the server directly: the connection comes from a
 * loopback address and no proxy relayed it (a proxy on the same host would otherwise make
 * every visitor look local).
 */
export function fromThisMachine(
  req: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } },
): boolean {
  const relayed =
    req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !relayed && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/**
 * Outside production, `GET /api/dev/outbox` shows the messages that would have been sent, so
 * someone trying Pickup locally can read their codes and links (issue 3); to anyone else it
 * does not exist, since it holds every user's codes and reset links (issue 17).
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
      response: outboxSchema,
      handler: async ({ query, req }) => {
        if (!fromThisMachine(req)) {
          throw new DomainError('not_found', `No route for GET ${req.path}`);
        }
        return { body: await deps.outbox.list(query) };
      },
    });
  };
}
