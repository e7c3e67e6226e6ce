import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { OrderEvent } from '@pickup/domain/ordering/order';
import type { Projection } from '../runner/projection';
import { ORDERS_CHANNEL } from './orders-channel';
import { applyOrdersMany } from './orders-batch';

/**
 * The `orders` read model: one row per order with its lines and status history, as ordered
 * (names, options and prices never follow later menu changes). It serves the customer's
 * list, the receipt, the kitchen board, the admin list, stats and analytics.
 *
 * Live updates: every change of an order row issues, in the same transaction,
 * `NOTIFY pickup_orders, '{"orderId","restaurantId","customerId","status","updatedAt"}'`.
 * Postgres delivers it only when the batch commits, so a listener that then reads the
 * read model sees the change. A replayed event changes no row and so notifies nothing; a
 * rebuild (tables in `rm_orders__rebuild`) never notifies.
 */
export const ORDERS_PROJECTION = 'orders';
export { ORDERS_CHANNEL, type OrderChangeSignal } from './orders-channel';

const ddl = `
CREATE TABLE orders (
  id text PRIMARY KEY,
  version bigint NOT NULL,
  customer_id text NOT NULL,
  restaurant_id text NOT NULL,
  restaurant jsonb NOT NULL,
  timezone text NOT NULL,
  status text NOT NULL,
  subtotal integer NOT NULL,
  tax integer NOT NULL,
  total integer NOT NULL,
  notes text,
  placed_at timestamptz NOT NULL,
  estimated_ready_at timestamptz NOT NULL,
  pickup jsonb,
  first_confirmed_at timestamptz,
  ready_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, placed_at DESC, id);
CREATE INDEX orders_restaurant ON orders (restaurant_id, placed_at DESC, id);
CREATE INDEX orders_placed ON orders (placed_at DESC, id);
CREATE INDEX orders_restaurant_status ON orders (restaurant_id, status, placed_at);
-- The admin list's filters: status across restaurants, the restaurant's local day, number.
CREATE INDEX orders_status ON orders (status, placed_at DESC, id);
CREATE INDEX orders_local_date ON orders (((placed_at AT TIME ZONE timezone)::date), placed_at DESC, id);
CREATE INDEX orders_number ON orders (lower(right(id, 8)) text_pattern_ops);

CREATE TABLE order_items (
  order_id text NOT NULL,
  position integer NOT NULL,
  menu_item_id text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL,
  unit_price integer NOT NULL,
  subtotal integer NOT NULL,
  customizations jsonb NOT NULL,
  PRIMARY KEY (order_id, position)
);
CREATE INDEX order_items_item ON order_items (menu_item_id);

CREATE TABLE order_status_history (
  order_id text NOT NULL,
  version bigint NOT NULL,
  from_status text,
  status text NOT NULL,
  by_id text NOT NULL,
  by_role text NOT NULL,
  at timestamptz NOT NULL,
  notes text,
  reason text,
  reason_code text,
  PRIMARY KEY (order_id, version)
);
`;

const notifyFrom = (cte: string, at: string) => `
SELECT pg_notify('${ORDERS_CHANNEL}', json_build_object(
  'orderId', id, 'restaurantId', restaurant_id, 'customerId', customer_id,
  'status', status, 'updatedAt', ${at}::text)::text)
FROM ${cte} WHERE current_schema() NOT LIKE '%\\_\\_rebuild'`;

// One round trip per event: the CTEs insert the lines and first history row only when the
// order row is new, and the notification only goes out for a row that changed.
const PLACE_SQL = `
WITH o AS (
  INSERT INTO orders (id, version, customer_id, restaurant_id, restaurant, timezone, status,
    subtotal, tax, total, notes, placed_at, estimated_ready_at, pickup, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11, $12, $16, $11)
  ON CONFLICT (id) DO NOTHING
  RETURNING id, restaurant_id, customer_id, status
), i AS (
  INSERT INTO order_items (order_id, position, menu_item_id, name, description, quantity,
    unit_price, subtotal, customizations)
  SELECT o.id, (l.n - 1)::int, l.line->>'menuItemId', l.line->>'name',
    l.line->>'description', (l.line->>'quantity')::int, (l.line->>'unitPriceCents')::int,
    (l.line->>'subtotalCents')::int, l.line->'customizations'
  FROM o, jsonb_array_elements($13::jsonb) WITH ORDINALITY AS l(line, n)
), h AS (
  INSERT INTO order_status_history (order_id, version, from_status, status, by_id, by_role, at)
  SELECT o.id, $2, NULL, 'pending', o.customer_id, $14, $11 FROM o
)
${notifyFrom('o', '$15')}`;

const CHANGE_SQL = `
WITH o AS (
  UPDATE orders SET version = $2, status = $3, updated_at = $4,
    first_confirmed_at = CASE WHEN $3 = 'confirmed' THEN COALESCE(first_confirmed_at, $4)
                              ELSE first_confirmed_at END,
    ready_at = CASE WHEN $3 = 'ready' THEN $4 ELSE ready_at END
  WHERE id = $1 AND version < $2
  RETURNING id, restaurant_id, customer_id, status
), h AS (
  INSERT INTO order_status_history (order_id, version, from_status, status, by_id, by_role,
    at, notes, reason, reason_code)
  SELECT o.id, $2, $5, $3, $6, $7, $4, $8, $9, $11 FROM o
)
${notifyFrom('o', '$10')}`;

async function apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as OrderEvent;
  const version = recorded.version.toString();
  switch (event.type) {
    case 'OrderPlaced': {
      const d = event.data;
      await tx.query(PLACE_SQL, [
        d.orderId,
        version,
        d.customerId,
        d.restaurantId,
        JSON.stringify(d.restaurant),
        d.restaurant.timezone,
        d.subtotalCents,
        d.taxCents,
        d.totalCents,
        d.notes ?? null,
        d.placedAt,
        d.estimatedReadyAt,
        JSON.stringify(d.lines),
        recorded.metadata.actorRole ?? 'customer',
        d.placedAt,
        d.pickup ? JSON.stringify(d.pickup) : null,
      ]);
      return;
    }
    case 'OrderStatusChanged': {
      const d = event.data;
      await tx.query(CHANGE_SQL, [
        d.orderId,
        version,
        d.to,
        d.at,
        d.from,
        d.by.id,
        d.by.role,
        d.notes ?? null,
        d.reason ?? null,
        d.at,
        d.reasonCode ?? null,
      ]);
      return;
    }
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

export const ordersProjection: Projection = {
  name: ORDERS_PROJECTION,
  // 2: the status history keeps a cancellation's reason code; an order keeps its pickup plan.
  // 3: indexes for the admin list's status, local date and order number filters.
  version: 3,
  ddl,
  filter: { streamPrefixes: ['order-'] },
  queryIndexes: [
    'orders_customer',
    'orders_restaurant',
    'orders_placed',
    'orders_restaurant_status',
    'orders_status',
    'orders_local_date',
    'orders_number',
    'order_items_item',
    // Nothing applied relies on these two keys: written once per order and status change.
    'order_items_pkey',
    'order_status_history_pkey',
  ],
  apply,
  applyMany: applyOrdersMany,
};
