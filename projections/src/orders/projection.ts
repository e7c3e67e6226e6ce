import type { Projection } from '../runner/projection';
import { applyOrdersMany, ordersStatements } from './apply';
import {
  HISTORY_COLUMNS,
  IN_PROGRESS,
  ITEM_COLUMNS,
  ORDER_COLUMNS,
  ORDERS_PROJECTION,
  tableDdl,
} from './columns';

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
export { IN_PROGRESS, ORDERS_PROJECTION } from './columns';
export { ORDERS_CHANNEL, type OrderChangeSignal } from './channel';

const ddl = `
${tableDdl('orders', ORDER_COLUMNS)}
CREATE INDEX orders_customer ON orders (customer_id, placed_at DESC, id);
CREATE INDEX orders_restaurant ON orders (restaurant_id, placed_at DESC, id);
CREATE INDEX orders_placed ON orders (placed_at DESC, id);
CREATE INDEX orders_restaurant_status ON orders (restaurant_id, status, placed_at);
-- The admin list's filters: status across restaurants, the restaurant's local day, number.
CREATE INDEX orders_status ON orders (status, placed_at DESC, id);
CREATE INDEX orders_local_date ON orders (((placed_at AT TIME ZONE timezone)::date), placed_at DESC, id);
CREATE INDEX orders_number ON orders (lower(right(id, 8)) text_pattern_ops);
-- A customer's orders in progress (the order limits' count): a few rows however long their
-- history, and chosen by the planner even while the table's statistics lag behind its growth.
CREATE INDEX orders_in_progress ON orders (customer_id, restaurant_id) WHERE ${IN_PROGRESS};

${tableDdl('order_items', ITEM_COLUMNS, 'PRIMARY KEY (order_id, position)')}
CREATE INDEX order_items_item ON order_items (menu_item_id);

${tableDdl('order_status_history', HISTORY_COLUMNS, 'PRIMARY KEY (order_id, version)')}
`;

export const ordersProjection: Projection = {
  name: ORDERS_PROJECTION,
  // 2: the status history keeps a cancellation's reason code; an order keeps its pickup plan.
  // 3: indexes for the admin list's status, local date and order number filters.
  // 4: the partial index of each customer's orders in progress.
  // 5: the pickup code, how a pickup was handed over and "I'm here" (issue 31).
  // 6: ready reminders (issue 31).
  version: 6,
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
    'orders_in_progress',
    'order_items_item',
    // Nothing applied relies on these two keys: written once per order and status change.
    'order_items_pkey',
    'order_status_history_pkey',
  ],
  apply: applyOrdersMany,
  statements: ordersStatements,
};
