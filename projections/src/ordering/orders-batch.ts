import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { CustomerArrived } from '@pickup/domain/ordering/arrival';
import type { OrderPlaced, OrderStatusChanged } from '@pickup/domain/ordering/order';
import { applyStatements } from '../runner/projection';
import { ORDERS_CHANNEL } from './orders-channel';

/**
 * The orders read model a whole batch at a time: one statement for the placed orders, one for
 * the status changes, whatever the batch size. Each leaves exactly the rows (and sends the
 * notifications) that applying the events one by one would: an order's OrderPlaced always
 * precedes its changes, so placing first and then changing in version order is the same.
 */

const notify = (from: string, at: string, order: string) => `
SELECT pg_notify('${ORDERS_CHANNEL}', json_build_object(
  'orderId', id, 'restaurantId', restaurant_id, 'customerId', customer_id,
  'status', status, 'updatedAt', ${at})::text)
FROM ${from} WHERE current_schema() NOT LIKE '%\\_\\_rebuild'
ORDER BY ${order}`;

const PLACE_MANY_SQL = `
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
${notify('placed', 'placed_at', 'n')}`;

// A change (a status change, or an arrival: "I'm here") applies when its version is above the
// row's; the row then takes the last applied status, keeps the first confirmation ever, the
// last time it became ready, the first arrival and the latest arrival note. Both kinds go in
// one statement, so an order's changes apply in version order whatever their kind.
// The orders are found by index probes (the lateral `OFFSET 0`, the `= ANY(ARRAY(…))`): the
// planner cannot know how few rows the JSON holds and would otherwise scan the whole table.

const CHANGE_MANY_SQL = `
WITH c AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS c(n int, kind text, order_id text,
    version bigint, status text, at text, from_status text, by_id text, by_role text,
    notes text, reason text, reason_code text, handover text, note text)
), applied AS (
  SELECT c.*, o.restaurant_id, o.customer_id, o.status AS row_status
  FROM c CROSS JOIN LATERAL (
    SELECT restaurant_id, customer_id, version, status FROM orders WHERE id = c.order_id OFFSET 0
  ) o
  WHERE c.version > o.version
), latest AS (
  SELECT order_id, max(version) AS version,
    (array_agg(status ORDER BY version DESC) FILTER (WHERE kind = 'status'))[1] AS status,
    (array_agg(at ORDER BY version DESC))[1]::timestamptz AS at,
    (array_agg(at ORDER BY version) FILTER (WHERE status = 'confirmed'))[1]::timestamptz
      AS confirmed_at,
    (array_agg(at ORDER BY version DESC) FILTER (WHERE status = 'ready'))[1]::timestamptz
      AS ready_at,
    (array_agg(at ORDER BY version) FILTER (WHERE kind = 'arrival'))[1]::timestamptz
      AS arrived_at,
    (array_agg(note ORDER BY version DESC) FILTER (WHERE kind = 'arrival' AND note IS NOT NULL))[1]
      AS arrival_note
  FROM applied GROUP BY order_id
), u AS (
  UPDATE orders o SET version = l.version, status = COALESCE(l.status, o.status),
    updated_at = l.at, arrived_at = COALESCE(o.arrived_at, l.arrived_at),
    arrival_note = COALESCE(l.arrival_note, o.arrival_note),
    first_confirmed_at = COALESCE(o.first_confirmed_at, l.confirmed_at),
    ready_at = COALESCE(l.ready_at, o.ready_at)
  FROM latest l WHERE o.id = l.order_id AND o.id = ANY(ARRAY(SELECT order_id FROM latest))
), h AS (
  INSERT INTO order_status_history (order_id, version, from_status, status, by_id, by_role,
    at, notes, reason, reason_code, handover)
  SELECT order_id, version, from_status, status, by_id, by_role, at::timestamptz, notes, reason,
    reason_code, handover
  FROM applied WHERE kind = 'status'
)
${notify('(SELECT order_id AS id, restaurant_id, customer_id, COALESCE(status, row_status) AS status, at, n FROM applied) a', 'at', 'n')}`;

/** The statements that apply a batch: placed orders, then status changes (each if any). */
export function ordersStatements(events: readonly RecordedEvent[]): pg.QueryConfig[] {
  const placed: object[] = [];
  const changed: object[] = [];
  events.forEach((recorded, n) => {
    const version = recorded.version.toString();
    if (recorded.type === 'OrderPlaced') {
      const d = recorded.data as OrderPlaced['data'];
      placed.push({
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
        by_role: recorded.metadata.actorRole ?? 'customer',
        pickup_code: d.pickupCode ?? null,
      });
    } else if (recorded.type === 'OrderStatusChanged') {
      const d = recorded.data as OrderStatusChanged['data'];
      changed.push({
        n,
        kind: 'status',
        order_id: d.orderId,
        version,
        status: d.to,
        at: d.at,
        from_status: d.from,
        by_id: d.by.id,
        by_role: d.by.role,
        notes: d.notes ?? null,
        reason: d.reason ?? (d.handover?.check === 'override' ? d.handover.reason : null),
        reason_code: d.reasonCode ?? null,
        handover: d.handover?.check ?? null,
      });
    } else if (recorded.type === 'CustomerArrived') {
      const d = recorded.data as CustomerArrived['data'];
      changed.push({
        n,
        kind: 'arrival',
        order_id: d.orderId,
        version,
        at: d.at,
        note: d.note ?? null,
      });
    }
  });
  // Named, so each connection parses and plans them once (plans follow the search_path).
  const statements: pg.QueryConfig[] = [];
  if (placed.length > 0)
    statements.push({
      name: 'orders_place_many',
      text: PLACE_MANY_SQL,
      values: [JSON.stringify(placed)],
    });
  if (changed.length > 0)
    statements.push({
      name: 'orders_change_many',
      text: CHANGE_MANY_SQL,
      values: [JSON.stringify(changed)],
    });
  return statements;
}

export const applyOrdersMany = applyStatements(ordersStatements);
