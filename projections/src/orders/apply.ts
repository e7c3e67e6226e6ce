import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { applyStatements } from '../runner/projection';
import { notifySql } from './channel';
import { HISTORY_COLUMNS, rowOf } from './columns';
import { placedRows, type OrderRecorded } from './evolve';

/**
 * The orders read model a whole batch at a time: one statement for the placed orders, one for
 * the status changes, whatever the batch size. Each leaves exactly the rows (and sends the
 * notifications) that applying the events one by one would (`evolve`, ./evolve.ts): an order's
 * OrderPlaced always precedes its changes, so placing first and then changing in version
 * order is the same. The rows placed and the steps added are evolve's own, written into the
 * tables' row types (`jsonb_populate_record`), so no column is listed here.
 */

/**
 * Inserts a batch of placed orders (`$1`: their JSON array, `at` the event's own time for the
 * notification): the order, its lines, its first step.
 */
const PLACE_MANY_SQL = `
WITH p AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb)
    AS p(n int, at text, order_row jsonb, item_rows jsonb, history_rows jsonb)
), o AS (
  INSERT INTO orders SELECT r.* FROM p, jsonb_populate_record(NULL::orders, p.order_row) r
  ORDER BY p.n
  ON CONFLICT (id) DO NOTHING
  RETURNING id, restaurant_id, customer_id, status
), placed AS (
  SELECT o.*, p.n, p.at, p.item_rows, p.history_rows FROM o JOIN p ON p.order_row->>'id' = o.id
), i AS (
  INSERT INTO order_items SELECT r.*
  FROM placed, jsonb_populate_recordset(NULL::order_items, placed.item_rows) r
), h AS (
  INSERT INTO order_status_history SELECT r.*
  FROM placed, jsonb_populate_recordset(NULL::order_status_history, placed.history_rows) r
)
${notifySql('placed', 'at', 'n')}`;

// A change (a status change, an arrival: "I'm here", or a ready reminder) applies when its version is above the
// row's; the row then takes the last applied status, keeps the first confirmation ever, the
// last time it became ready, the first arrival and the latest arrival note, and counts reminders. All kinds go in
// one statement, so an order's changes apply in version order whatever their kind.
// The orders are found by index probes (the lateral `OFFSET 0`, the `= ANY(ARRAY(…))`): the
// planner cannot know how few rows the JSON holds and would otherwise scan the whole table.

const CHANGE_MANY_SQL = `
WITH c AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS c(n int, kind text, order_id text,
    version bigint, status text, at text, note text, step jsonb)
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
      AS arrival_note,
    count(*) FILTER (WHERE kind = 'reminder')::int AS reminders,
    (array_agg(at ORDER BY version DESC) FILTER (WHERE kind = 'reminder'))[1]::timestamptz
      AS reminded_at
  FROM applied GROUP BY order_id
), u AS (
  UPDATE orders o SET version = l.version, status = COALESCE(l.status, o.status),
    updated_at = l.at, arrived_at = COALESCE(o.arrived_at, l.arrived_at),
    arrival_note = COALESCE(l.arrival_note, o.arrival_note),
    first_confirmed_at = COALESCE(o.first_confirmed_at, l.confirmed_at),
    ready_at = COALESCE(l.ready_at, o.ready_at),
    reminder_count = o.reminder_count + l.reminders,
    last_reminded_at = COALESCE(l.reminded_at, o.last_reminded_at)
  FROM latest l WHERE o.id = l.order_id AND o.id = ANY(ARRAY(SELECT order_id FROM latest))
), h AS (
  INSERT INTO order_status_history SELECT r.*
  FROM applied, jsonb_populate_record(NULL::order_status_history, applied.step) r
  WHERE kind = 'status'
)
${notifySql('(SELECT order_id AS id, restaurant_id, customer_id, COALESCE(status, row_status) AS status, at, n FROM applied) a', 'at', 'n')}`;

/** The statements that apply a batch: placed orders, then status changes (each if any). */
export function ordersStatements(events: readonly RecordedEvent[]): pg.QueryConfig[] {
  const placed: object[] = [];
  const changed: object[] = [];
  events.forEach((recorded, n) => {
    const event = recorded as OrderRecorded;
    const version = event.version.toString();
    if (event.type === 'OrderPlaced') {
      const { order, items, history } = placedRows(event);
      const at = event.data.placedAt;
      placed.push({ n, at, order_row: order, item_rows: items, history_rows: history });
      return;
    }
    const change = { n, order_id: event.data.orderId, version, at: event.data.at };
    if (event.type === 'OrderStatusChanged') {
      const step = rowOf(HISTORY_COLUMNS, { ...event.data, version });
      changed.push({ ...change, kind: 'status', status: event.data.to, step });
    } else if (event.type === 'CustomerArrived') {
      changed.push({ ...change, kind: 'arrival', note: event.data.note ?? null });
    } else if (event.type === 'ReadyReminderSent') {
      changed.push({ ...change, kind: 'reminder' });
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
