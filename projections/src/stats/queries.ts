import type pg from 'pg';
import { todayRange } from '@pickup/domain/catalog/hours';

/**
 * Dashboard figures from the `orders` read model. Cancelled orders count neither as orders
 * nor as revenue. Times come from the events (placement, first confirmation, last "ready").
 */

type Db = Pick<pg.Pool, 'query'>;

const O = 'rm_orders.orders';
const I = 'rm_orders.order_items';
const DAY_MS = 24 * 60 * 60 * 1000;
const READY_OR_LATER = `status IN ('ready', 'picked_up', 'completed')`;

export interface RestaurantDayStats {
  /** The restaurant's local date the figures are for, YYYY-MM-DD. */
  date: string;
  ordersToday: number;
  /** Cents. */
  revenueToday: number;
  /** Minutes from confirmation (else placement) to ready, today's orders; null when none. */
  avgPickupMinutes: number | null;
}

const minutes = (value: number | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** "Orders Today", "Revenue Today" and "Avg Pickup Time" in the restaurant's own zone. */
export async function restaurantDayStats(
  db: Db,
  restaurantId: string,
  timezone: string,
  now: Date,
): Promise<RestaurantDayStats> {
  const today = todayRange(timezone, now);
  const { rows } = await db.query<{ n: number; revenue: number; avg: number | null }>(
    `SELECT count(*) FILTER (WHERE status <> 'cancelled')::int AS n,
       coalesce(sum(total) FILTER (WHERE status <> 'cancelled'), 0)::int AS revenue,
       avg(extract(epoch FROM ready_at - coalesce(first_confirmed_at, placed_at)) / 60)
         FILTER (WHERE ready_at IS NOT NULL AND ${READY_OR_LATER})::float8 AS avg
     FROM ${O} WHERE restaurant_id = $1 AND placed_at >= $2 AND placed_at < $3`,
    [restaurantId, today.start, today.end],
  );
  const row = rows[0];
  return {
    date: today.date,
    ordersToday: row?.n ?? 0,
    revenueToday: row?.revenue ?? 0,
    avgPickupMinutes: minutes(row?.avg ?? null),
  };
}

/** Every order counted on its own restaurant's local "today". */
export async function platformDayStats(
  db: Db,
  now: Date,
): Promise<{ ordersToday: number; revenueToday: number }> {
  const { rows } = await db.query<{ n: number; revenue: number }>(
    `SELECT count(*)::int AS n, coalesce(sum(total), 0)::int AS revenue FROM ${O}
     WHERE status <> 'cancelled' AND placed_at > $1::timestamptz - interval '2 days'
       AND (placed_at AT TIME ZONE timezone)::date = ($1::timestamptz AT TIME ZONE timezone)::date`,
    [now],
  );
  return { ordersToday: rows[0]?.n ?? 0, revenueToday: rows[0]?.revenue ?? 0 };
}

export interface Analytics {
  /** The 30 days ending today in `timezone`, oldest first; revenue in cents. */
  perDay: { date: string; orders: number; revenue: number }[];
  /** 24 entries, by the hour of placement in each restaurant's own zone. */
  busiestHours: { hour: number; orders: number }[];
  /** Most ordered items by quantity, names as ordered most recently. */
  topItems: { menuItemId: string; name: string; quantity: number; revenue: number }[];
  avgConfirmToReadyMinutes: number | null;
}

/** The admin Analytics tab (DECISIONS 7), over the last 30 days. */
export async function analytics(db: Db, now: Date, timezone: string): Promise<Analytics> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const live = `placed_at > $1 AND placed_at <= $2 AND status <> 'cancelled'`;
  const { rows: days } = await db.query<{ date: string; orders: number; revenue: number }>(
    `WITH days AS (
       SELECT d::date AS date FROM generate_series(
         ($2::timestamptz AT TIME ZONE $3)::date - 29, ($2::timestamptz AT TIME ZONE $3)::date,
         interval '1 day') AS d
     ), placed AS (
       SELECT (placed_at AT TIME ZONE timezone)::date AS date, total FROM ${O} WHERE ${live}
     )
     SELECT to_char(days.date, 'YYYY-MM-DD') AS date, count(placed.total)::int AS orders,
       coalesce(sum(placed.total), 0)::int AS revenue
     FROM days LEFT JOIN placed ON placed.date = days.date
     GROUP BY days.date ORDER BY days.date`,
    [since, now, timezone],
  );
  const { rows: hours } = await db.query<{ hour: number; orders: number }>(
    `SELECT h AS hour, count(o.id)::int AS orders FROM generate_series(0, 23) AS h
     LEFT JOIN ${O} o ON ${live.replace(/(placed_at|status)/g, 'o.$1')}
       AND extract(hour FROM o.placed_at AT TIME ZONE o.timezone) = h
     GROUP BY h ORDER BY h`,
    [since, now],
  );
  const { rows: items } = await db.query<{
    menuItemId: string;
    name: string;
    quantity: number;
    revenue: number;
  }>(
    `SELECT i.menu_item_id AS "menuItemId",
       (array_agg(i.name ORDER BY o.placed_at DESC))[1] AS name,
       sum(i.quantity)::int AS quantity, sum(i.subtotal)::int AS revenue
     FROM ${I} i JOIN ${O} o ON o.id = i.order_id
     WHERE ${live.replace(/(placed_at|status)/g, 'o.$1')}
     GROUP BY i.menu_item_id ORDER BY quantity DESC, revenue DESC, name LIMIT 10`,
    [since, now],
  );
  const { rows: avg } = await db.query<{ avg: number | null }>(
    `SELECT avg(extract(epoch FROM ready_at - first_confirmed_at) / 60)::float8 AS avg
     FROM ${O} WHERE ${live} AND ${READY_OR_LATER} AND first_confirmed_at IS NOT NULL`,
    [since, now],
  );
  return {
    perDay: days,
    busiestHours: hours,
    topItems: items,
    avgConfirmToReadyMinutes: minutes(avg[0]?.avg ?? null),
  };
}
