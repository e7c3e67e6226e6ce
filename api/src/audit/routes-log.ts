import { z } from 'zod';
import type pg from 'pg';
import { listAuditLog } from '@pickup/projections/audit/audit-log-queries';
import { route, type RouteDeps } from '../http/route';
import { SYSTEM_NAME, type ActorNames } from './actors';
import { AS_OF_MESSAGE } from './routes-history';
import { auditLogPageSchema } from '@pickup/projections/audit/contract';

const time = (field: string) =>
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${field}: ${AS_OF_MESSAGE.replace('asOf ', '')}`)
    .optional();
const text = z.string().trim().min(1).max(200).optional();

const logQuery = z
  .object({
    actorId: text,
    eventType: text,
    restaurantId: text,
    from: time('from'),
    to: time('to'),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int()
      .min(1, 'page starts at 1')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int()
      .min(1, 'limit must be between 1 and 200')
      .max(200, 'limit must be between 1 and 200')
      .default(50),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'from must not be after to',
    path: ['to'],
  });

/** Issue 8 item 3: every event of the system, filtered and paged, newest first. */
export function auditLogRoutes(
  r: RouteDeps,
  deps: { pool: Pick<pg.Pool, 'query'>; names: ActorNames },
): void {
  route(r, {
    method: 'get',
    path: '/api/admin/audit-log',
    summary: 'The audit log: every event, filterable by actor, type, restaurant and time',
    tags: ['audit'],
    access: ['admin'],
    query: logQuery,
    response: auditLogPageSchema,
    handler: async ({ query }) => {
      const page = await listAuditLog(deps.pool, query);
      const names = await deps.names(
        page.items.flatMap((i) => (i.actorId && i.actorId !== 'system' ? [i.actorId] : [])),
      );
      const items = page.items.map((i) => ({
        ...i,
        actorName:
          i.actorId && i.actorId !== 'system' ? (names.get(i.actorId)?.name ?? null) : SYSTEM_NAME,
      }));
      return { body: { ...page, items } };
    },
  });
}
