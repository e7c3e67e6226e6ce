import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { CustomerArrived } from '@pickup/domain/ordering/arrival';
import type { OrderPlaced, OrderStatusChanged } from '@pickup/domain/ordering/order-events';
import { applyStatements, type Projection } from '../runner/projection';

/**
 * The `handoff` read model (issue 31, the wait measured): one row per order with the three
 * moments of its handoff, from the events' own times. `ready_at` is the last time it became
 * ready (a recalled order is waited for again), `arrived_at` the customer's first "I'm here",
 * `collected_at` its pickup. Queries: ./handoff-queries.ts; what they answer: ./contract.ts.
 */
export const HANDOFF_PROJECTION = 'handoff';

const ddl = `
CREATE TABLE handoff_orders (
  order_id text PRIMARY KEY,
  restaurant_id text NOT NULL,
  restaurant_name text NOT NULL,
  ready_at timestamptz,
  arrived_at timestamptz,
  collected_at timestamptz
);
CREATE INDEX handoff_orders_collected ON handoff_orders (restaurant_id, collected_at)
  WHERE collected_at IS NOT NULL;
CREATE INDEX handoff_orders_collected_at ON handoff_orders (collected_at)
  WHERE collected_at IS NOT NULL;
`;

interface Moments {
  readyAt?: string;
  arrivedAt?: string;
  collectedAt?: string;
}

const later = (a: string | undefined, b: string) => (a && Date.parse(a) > Date.parse(b) ? a : b);
const earlier = (a: string | undefined, b: string) => (a && Date.parse(a) < Date.parse(b) ? a : b);

/**
 * The batch in two statements: the placed orders' rows, then each order's moments merged
 * with what the row holds (latest ready, first arrival, first pickup), so any cut of the
 * log into batches, or a batch applied twice, leaves the same rows.
 */
function statements(events: readonly RecordedEvent[]): pg.QueryConfig[] {
  const placed = new Map<string, OrderPlaced['data']>();
  const moments = new Map<string, Moments>();
  const of = (orderId: string) => {
    const known = moments.get(orderId) ?? {};
    moments.set(orderId, known);
    return known;
  };
  for (const e of events) {
    if (e.type === 'OrderPlaced') {
      const order = e.data as OrderPlaced['data'];
      placed.set(order.orderId, order);
    } else if (e.type === 'OrderStatusChanged') {
      const change = e.data as OrderStatusChanged['data'];
      const m = of(change.orderId);
      if (change.to === 'ready') m.readyAt = later(m.readyAt, change.at);
      if (change.to === 'picked_up') m.collectedAt = earlier(m.collectedAt, change.at);
    } else if (e.type === 'CustomerArrived') {
      const arrival = e.data as CustomerArrived['data'];
      const m = of(arrival.orderId);
      m.arrivedAt = earlier(m.arrivedAt, arrival.at);
    }
  }
  const out: pg.QueryConfig[] = [];
  if (placed.size > 0) {
    const orders = [...placed.values()];
    out.push({
      text: `INSERT INTO handoff_orders (order_id, restaurant_id, restaurant_name)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
             ON CONFLICT (order_id) DO NOTHING`,
      values: [
        orders.map((o) => o.orderId),
        orders.map((o) => o.restaurantId),
        orders.map((o) => o.restaurant.name),
      ],
    });
  }
  if (moments.size > 0) {
    const all = [...moments.values()];
    out.push({
      // GREATEST and LEAST skip nulls: a moment this batch did not see keeps the row's.
      text: `UPDATE handoff_orders h
             SET ready_at = GREATEST(h.ready_at, m.ready_at),
                 arrived_at = LEAST(h.arrived_at, m.arrived_at),
                 collected_at = LEAST(h.collected_at, m.collected_at)
             FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[])
               AS m(order_id, ready_at, arrived_at, collected_at)
             WHERE h.order_id = m.order_id`,
      values: [
        [...moments.keys()],
        all.map((m) => m.readyAt ?? null),
        all.map((m) => m.arrivedAt ?? null),
        all.map((m) => m.collectedAt ?? null),
      ],
    });
  }
  return out;
}

export const handoffProjection: Projection = {
  name: HANDOFF_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['order-'] },
  queryIndexes: ['handoff_orders_collected', 'handoff_orders_collected_at'],
  statements,
  apply: applyStatements(statements),
  // Read on the dashboards now and then; no reply waits on it.
  gatherMs: 250,
};
