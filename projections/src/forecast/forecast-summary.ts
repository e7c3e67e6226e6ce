import type pg from 'pg';
import { wallClock } from '@pickup/domain/catalog/zoned-time';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { OrderPlaced, OrderStatusChanged } from '@pickup/domain/ordering/order';
import { serviceDateOf, slotContaining } from '@pickup/domain/timing/slots';
import type { Projection } from '../runner/projection';

/**
 * The `forecast_summary` read model: what tonight's forecast learns from. Per restaurant, per
 * local date, per 15-minute pickup slot: how many orders, and how many of each item
 * (`forecast_slots`, `forecast_items`), so a forecast reads eight weeks of one weekday of
 * rows, never the order log. An order counts from its placing in the slot it is picked up in;
 * cancelled before it was ready, it is taken back out (the kitchen never made it); a no-show
 * was made, and stays. `forecast_orders` remembers what each order added until it ends, for
 * that, and makes a batch applied twice count nothing twice.
 */
export const FORECAST_SUMMARY_PROJECTION = 'forecast_summary';

const ddl = `
CREATE TABLE forecast_slots (
  restaurant_id text NOT NULL,
  local_date date NOT NULL,
  slot text NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (restaurant_id, local_date, slot)
);
CREATE TABLE forecast_items (
  restaurant_id text NOT NULL,
  local_date date NOT NULL,
  slot text NOT NULL,
  item_id text NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL,
  PRIMARY KEY (restaurant_id, local_date, slot, item_id)
);
CREATE TABLE forecast_orders (
  order_id text PRIMARY KEY,
  restaurant_id text NOT NULL,
  local_date date NOT NULL,
  slot text NOT NULL,
  state text NOT NULL,
  items jsonb
);
`;

type Items = Record<string, { name: string; quantity: number }>;

interface Counted {
  orderId: string;
  restaurantId: string;
  date: string;
  slot: string;
  items: Items;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The pickup slot an order is counted in: its slot, else the one its promise falls in. */
export function countedSlot(order: OrderPlaced['data']): { date: string; slot: string } {
  const at = order.pickup?.slotStart ?? order.pickup?.promisedAt ?? order.estimatedReadyAt;
  const start = slotContaining(new Date(at));
  const { timezone } = order.restaurant;
  const w = wallClock(timezone, start);
  return { date: serviceDateOf(timezone, start), slot: `${pad(w.hour)}:${pad(w.minute)}` };
}

function counted(order: OrderPlaced['data']): Counted {
  const items: Items = {};
  for (const line of order.lines) {
    const known = items[line.menuItemId];
    if (known) known.quantity += line.quantity;
    else items[line.menuItemId] = { name: line.name, quantity: line.quantity };
  }
  return { orderId: order.orderId, restaurantId: order.restaurantId, ...countedSlot(order), items };
}

/** Adds (or, with sign −1, takes out) orders to the slot and item counts in two statements. */
async function addCounts(tx: pg.PoolClient, orders: readonly Counted[], sign: 1 | -1) {
  if (orders.length === 0) return;
  const slots = new Map<string, [string, string, string, number]>();
  const items = new Map<string, [string, string, string, string, string, number]>();
  for (const o of orders) {
    const key = `${o.restaurantId}|${o.date}|${o.slot}`;
    const s = slots.get(key) ?? [o.restaurantId, o.date, o.slot, 0];
    s[3] += sign;
    slots.set(key, s);
    for (const [itemId, { name, quantity }] of Object.entries(o.items)) {
      const i = items.get(`${key}|${itemId}`) ?? [o.restaurantId, o.date, o.slot, itemId, name, 0];
      i[5] += sign * quantity;
      items.set(`${key}|${itemId}`, i);
    }
  }
  const column = <T>(rows: Map<string, T[]>, i: number) => [...rows.values()].map((r) => r[i]);
  await tx.query(
    `INSERT INTO forecast_slots (restaurant_id, local_date, slot, orders)
     SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::integer[])
     ON CONFLICT (restaurant_id, local_date, slot)
     DO UPDATE SET orders = forecast_slots.orders + EXCLUDED.orders`,
    [0, 1, 2, 3].map((i) => column(slots, i)),
  );
  await tx.query(
    `INSERT INTO forecast_items (restaurant_id, local_date, slot, item_id, name, quantity)
     SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], $5::text[],
       $6::integer[])
     ON CONFLICT (restaurant_id, local_date, slot, item_id)
     DO UPDATE SET quantity = forecast_items.quantity + EXCLUDED.quantity,
       name = CASE WHEN EXCLUDED.quantity > 0 THEN EXCLUDED.name ELSE forecast_items.name END`,
    [0, 1, 2, 3, 4, 5].map((i) => column(items, i)),
  );
}

async function applyMany(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const placed = new Map<string, Counted>();
  const ends = new Map<string, string>();
  for (const e of events) {
    if (e.type === 'OrderPlaced') {
      const order = counted(e.data as OrderPlaced['data']);
      if (!placed.has(order.orderId)) placed.set(order.orderId, order);
    } else if (e.type === 'OrderStatusChanged') {
      const change = e.data as OrderStatusChanged['data'];
      // The first end counts: ready, the kitchen made it; cancelled before, it did not.
      if ((change.to === 'ready' || change.to === 'cancelled') && !ends.has(change.orderId))
        ends.set(change.orderId, change.to);
    }
  }
  if (placed.size > 0) {
    const all = [...placed.values()];
    const { rows } = await tx.query<{ order_id: string }>(
      `INSERT INTO forecast_orders (order_id, restaurant_id, local_date, slot, state, items)
       SELECT o, r, d, s, 'open', i FROM unnest($1::text[], $2::text[], $3::date[], $4::text[],
         $5::jsonb[]) AS t(o, r, d, s, i)
       ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
      [
        all.map((o) => o.orderId),
        all.map((o) => o.restaurantId),
        all.map((o) => o.date),
        all.map((o) => o.slot),
        all.map((o) => JSON.stringify(o.items)),
      ],
    );
    const fresh = new Set(rows.map((r) => r.order_id));
    await addCounts(
      tx,
      all.filter((o) => fresh.has(o.orderId)),
      1,
    );
  }
  if (ends.size === 0) return;
  const { rows } = await tx.query<{
    order_id: string;
    restaurant_id: string;
    local_date: string;
    slot: string;
    items: Items;
    state: string;
  }>(
    `WITH ended AS (
       SELECT f.order_id, f.restaurant_id, to_char(f.local_date, 'YYYY-MM-DD') AS local_date,
         f.slot, f.items, e.state
       FROM forecast_orders f JOIN unnest($1::text[], $2::text[]) AS e(order_id, state)
         USING (order_id)
       WHERE f.state = 'open' FOR UPDATE OF f)
     UPDATE forecast_orders f SET state = ended.state, items = NULL FROM ended
     WHERE f.order_id = ended.order_id
     RETURNING ended.*`,
    [[...ends.keys()], [...ends.values()]],
  );
  const cancelled = rows
    .filter((r) => r.state === 'cancelled')
    .map((r) => ({
      orderId: r.order_id,
      restaurantId: r.restaurant_id,
      date: r.local_date,
      slot: r.slot,
      items: r.items,
    }));
  await addCounts(tx, cancelled, -1);
}

export const forecastSummaryProjection: Projection = {
  name: FORECAST_SUMMARY_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['order-'] },
  apply: applyMany,
  // The forecast is read before and during service, not after each order: a quarter second's
  // delay changes nothing an owner sees.
  gatherMs: 250,
};
