import type { OrderPlaced } from '@pickup/domain/ordering/order';
import { notifySql } from './channel';
import { historyView, itemView, orderView, type OrderDetailView, type OrderRow } from './views';

/**
 * A placed order in the orders read model, in one place: the row each OrderPlaced becomes
 * (`placedRow`), the statement that writes a batch of them (`PLACE_MANY_SQL`) and the receipt
 * of an order just placed (`placedOrderView`), read from that same row. The receipt and the
 * rows cannot drift apart: a field added to one is added here, beside the other.
 */

/** One placed order as the statement takes it: the columns it writes and the lines. */
export interface PlacedRow {
  /** The event's place in its batch: notifications leave in this order. */
  n: number;
  id: string;
  version: string;
  customer_id: string;
  restaurant_id: string;
  restaurant: OrderPlaced['data']['restaurant'];
  timezone: string;
  subtotal: number;
  tax: number;
  total: number;
  notes: string | null;
  placed_at: string;
  estimated_ready_at: string;
  pickup: NonNullable<OrderPlaced['data']['pickup']> | null;
  lines: OrderPlaced['data']['lines'];
  /** Who placed it (the status history's first entry): the customer, or staff for them. */
  by_role: string;
  pickup_code: string | null;
}

export function placedRow(
  d: OrderPlaced['data'],
  version: string,
  byRole: string,
  n: number,
): PlacedRow {
  return {
    n,
    id: d.orderId,
    version,
    customer_id: d.customerId,
    restaurant_id: d.restaurantId,
    restaurant: d.restaurant,
    timezone: d.restaurant.timezone,
    subtotal: d.subtotalCents,
    tax: d.taxCents,
    total: d.totalCents,
    notes: d.notes ?? null,
    placed_at: d.placedAt,
    estimated_ready_at: d.estimatedReadyAt,
    pickup: d.pickup ?? null,
    lines: d.lines,
    by_role: byRole,
    pickup_code: d.pickupCode ?? null,
  };
}

/** Inserts a batch of placed rows (`$1`: their JSON array): the order, its lines, its first step. */
export const PLACE_MANY_SQL = `
WITH p AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS p(n int, id text, version bigint,
    customer_id text, restaurant_id text, restaurant jsonb, timezone text, subtotal int,
    tax int, total int, notes text, placed_at text, estimated_ready_at timestamptz,
    pickup jsonb, lines jsonb, by_role text, pickup_code text)
), o AS (
  INSERT INTO orders (id, version, customer_id, restaurant_id, restaurant, timezone, status,
    subtotal, tax, total, notes, placed_at, estimated_ready_at, pickup, pickup_code, updated_at)
  SELECT id, version, customer_id, restaurant_id, restaurant, timezone, 'pending', subtotal,
    tax, total, notes, placed_at::timestamptz, estimated_ready_at, pickup, pickup_code,
    placed_at::timestamptz
  FROM p ORDER BY n
  ON CONFLICT (id) DO NOTHING
  RETURNING id, restaurant_id, customer_id, status
), placed AS (
  SELECT o.*, p.n, p.version, p.placed_at, p.lines, p.by_role FROM o JOIN p USING (id)
), i AS (
  INSERT INTO order_items (order_id, position, menu_item_id, name, description, quantity,
    unit_price, subtotal, customizations)
  SELECT placed.id, (l.k - 1)::int, l.line->>'menuItemId', l.line->>'name',
    l.line->>'description', (l.line->>'quantity')::int, (l.line->>'unitPriceCents')::int,
    (l.line->>'subtotalCents')::int, l.line->'customizations'
  FROM placed, jsonb_array_elements(placed.lines) WITH ORDINALITY AS l(line, k)
), h AS (
  INSERT INTO order_status_history (order_id, version, from_status, status, by_id, by_role, at)
  SELECT id, version, NULL, 'pending', customer_id, by_role, placed_at::timestamptz FROM placed
)
${notifySql('placed', 'placed_at', 'n')}`;

/** The customer's names and contacts as the order directory keeps them; null once deleted. */
export interface PlacingCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/**
 * The receipt of an order just placed, from its OrderPlaced event: the rows PLACE_MANY_SQL
 * writes for it, read back as `getOrders` would, with the customer as they were when placing.
 * Lets the command answer without reading them again.
 */
export function placedOrderView(
  placed: OrderPlaced['data'],
  byRole: string,
  customer: PlacingCustomer | null,
): OrderDetailView {
  const p = placedRow(placed, '0', byRole, 0);
  const placedAt = new Date(p.placed_at);
  const row: OrderRow = {
    id: p.id,
    customer_id: p.customer_id,
    restaurant_id: p.restaurant_id,
    restaurant: p.restaurant,
    status: 'pending',
    subtotal: p.subtotal,
    tax: p.tax,
    total: p.total,
    notes: p.notes,
    placed_at: placedAt,
    estimated_ready_at: new Date(p.estimated_ready_at),
    pickup: p.pickup,
    updated_at: placedAt,
    arrived_at: null,
    arrival_note: null,
    ready_at: null,
    reminder_count: 0,
    last_reminded_at: null,
    first_name: customer?.firstName ?? null,
    last_name: customer?.lastName ?? null,
    email: customer?.email ?? null,
    phone: customer?.phone ?? null,
    customer_deleted: customer === null,
  };
  const items = p.lines.map((line) =>
    itemView({
      order_id: p.id,
      menu_item_id: line.menuItemId,
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPriceCents,
      subtotal: line.subtotalCents,
      customizations: line.customizations,
    }),
  );
  const placing = {
    from_status: null,
    status: 'pending' as const,
    at: placedAt,
    by_id: p.customer_id,
    by_role: p.by_role,
    notes: null,
    reason: null,
    reason_code: null,
  };
  return {
    ...orderView(row, items),
    statusHistory: [historyView(placing)],
    pickupCode: p.pickup_code,
  };
}
