import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { OrderPlaced, OrderStatusChanged } from '@pickup/domain/ordering/order';
import { hourOfWeek, loadBucket, type PrepSample } from '@pickup/domain/timing/predictor';
import { oneAtATime, schemaOf, type Projection } from '../runner/projection';

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

async function placed(tx: pg.PoolClient, order: OrderPlaced['data']): Promise<void> {
  const startedAt = order.pickup?.fireAt ?? order.placedAt;
  const { rows } = await tx.query<{ n: string }>(
    `SELECT count(*) AS n FROM prep_orders
     WHERE restaurant_id = $1 AND state = 'open' AND started_at <= $2`,
    [order.restaurantId, order.placedAt],
  );
  await tx.query(
    `INSERT INTO prep_orders (order_id, restaurant_id, scheduled, started_at, hour_of_week,
       load_bucket, state)
     VALUES ($1, $2, $3, $4, $5, $6, 'open') ON CONFLICT (order_id) DO NOTHING`,
    [
      order.orderId,
      order.restaurantId,
      order.pickup?.kind === 'scheduled',
      startedAt,
      hourOfWeek(order.restaurant.timezone, new Date(startedAt)),
      loadBucket(Number(rows[0]?.n ?? 0)),
    ],
  );
}

async function changed(tx: pg.PoolClient, change: OrderStatusChanged['data']): Promise<void> {
  // The first time an order is ready is what the customer waited for; a recall later
  // does not reopen it.
  if (change.to === 'ready')
    await tx.query(
      `UPDATE prep_orders
       SET state = 'ready',
           minutes = GREATEST(0, ceil(extract(epoch FROM ($2::timestamptz - started_at)) / 60))
       WHERE order_id = $1 AND state = 'open'`,
      [change.orderId, change.at],
    );
  else if (change.to === 'cancelled')
    await tx.query(
      `UPDATE prep_orders SET state = 'cancelled' WHERE order_id = $1 AND state = 'open'`,
      [change.orderId],
    );
}

async function applyOne(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  if (recorded.type === 'OrderPlaced') await placed(tx, recorded.data as OrderPlaced['data']);
  else if (recorded.type === 'OrderStatusChanged')
    await changed(tx, recorded.data as OrderStatusChanged['data']);
}

export const prepHistoryProjection: Projection = {
  name: PREP_HISTORY_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['order-'] },
  apply: oneAtATime(applyOne),
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

/** Orders in a restaurant's kitchen at `at`: fired, neither ready nor cancelled. */
export async function ordersInKitchen(
  pool: Pick<pg.Pool, 'query'>,
  restaurantId: string,
  at: Date,
): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${T}
     WHERE restaurant_id = $1 AND state = 'open' AND started_at <= $2`,
    [restaurantId, at.toISOString()],
  );
  return Number(rows[0]?.n ?? 0);
}
