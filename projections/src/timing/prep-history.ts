import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { OrderPlaced, OrderStatusChanged } from '@pickup/domain/ordering/order';
import {
  hourOfWeek,
  LOAD_BUCKET_FLOORS,
  loadBucket,
  type PrepSample,
} from '@pickup/domain/timing/predictor';
import { schemaOf, type Projection } from '../runner/projection';

/**
 * The `prep_history` read model: the compact summary the promise predictor learns from.
 * One row per order: when it entered the kitchen, the local hour of the week, how many
 * orders were already in the kitchen then (its load bucket), and, once ready, how many
 * whole minutes it took. Only ASAP orders teach preparation times: a scheduled order is
 * ready for its slot, not as fast as the kitchen can. Every order counts towards the load
 * from the moment it fires.
 */
export const PREP_HISTORY_PROJECTION = 'prep_history';
const T = `${schemaOf(PREP_HISTORY_PROJECTION)}.prep_orders`;

const ddl = `
CREATE TABLE prep_orders (
  order_id text PRIMARY KEY,
  restaurant_id text NOT NULL,
  scheduled boolean NOT NULL,
  started_at timestamptz NOT NULL,
  hour_of_week smallint NOT NULL,
  load_bucket smallint NOT NULL,
  state text NOT NULL,
  minutes integer
);
CREATE INDEX prep_orders_open ON prep_orders (restaurant_id, started_at) WHERE state = 'open';
CREATE INDEX prep_orders_learned ON prep_orders (restaurant_id) WHERE state = 'ready' AND NOT scheduled;
`;

/** The load buckets end at the last floor: more orders in the kitchen are the same bucket. */
const OPEN_ORDERS_COUNTED = Math.max(...LOAD_BUCKET_FLOORS);

const ms = (iso: string) => Date.parse(iso);

/**
 * The open orders each restaurant placing in the batch had before it, by order id: the
 * earliest-started `OPEN_ORDERS_COUNTED + ended` of those started by its last placing (the
 * batch ends at most `ended` of them, and the count stops at the last floor), so the count at
 * any placing of the batch is exact and costs the same on a kitchen of thousands.
 */
async function openBefore(
  tx: pg.PoolClient,
  placings: readonly OrderPlaced['data'][],
  ended: number,
): Promise<Map<string, Map<string, number>>> {
  const upTo = new Map<string, string>();
  for (const p of placings) {
    const known = upTo.get(p.restaurantId);
    if (known === undefined || ms(p.placedAt) > ms(known)) upTo.set(p.restaurantId, p.placedAt);
  }
  const open = new Map([...upTo.keys()].map((id) => [id, new Map<string, number>()]));
  if (upTo.size === 0) return open;
  const { rows } = await tx.query<{ restaurant_id: string; order_id: string; started_at: Date }>(
    `SELECT r.restaurant_id, o.order_id, o.started_at
     FROM unnest($1::text[], $2::timestamptz[]) AS r(restaurant_id, up_to)
     CROSS JOIN LATERAL (
       SELECT order_id, started_at FROM prep_orders
       WHERE restaurant_id = r.restaurant_id AND state = 'open' AND started_at <= r.up_to
       ORDER BY started_at LIMIT $3) AS o`,
    [[...upTo.keys()], [...upTo.values()], OPEN_ORDERS_COUNTED + ended],
  );
  for (const r of rows) open.get(r.restaurant_id)?.set(r.order_id, r.started_at.getTime());
  return open;
}

/**
 * The batch in three statements, leaving the rows applying its events one by one would: each
 * placing's load counts the kitchen as the events before it left it.
 */
async function applyMany(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const placings = events
    .filter((e) => e.type === 'OrderPlaced')
    .map((e) => e.data as OrderPlaced['data']);
  const endings = events
    .filter((e) => e.type === 'OrderStatusChanged')
    .map((e) => e.data as OrderStatusChanged['data'])
    .filter((c) => c.to === 'ready' || c.to === 'cancelled');
  const open = await openBefore(tx, placings, endings.length);
  const rows = new Map<string, [string, boolean, string, number, number]>();
  // The first time an order is ready is what the customer waited for; a recall later does
  // not reopen it, and neither readiness nor cancellation changes an order that has ended.
  const ends = new Map<string, { state: string; at: string }>();
  for (const e of events) {
    if (e.type === 'OrderPlaced') {
      const order = e.data as OrderPlaced['data'];
      const kitchen = open.get(order.restaurantId) ?? new Map<string, number>();
      const startedAt = order.pickup?.fireAt ?? order.placedAt;
      let inKitchen = 0;
      for (const started of kitchen.values()) if (started <= ms(order.placedAt)) inKitchen++;
      if (!rows.has(order.orderId))
        rows.set(order.orderId, [
          order.restaurantId,
          order.pickup?.kind === 'scheduled',
          startedAt,
          hourOfWeek(order.restaurant.timezone, new Date(startedAt)),
          loadBucket(Math.min(inKitchen, OPEN_ORDERS_COUNTED)),
        ]);
      if (!kitchen.has(order.orderId)) kitchen.set(order.orderId, ms(startedAt));
    } else if (e.type === 'OrderStatusChanged') {
      const change = e.data as OrderStatusChanged['data'];
      if (change.to !== 'ready' && change.to !== 'cancelled') continue;
      if (!ends.has(change.orderId)) ends.set(change.orderId, { state: change.to, at: change.at });
      for (const kitchen of open.values()) kitchen.delete(change.orderId);
    }
  }
  if (rows.size > 0) {
    const column = (i: number) => [...rows.values()].map((r) => r[i]);
    await tx.query(
      `INSERT INTO prep_orders (order_id, restaurant_id, scheduled, started_at, hour_of_week,
         load_bucket, state)
       SELECT *, 'open' FROM unnest($1::text[], $2::text[], $3::boolean[], $4::timestamptz[],
         $5::smallint[], $6::smallint[])
       ON CONFLICT (order_id) DO NOTHING`,
      [[...rows.keys()], column(0), column(1), column(2), column(3), column(4)],
    );
  }
  if (ends.size > 0)
    await tx.query(
      `UPDATE prep_orders p
       SET state = e.state,
           minutes = CASE WHEN e.state = 'ready'
             THEN GREATEST(0, ceil(extract(epoch FROM (e.at - p.started_at)) / 60)) END
       FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS e(order_id, state, at)
       WHERE p.order_id = e.order_id AND p.state = 'open'`,
      [
        [...ends.keys()],
        [...ends.values()].map((e) => e.state),
        [...ends.values()].map((e) => e.at),
      ],
    );
}

export const prepHistoryProjection: Projection = {
  name: PREP_HISTORY_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['order-'] },
  apply: applyMany,
  // The predictor reads this summary at most once a minute and the kitchen's load every two
  // seconds (ordering/pickup.ts): a quarter second's delay changes no promise.
  gatherMs: 250,
};

/** A restaurant's preparation history as the predictor reads it. */
export async function prepHistory(
  pool: Pick<pg.Pool, 'query'>,
  restaurantId: string,
): Promise<PrepSample[]> {
  const { rows } = await pool.query<{ h: number; l: number; m: number; n: string }>(
    `SELECT hour_of_week AS h, load_bucket AS l, minutes AS m, count(*) AS n FROM ${T}
     WHERE restaurant_id = $1 AND state = 'ready' AND NOT scheduled
     GROUP BY 1, 2, 3`,
    [restaurantId],
  );
  return rows.map((r) => ({ hourOfWeek: r.h, loadBucket: r.l, minutes: r.m, count: Number(r.n) }));
}

/**
 * Orders in a restaurant's kitchen at `at`: fired, neither ready nor cancelled; counted up to
 * the last load bucket's floor (more is the same bucket to the predictor), so a kitchen of
 * thousands of forgotten orders costs what a quiet one does.
 */
export async function ordersInKitchen(
  pool: Pick<pg.Pool, 'query'>,
  restaurantId: string,
  at: Date,
): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM (
       SELECT 1 FROM ${T}
       WHERE restaurant_id = $1 AND state = 'open' AND started_at <= $2 LIMIT $3) AS open_orders`,
    [restaurantId, at.toISOString(), OPEN_ORDERS_COUNTED],
  );
  return Number(rows[0]?.n ?? 0);
}
