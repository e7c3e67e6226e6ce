import type pg from 'pg';
import { todayRange } from '@pickup/domain/catalog/hours';
import { TURNED_AWAY_CAUSES, type TurnedAwayCause } from '@pickup/domain/ordering/turned-away';
import type { RestaurantTurnedAway, RestaurantTurnedAwayRow, TurnedAwayFigures } from './contract';
import { TURNED_AWAY_TABLE as T } from './turned-away';

type Db = Pick<pg.Pool, 'query'>;

export const TURNED_AWAY_DAYS = 30;
const DAY_MS = 86_400_000;

interface CauseRow {
  cause: TurnedAwayCause;
  orders: number;
  cents: number;
}

/** Sums per cause, the most orders first (then the most value, then the causes' order). */
function figuresOf(rows: readonly CauseRow[]): TurnedAwayFigures {
  const byCause = new Map<TurnedAwayCause, CauseRow>();
  for (const r of rows) {
    const known = byCause.get(r.cause) ?? { cause: r.cause, orders: 0, cents: 0 };
    byCause.set(r.cause, {
      ...known,
      orders: known.orders + r.orders,
      cents: known.cents + r.cents,
    });
  }
  const rank = (c: CauseRow) => TURNED_AWAY_CAUSES.indexOf(c.cause);
  const causes = [...byCause.values()].sort(
    (a, b) => b.orders - a.orders || b.cents - a.cents || rank(a) - rank(b),
  );
  return {
    orders: causes.reduce((n, c) => n + c.orders, 0),
    cents: causes.reduce((n, c) => n + c.cents, 0),
    causes,
  };
}

/** Rows of one key, in first-seen order. */
function groupBy<R, K>(rows: readonly R[], key: (r: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

/**
 * A restaurant's last 30 local days (today and the 29 before, and any later day a scheduled
 * order was refused for), newest first, each day by slot, and the whole.
 */
export async function restaurantTurnedAway(
  db: Db,
  restaurantId: string,
  timezone: string,
  now: Date,
): Promise<Omit<RestaurantTurnedAway, 'timezone'>> {
  const first = todayRange(timezone, new Date(now.getTime() - (TURNED_AWAY_DAYS - 1) * DAY_MS));
  const { rows } = await db.query<CauseRow & { date: string; slot_time: string }>(
    `SELECT to_char(service_date, 'YYYY-MM-DD') AS date, slot_time, cause,
       count(*)::int AS orders, sum(basket_cents)::int AS cents
     FROM ${T} WHERE restaurant_id = $1 AND service_date >= $2::date
     GROUP BY service_date, slot_time, cause ORDER BY service_date DESC, slot_time`,
    [restaurantId, first.date],
  );
  const days = [...groupBy(rows, (r) => r.date)].map(([date, dayRows]) => ({
    date,
    ...figuresOf(dayRows),
    slots: [...groupBy(dayRows, (r) => r.slot_time)].map(([slotTime, slotRows]) => ({
      slotTime,
      ...figuresOf(slotRows),
    })),
  }));
  return { days, total: figuresOf(rows) };
}

/** Every restaurant's last 30 days (by instant: zones differ), the most orders first. */
export async function turnedAwayByRestaurant(
  db: Db,
  now: Date,
): Promise<RestaurantTurnedAwayRow[]> {
  const { rows } = await db.query<CauseRow & { restaurant_id: string; name: string }>(
    `WITH recent AS (
       SELECT * FROM ${T} WHERE at > $1::timestamptz - make_interval(days => $2) AND at <= $1),
     names AS (
       SELECT DISTINCT ON (restaurant_id) restaurant_id, restaurant_name AS name FROM recent
       ORDER BY restaurant_id, at DESC)
     SELECT restaurant_id, min(n.name) AS name, cause, count(*)::int AS orders,
       sum(basket_cents)::int AS cents
     FROM recent JOIN names n USING (restaurant_id) GROUP BY restaurant_id, cause`,
    [now, TURNED_AWAY_DAYS],
  );
  return [...groupBy(rows, (r) => r.restaurant_id)]
    .map(([restaurantId, own]) => ({ restaurantId, name: own[0]?.name ?? '', ...figuresOf(own) }))
    .sort((a, b) => b.orders - a.orders || a.name.localeCompare(b.name));
}
