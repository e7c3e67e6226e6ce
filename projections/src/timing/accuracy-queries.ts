import type pg from 'pg';
import { figuresByLocalDay, roundTenth } from '../shared/daily-figures';
import type { AccuracyFigures, DayAccuracy } from '@pickup/domain/timing/accuracy';

export type { AccuracyFigures, DayAccuracy };

/**
 * Promise accuracy from the `orders` read model, whose times come from the events: each
 * order's promise (its pickup's promisedAt; the estimated ready time for orders placed
 * before scheduling) against the time it became ready. Lateness is minutes past the
 * promise, 0 when kept. A no-show is an order that was ready and then cancelled, or that
 * has waited ready longer than `noShowAfterMinutes`.
 */

type Db = Pick<pg.Pool, 'query'>;

const O = 'rm_orders.orders';
export const ACCURACY_DAYS = 30;
export const NO_SHOW_AFTER_MINUTES = 30;

interface Row {
  key: string;
  orders: number;
  ready: number;
  kept: number;
  median: number | null;
  p90: number | null;
  no_shows: number;
}

const PROMISED = `coalesce((o.pickup->>'promisedAt')::timestamptz, o.estimated_ready_at)`;
const READY = `o.ready_at IS NOT NULL AND o.status <> 'cancelled'`;
const LATE = `greatest(0, extract(epoch FROM o.ready_at - ${PROMISED}) / 60)`;
const FIGURES = `
  count(*)::int AS orders,
  count(*) FILTER (WHERE ${READY})::int AS ready,
  count(*) FILTER (WHERE ${READY} AND o.ready_at <= ${PROMISED})::int AS kept,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${LATE}) FILTER (WHERE ${READY})::float8 AS median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY ${LATE}) FILTER (WHERE ${READY})::float8 AS p90,
  count(*) FILTER (WHERE (o.status = 'cancelled' AND o.ready_at IS NOT NULL)
    OR (o.status = 'ready' AND o.ready_at < $2::timestamptz - make_interval(mins => $3)))::int
    AS no_shows`;

const round = roundTenth;
const figures = (r: Row): AccuracyFigures => ({
  orders: r.orders,
  ready: r.ready,
  keptShare: r.ready === 0 ? null : r.kept / r.ready,
  medianLateMinutes: round(r.median),
  p90LateMinutes: round(r.p90),
  noShows: r.no_shows,
});

/** The last 30 local days of a restaurant, oldest first (days without orders left out), and the whole. */
export async function restaurantAccuracy(
  db: Db,
  restaurantId: string,
  timezone: string,
  now: Date,
): Promise<{ days: DayAccuracy[]; total: AccuracyFigures }> {
  const { perDay, total: whole } = await figuresByLocalDay<Row>(db, {
    source: `FROM ${O} o WHERE o.restaurant_id = $1`,
    params: [restaurantId, now, NO_SHOW_AFTER_MINUTES],
    at: PROMISED,
    figures: FIGURES,
    timezone,
    now,
    days: ACCURACY_DAYS,
  });
  return {
    days: perDay.map((r) => ({ date: r.key, ...figures(r) })),
    total: whole
      ? figures(whole)
      : figures({ key: '', orders: 0, ready: 0, kept: 0, median: null, p90: null, no_shows: 0 }),
  };
}

/** Every restaurant's last 30 days (by instant: zones differ), the most orders first. */
export async function accuracyByRestaurant(
  db: Db,
  now: Date,
): Promise<(AccuracyFigures & { restaurantId: string; name: string })[]> {
  const { rows } = await db.query<Row & { name: string }>(
    `SELECT o.restaurant_id AS key, min(o.restaurant->>'name') AS name, ${FIGURES}
     FROM ${O} o WHERE ${PROMISED} > $1::timestamptz - make_interval(days => $4)
       AND ${PROMISED} <= $2
     GROUP BY o.restaurant_id ORDER BY orders DESC, name`,
    [now, now, NO_SHOW_AFTER_MINUTES, ACCURACY_DAYS],
  );
  return rows.map((r) => ({ restaurantId: r.key, name: r.name, ...figures(r) }));
}
