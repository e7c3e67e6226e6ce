import type { OrderPlaced } from '@pickup/domain/ordering/order';
import type { CancelReasonCode } from '@pickup/domain/ordering/cancel-reasons';
import type { Handover } from '@pickup/domain/ordering/handoff';
import type { PricedLine } from '@pickup/domain/ordering/pricing';
import { ACTIVE_ORDER_STATUSES, type OrderStatus } from '@pickup/domain/ordering/status';
import type { OrderDetailView, OrderItemView, StatusHistoryEntry } from './contract';

/**
 * The orders read model's columns, each declared once: its SQL type as the DDL states it, its
 * value in a new row (as Postgres reads it back: timestamps as Dates, bigints as strings), and
 * the contract fields it feeds. The DDL, the rows the batch inserts, evolve's rows, the
 * SELECT lists and the row types all come from here; a test checks that every contract field
 * is fed by a column. A new column is one line here, its event field, its contract field.
 */

/** The read model's name, as its projection runs and as commands wait for it. */
export const ORDERS_PROJECTION = 'orders';

/**
 * `status IN (…orders in progress…)`, the predicate of the partial index `orders_in_progress`:
 * a query must say it in these words (not with a parameter) for the planner to use the index.
 */
export const IN_PROGRESS = `status IN (${ACTIVE_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`;

interface Column<S, T, V> {
  sql: string;
  of: (source: S) => T;
  shows: readonly (keyof V)[];
}

/** The column declarer of a table whose new rows come from `S` and whose view is `V`. */
function columnsOf<S, V>() {
  return <T>(sql: string, of: (source: S) => T, ...shows: (keyof V)[]): Column<S, T, V> => ({
    sql,
    of,
    shows,
  });
}

// A method, so that columns of any source fit it (method parameters are bivariant).
type Sourced = Record<string, { of(source: unknown): unknown }>;
type Declared = Record<string, { sql: string }>;
export type RowOf<C extends Sourced> = { [K in keyof C]: ReturnType<C[K]['of']> };
type SourceOf<C extends Sourced> = C[keyof C] extends { of(source: infer S): unknown } ? S : never;

/** The row `source` becomes: each column's value in a new row. */
export function rowOf<C extends Sourced>(columns: C, source: SourceOf<C>): RowOf<C> {
  const row = Object.entries(columns).map(([name, column]) => [name, column.of(source)]);
  return Object.fromEntries(row) as RowOf<C>;
}

export function tableDdl(table: string, columns: Declared, ...constraints: string[]): string {
  const lines = [...Object.entries(columns).map(([name, c]) => `${name} ${c.sql}`), ...constraints];
  return `CREATE TABLE ${table} (\n  ${lines.join(',\n  ')}\n);`;
}

/** `a.x, a.y, …`: a SELECT list of every declared column. */
export const columnList = (columns: Declared, alias: string) =>
  Object.keys(columns)
    .map((name) => `${alias}.${name}`)
    .join(', ');

const order = columnsOf<{ data: OrderPlaced['data']; version: string }, OrderDetailView>();
const unset = (): Date | null => null;

export const ORDER_COLUMNS = {
  id: order('text PRIMARY KEY', (p) => p.data.orderId, 'id'),
  version: order('bigint NOT NULL', (p) => p.version),
  customer_id: order('text NOT NULL', (p) => p.data.customerId, 'customerId'),
  restaurant_id: order('text NOT NULL', (p) => p.data.restaurantId, 'restaurantId', 'restaurant'),
  restaurant: order('jsonb NOT NULL', (p) => p.data.restaurant, 'restaurant'),
  // Its own column for the admin list's local-day filter and index.
  timezone: order('text NOT NULL', (p) => p.data.restaurant.timezone),
  status: order('text NOT NULL', (): OrderStatus => 'pending', 'status'),
  subtotal: order('integer NOT NULL', (p) => p.data.subtotalCents, 'subtotal'),
  tax: order('integer NOT NULL', (p) => p.data.taxCents, 'tax'),
  total: order('integer NOT NULL', (p) => p.data.totalCents, 'total'),
  notes: order('text', (p) => p.data.notes ?? null, 'notes'),
  placed_at: order('timestamptz NOT NULL', (p) => new Date(p.data.placedAt), 'createdAt', 'pickup'),
  estimated_ready_at: order(
    'timestamptz NOT NULL',
    (p) => new Date(p.data.estimatedReadyAt),
    'estimatedReadyAt',
    'pickup',
  ),
  pickup: order('jsonb', (p) => p.data.pickup ?? null, 'pickup'),
  // The stats' confirmation-to-ready time.
  first_confirmed_at: order('timestamptz', unset),
  ready_at: order('timestamptz', unset, 'readyAt'),
  pickup_code: order('text', (p) => p.data.pickupCode ?? null, 'pickupCode'),
  arrived_at: order('timestamptz', unset, 'arrival'),
  arrival_note: order('text', (): string | null => null, 'arrival'),
  reminder_count: order('integer NOT NULL DEFAULT 0', () => 0, 'reminders'),
  last_reminded_at: order('timestamptz', unset, 'reminders'),
  updated_at: order('timestamptz NOT NULL', (p) => new Date(p.data.placedAt), 'updatedAt'),
};
export type OrdersRow = RowOf<typeof ORDER_COLUMNS>;

const item = columnsOf<{ orderId: string; position: number; line: PricedLine }, OrderItemView>();

export const ITEM_COLUMNS = {
  order_id: item('text NOT NULL', (i) => i.orderId),
  position: item('integer NOT NULL', (i) => i.position),
  menu_item_id: item('text NOT NULL', (i) => i.line.menuItemId, 'menuItemId', 'menuItem'),
  name: item('text NOT NULL', (i) => i.line.name, 'menuItem'),
  description: item('text NOT NULL', (i) => i.line.description, 'menuItem'),
  quantity: item('integer NOT NULL', (i) => i.line.quantity, 'quantity'),
  unit_price: item('integer NOT NULL', (i) => i.line.unitPriceCents, 'unitPrice'),
  subtotal: item('integer NOT NULL', (i) => i.line.subtotalCents, 'subtotal'),
  customizations: item('jsonb NOT NULL', (i) => i.line.customizations, 'customizations'),
};
export type ItemRow = RowOf<typeof ITEM_COLUMNS>;

/** A step of the status history: a status change, or the placing (from no status). */
export interface Step {
  orderId: string;
  version: string;
  from: OrderStatus | null;
  to: OrderStatus;
  by: { id: string; role: string };
  at: string;
  notes?: string;
  reason?: string;
  reasonCode?: CancelReasonCode;
  handover?: Handover;
}

const step = columnsOf<Step, StatusHistoryEntry>();

export const HISTORY_COLUMNS = {
  order_id: step('text NOT NULL', (s) => s.orderId),
  version: step('bigint NOT NULL', (s) => s.version),
  from_status: step('text', (s) => s.from, 'from'),
  status: step('text NOT NULL', (s) => s.to, 'status'),
  by_id: step('text NOT NULL', (s) => s.by.id, 'by'),
  by_role: step('text NOT NULL', (s) => s.by.role, 'by'),
  at: step('timestamptz NOT NULL', (s) => new Date(s.at), 'at'),
  notes: step('text', (s) => s.notes ?? null, 'notes'),
  // A handover without the code keeps its reason where a cancellation keeps its own.
  reason: step(
    'text',
    (s) => s.reason ?? (s.handover?.check === 'override' ? s.handover.reason : null),
    'reason',
  ),
  reason_code: step('text', (s) => s.reasonCode ?? null, 'reasonCode'),
  handover: step('text', (s) => s.handover?.check ?? null, 'handover'),
};
export type HistoryRow = RowOf<typeof HISTORY_COLUMNS>;
