import { orderNumberSearch } from '@pickup/domain/ordering/order-number';
import type pg from 'pg';
import { ACTIVE_ORDER_STATUSES, type OrderStatus } from '@pickup/domain/ordering/status';
import { columnList, IN_PROGRESS, ITEM_COLUMNS, ORDER_COLUMNS, type ItemRow } from './columns';
import {
  detailView,
  itemView,
  orderView,
  type HistoryViewRow,
  type OrderDetailView,
  type OrderItemView,
  type OrderRow,
  type OrderView,
} from './views';

/** Reads of the `orders` read model (projection in ./projection.ts). */

type Db = Pick<pg.Pool, 'query'>;

const O = 'rm_orders';
const D = 'rm_order_directory';

const SELECT_ORDERS_COLUMNS = `SELECT ${columnList(ORDER_COLUMNS, 'o')},
  u.first_name, u.last_name, u.email, u.phone, u.deleted AS customer_deleted`;
const FROM_ORDERS = `FROM ${O}.orders o LEFT JOIN ${D}.users u ON u.id = o.customer_id`;
const SELECT_ORDERS = `${SELECT_ORDERS_COLUMNS} ${FROM_ORDERS}`;

async function withItems(db: Db, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const { rows: items } = await db.query<ItemRow>(
    `SELECT ${columnList(ITEM_COLUMNS, 'i')} FROM ${O}.order_items i
     WHERE order_id = ANY($1) ORDER BY order_id, position`,
    [rows.map((r) => r.id)],
  );
  const byOrder = new Map<string, OrderItemView[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push(itemView(item));
    byOrder.set(item.order_id, list);
  }
  return rows.map((row) => orderView(row, byOrder.get(row.id) ?? []));
}

/** Who owns and placed an order, for access checks; null when unknown. */
export async function orderParties(
  db: Db,
  orderId: string,
): Promise<{ customerId: string; restaurantId: string } | null> {
  const { rows } = await db.query<{ customer_id: string; restaurant_id: string }>(
    `SELECT customer_id, restaurant_id FROM ${O}.orders WHERE id = $1`,
    [orderId],
  );
  const row = rows[0];
  return row ? { customerId: row.customer_id, restaurantId: row.restaurant_id } : null;
}

/** The receipt with its status history, oldest step first; null when unknown. */
export async function getOrder(db: Db, orderId: string): Promise<OrderDetailView | null> {
  return (await getOrders(db, [orderId])).get(orderId) ?? null;
}

/**
 * Receipts by id, in one round trip (items and history aggregated); unknown ids are absent.
 * Each id is its own index probe (`OFFSET 0` keeps the planner from joining the whole table
 * while its statistics still describe a small one), which also makes the statement safe to
 * prepare once per connection.
 */
export async function getOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderDetailView>> {
  const { rows } = await db.query<
    OrderRow & { items: ItemRow[]; history: (Omit<HistoryViewRow, 'at'> & { at: string })[] }
  >({
    name: 'orders_receipts',
    text: `${SELECT_ORDERS_COLUMNS},
       COALESCE((SELECT json_agg(i ORDER BY i.position) FROM ${O}.order_items i
                 WHERE i.order_id = o.id), '[]') AS items,
       COALESCE((SELECT json_agg(h ORDER BY h.version) FROM ${O}.order_status_history h
                 WHERE h.order_id = o.id), '[]') AS history
     FROM unnest($1::text[]) AS q(id)
     CROSS JOIN LATERAL (SELECT * FROM ${O}.orders WHERE id = q.id OFFSET 0) o
     LEFT JOIN LATERAL (SELECT * FROM ${D}.users WHERE id = o.customer_id OFFSET 0) u ON true`,
    values: [orderIds],
  });
  return new Map(
    rows.map((row) => [
      row.id,
      detailView(
        row,
        row.items,
        row.history.map((h) => ({ ...h, at: new Date(h.at) })),
      ),
    ]),
  );
}

export interface OrderFilter {
  customerId?: string;
  restaurantId?: string;
  /** Any of these restaurants (an owner's). */
  restaurantIds?: readonly string[];
  status?: OrderStatus;
  /** Placed on this day (YYYY-MM-DD) of the restaurant's own calendar. */
  date?: string;
  /** Order number (the id's last 8 characters, as shown) starting with this, or the full id. */
  number?: string;
}

export interface Page {
  limit: number;
  offset: number;
}

/** Orders newest first, with how many match in all. */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: Page,
): Promise<{ orders: OrderView[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    where.push(sql.replace('?', `$${values.length}`));
  };
  if (filter.customerId !== undefined) add('o.customer_id = ?', filter.customerId);
  if (filter.restaurantId !== undefined) add('o.restaurant_id = ?', filter.restaurantId);
  if (filter.restaurantIds !== undefined) add('o.restaurant_id = ANY(?)', filter.restaurantIds);
  if (filter.status !== undefined) add('o.status = ?', filter.status);
  // Same expressions as the orders_local_date and orders_number indexes.
  if (filter.date !== undefined) {
    add('(o.placed_at AT TIME ZONE o.timezone)::date = ?::date', filter.date);
  }
  if (filter.number !== undefined) {
    const n = orderNumberSearch(filter.number);
    values.push(n, `${n}%`);
    where.push(`(o.id = $${values.length - 1} OR lower(right(o.id, 8)) LIKE $${values.length})`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${O}.orders o ${clause}`,
    values,
  );
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDERS} ${clause} ORDER BY o.placed_at DESC, o.id
     LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, page.limit, page.offset],
  );
  return { orders: await withItems(db, rows), total: counted[0]?.n ?? 0 };
}

/** How many finished orders the board's Completed tab shows (management §4). */
export const BOARD_COMPLETED_LIMIT = 10;

export interface KitchenBoard {
  /** pending, confirmed, preparing, ready: oldest first. */
  active: OrderView[];
  /** picked_up, completed, cancelled: newest order first, at most 10. */
  completed: OrderView[];
}

export async function kitchenBoard(db: Db, restaurantId: string): Promise<KitchenBoard> {
  const active = [...ACTIVE_ORDER_STATUSES];
  const { rows: activeRows } = await db.query<OrderRow>(
    `${SELECT_ORDERS} WHERE o.restaurant_id = $1 AND o.status = ANY($2)
     ORDER BY o.placed_at, o.id`,
    [restaurantId, active],
  );
  const { rows: doneRows } = await db.query<OrderRow>(
    `${SELECT_ORDERS} WHERE o.restaurant_id = $1 AND NOT (o.status = ANY($2))
     ORDER BY o.placed_at DESC, o.id LIMIT $3`,
    [restaurantId, active, BOARD_COMPLETED_LIMIT],
  );
  return { active: await withItems(db, activeRows), completed: await withItems(db, doneRows) };
}

/**
 * How many orders each of these customers had closed as no-shows at the restaurant, for the
 * board's tickets; customers with none are absent.
 */
export async function noShowCounts(
  db: Db,
  restaurantId: string,
  customerIds: readonly string[],
): Promise<Record<string, number>> {
  if (customerIds.length === 0) return {};
  const { rows } = await db.query<{ customer_id: string; n: number }>(
    `SELECT o.customer_id, count(*)::int AS n
     FROM ${O}.orders o JOIN ${O}.order_status_history h ON h.order_id = o.id
     WHERE o.restaurant_id = $1 AND o.customer_id = ANY($2) AND h.reason_code = 'no_show'
     GROUP BY o.customer_id`,
    [restaurantId, customerIds],
  );
  return Object.fromEntries(rows.map((r) => [r.customer_id, r.n]));
}

/** Every order of a customer with its history, for their data export. */
export async function ordersOfCustomer(db: Db, customerId: string): Promise<OrderDetailView[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM ${O}.orders WHERE customer_id = $1 ORDER BY placed_at DESC, id`,
    [customerId],
  );
  const orders = await getOrders(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap(({ id }) => orders.get(id) ?? []);
}

/**
 * For each ask (the rows of `customers` and `restaurants`, SQL arrays of equal length), how
 * many of its customer's orders are still in progress (placed, not yet collected or
 * cancelled): in all, and at its restaurant; yields (n, all, here), n counting asks from 1.
 * Counting stops at `upTo` in all (a limit needs no more), so both counts are exact below it
 * and a long history costs no more to check. A fragment, for statements that act on the
 * counts in the same round trip (the order limits).
 */
export function activeOrderCountsSql(customers: string, restaurants: string, upTo: string) {
  return `SELECT a.n::int AS n, c.all, c.here
       FROM unnest(${customers}::text[], ${restaurants}::text[])
         WITH ORDINALITY AS a(customer_id, restaurant_id, n)
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS all,
                (count(*) FILTER (WHERE active.restaurant_id = a.restaurant_id))::int AS here
           FROM (SELECT o.restaurant_id FROM ${O}.orders o
                 WHERE o.customer_id = a.customer_id AND o.${IN_PROGRESS} LIMIT ${upTo}) AS active
       ) AS c`;
}

/** How many orders a customer has in progress (placed, not collected or cancelled). */
export async function ordersInProgressCount(db: Db, customerId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${O}.orders o WHERE o.customer_id = $1 AND o.${IN_PROGRESS}`,
    [customerId],
  );
  return rows[0]?.n ?? 0;
}

/** The pickup codes a restaurant's orders in progress hold (a new order's must differ). */
export async function pickupCodesInUse(db: Db, restaurantId: string): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>({
    name: 'orders_pickup_codes_in_use',
    text: `SELECT pickup_code AS code FROM ${O}.orders o
       WHERE o.restaurant_id = $1 AND o.${IN_PROGRESS} AND o.pickup_code IS NOT NULL`,
    values: [restaurantId],
  });
  return rows.map((r) => r.code);
}

/** Ids of a restaurant's orders placed in [start, end), oldest first (the what-if replay's day). */
export async function orderIdsPlacedBetween(
  db: Db,
  restaurantId: string,
  start: Date,
  end: Date,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM ${O}.orders WHERE restaurant_id = $1 AND placed_at >= $2 AND placed_at < $3
     ORDER BY placed_at, id`,
    [restaurantId, start, end],
  );
  return rows.map((r) => r.id);
}
