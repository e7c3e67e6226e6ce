import { z } from 'zod';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { route, type RouteDeps } from '../http/route';
import { requireActor } from '../identity/service';
import type { ActorNames } from './actors';
import { assertMayAudit } from './access';
import { readAuditStream, streamHistory } from './history';
import { menuAsOrdered } from './menu-as-ordered';
import { AUDIT_KINDS } from './stream-models';
import { menuAsOrderedSchema, streamHistorySchema } from '@pickup/projections/audit/contract';

export const KIND_MESSAGE = `Kind must be one of ${AUDIT_KINDS.join(', ')}`;
export const AS_OF_MESSAGE = 'asOf must be an ISO date-time, e.g. 2030-01-15T12:00:00Z';

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const id = z.string().trim().min(1, 'Id is required').max(200, 'Id is too long');
const historyParams = z.object({ kind: z.enum(AUDIT_KINDS, { error: KIND_MESSAGE }), id });
const historyQuery = z.object({
  asOf: z
    .string({ error: AS_OF_MESSAGE })
    .refine((v) => ISO.test(v) && !Number.isNaN(Date.parse(v)), AS_OF_MESSAGE)
    .optional(),
});

const tags = ['audit'];
const staff = ['admin', 'restaurant_owner'] as const;

export interface HistoryDeps {
  store: EventStore;
  names: ActorNames;
}

/** Issue 8 items 1 and 2: a stream's history from the event store, and time travel. */
export function historyRoutes(r: RouteDeps, deps: HistoryDeps): void {
  route(r, {
    method: 'get',
    path: '/api/admin/audit/:kind/:id',
    summary:
      'Every event of an order, restaurant, menu or user, with actor and summary; with asOf, the state then',
    tags,
    access: staff,
    params: historyParams,
    query: historyQuery,
    responses: {
      403: 'Not an admin, nor the owner of the order’s restaurant',
      404: 'No such stream',
    },
    response: streamHistorySchema,
    handler: async ({ params, query, actor }) => {
      const events = await readAuditStream(deps.store, params.kind, params.id);
      await assertMayAudit(deps.store, requireActor(actor), params.kind, events);
      return { body: await streamHistory(deps, params.kind, params.id, query.asOf) };
    },
  });

  route(r, {
    method: 'get',
    path: '/api/admin/audit/order/:id/menu',
    summary: 'The menu as it was when the order was placed (prices and options then)',
    tags,
    access: staff,
    params: z.object({ id }),
    responses: {
      403: 'Not an admin, nor the owner of the order’s restaurant',
      404: 'No such order',
    },
    response: menuAsOrderedSchema,
    handler: async ({ params, actor }) => {
      const events = await readAuditStream(deps.store, 'order', params.id);
      await assertMayAudit(deps.store, requireActor(actor), 'order', events);
      return { body: await menuAsOrdered(deps.store, params.id, events) };
    },
  });
}
