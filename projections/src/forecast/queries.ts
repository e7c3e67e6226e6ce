import type pg from 'pg';
import type { SlotSummary } from '@pickup/domain/planning/forecast';
import { schemaOf } from '../runner/projection';
import { FORECAST_SUMMARY_PROJECTION } from './forecast-summary';

const schema = schemaOf(FORECAST_SUMMARY_PROJECTION);
type Db = Pick<pg.Pool, 'query'>;

/** A restaurant's summary for the given local dates: a row per slot with orders, its items. */
export async function forecastSummary(
  db: Db,
  restaurantId: string,
  dates: readonly string[],
): Promise<SlotSummary[]> {
  const [slots, items] = await Promise.all([
    db.query<{ d: string; s: string; n: number }>(
      `SELECT to_char(local_date, 'YYYY-MM-DD') AS d, slot AS s, orders AS n
       FROM ${schema}.forecast_slots
       WHERE restaurant_id = $1 AND local_date = ANY($2::date[]) AND orders > 0`,
      [restaurantId, dates],
    ),
    db.query<{ d: string; s: string; i: string; name: string; q: number }>(
      `SELECT to_char(local_date, 'YYYY-MM-DD') AS d, slot AS s, item_id AS i, name, quantity AS q
       FROM ${schema}.forecast_items
       WHERE restaurant_id = $1 AND local_date = ANY($2::date[]) AND quantity > 0`,
      [restaurantId, dates],
    ),
  ]);
  const rows = new Map<string, SlotSummary & { items: SlotSummary['items'][number][] }>();
  for (const r of slots.rows)
    rows.set(`${r.d} ${r.s}`, { date: r.d, slot: r.s, orders: r.n, items: [] });
  for (const r of items.rows)
    rows.get(`${r.d} ${r.s}`)?.items.push({ itemId: r.i, name: r.name, quantity: r.q });
  return [...rows.values()];
}

/** The first local date the restaurant had an order for; null when it has had none. */
export async function forecastHistoryStart(db: Db, restaurantId: string): Promise<string | null> {
  const { rows } = await db.query<{ d: string | null }>(
    `SELECT to_char(min(local_date), 'YYYY-MM-DD') AS d FROM ${schema}.forecast_slots
     WHERE restaurant_id = $1 AND orders > 0`,
    [restaurantId],
  );
  return rows[0]?.d ?? null;
}
