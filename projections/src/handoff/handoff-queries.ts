import type pg from 'pg';
import type { DayHandoff, HandoffFigures } from './contract';
import { HANDOFF_PROJECTION } from './handoff';
import { schemaOf } from '../runner/projection';
import { figuresByLocalDay, roundTenth } from '../shared/daily-figures';

type Db = Pick<pg.Pool, 'query'>;

const T = `${schemaOf(HANDOFF_PROJECTION)}.handoff_orders`;
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

const round = roundTenth;
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
  const { perDay, total } = await figuresByLocalDay<Row>(db, {
    source: `FROM ${T} h WHERE h.restaurant_id = $1`,
    params: [restaurantId],
    at: 'h.collected_at',
    figures: FIGURES,
    timezone,
    now,
    days: HANDOFF_DAYS,
  });
  return {
    days: perDay.map((r) => ({ date: r.key, ...figures(r) })),
    total: figures(total ?? NONE),
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
