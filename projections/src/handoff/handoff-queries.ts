import type pg from 'pg';
import { todayRange } from '@pickup/domain/catalog/hours';
import type { DayHandoff, HandoffFigures } from './contract';
import { HANDOFF_PROJECTION } from './handoff';
import { schemaOf } from '../runner/projection';

type Db = Pick<pg.Pool, 'query'>;

const T = `${schemaOf(HANDOFF_PROJECTION)}.handoff_orders`;
const DAY_MS = 86_400_000;
export const HANDOFF_DAYS = 30;

interface Row {
  key: string;
  collected: number;
  ready_median: number | null;
  ready_p90: number | null;
  arrived: number;
  arrived_median: number | null;
  arrived_p90: number | null;
  early: number;
  early_wait: number | null;
}

const mins = (from: string, to: string) => `extract(epoch FROM h.${to} - h.${from}) / 60`;
const ARRIVED = `h.arrived_at IS NOT NULL`;
const EARLY = `${ARRIVED} AND h.arrived_at < h.ready_at`;
const FIGURES = `
  count(*)::int AS collected,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${mins('ready_at', 'collected_at')})::float8
    AS ready_median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY ${mins('ready_at', 'collected_at')})::float8
    AS ready_p90,
  count(*) FILTER (WHERE ${ARRIVED})::int AS arrived,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${mins('arrived_at', 'collected_at')})
    FILTER (WHERE ${ARRIVED})::float8 AS arrived_median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY ${mins('arrived_at', 'collected_at')})
    FILTER (WHERE ${ARRIVED})::float8 AS arrived_p90,
  count(*) FILTER (WHERE ${EARLY})::int AS early,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${mins('arrived_at', 'ready_at')})
    FILTER (WHERE ${EARLY})::float8 AS early_wait`;

const round = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
const figures = (r: Row): HandoffFigures => ({
  collected: r.collected,
  medianReadyToCollectedMinutes: round(r.ready_median),
  p90ReadyToCollectedMinutes: round(r.ready_p90),
  arrived: r.arrived,
  medianArrivedToCollectedMinutes: round(r.arrived_median),
  p90ArrivedToCollectedMinutes: round(r.arrived_p90),
  arrivedBeforeReadyShare: r.arrived === 0 ? null : r.early / r.arrived,
  medianWaitForReadyMinutes: round(r.early_wait),
});
const NONE: Row = {
  key: '',
  collected: 0,
  ready_median: null,
  ready_p90: null,
  arrived: 0,
  arrived_median: null,
  arrived_p90: null,
  early: 0,
  early_wait: null,
};

/** A restaurant's collected orders by local day of collection, last 30 days (oldest first), and the whole. */
export async function restaurantHandoff(
  db: Db,
  restaurantId: string,
  timezone: string,
  now: Date,
): Promise<{ days: DayHandoff[]; total: HandoffFigures }> {
  const end = todayRange(timezone, now).end;
  const start = todayRange(timezone, new Date(end.getTime() - HANDOFF_DAYS * DAY_MS)).end;
  const where = `FROM ${T} h WHERE h.restaurant_id = $1 AND h.collected_at >= $2
    AND h.collected_at < $3`;
  const params = [restaurantId, start, end];
  const [perDay, total] = await Promise.all([
    db.query<Row>(
      `SELECT to_char((h.collected_at AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS key, ${FIGURES}
       ${where} GROUP BY 1 ORDER BY 1`,
      [...params, timezone],
    ),
    db.query<Row>(`SELECT '' AS key, ${FIGURES} ${where}`, params),
  ]);
  return {
    days: perDay.rows.map((r) => ({ date: r.key, ...figures(r) })),
    total: figures(total.rows[0] ?? NONE),
  };
}

/** Every restaurant's last 30 days (by instant: zones differ), the most collected first. */
export async function handoffByRestaurant(
  db: Db,
  now: Date,
): Promise<(HandoffFigures & { restaurantId: string; name: string })[]> {
  const { rows } = await db.query<Row & { name: string }>(
    `SELECT h.restaurant_id AS key, min(h.restaurant_name) AS name, ${FIGURES}
     FROM ${T} h WHERE h.collected_at > $1::timestamptz - make_interval(days => $2)
       AND h.collected_at <= $1
     GROUP BY h.restaurant_id ORDER BY collected DESC, name`,
    [now, HANDOFF_DAYS],
  );
  return rows.map((r) => ({ restaurantId: r.key, name: r.name, ...figures(r) }));
}
