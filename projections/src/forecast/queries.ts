import type pg from 'pg';
import type { ItemCount, SlotSummary } from '@pickup/domain/forecast/forecast';
import { schemaOf } from '../runner/projection';
import { FORECAST_SUMMARY_PROJECTION } from './forecast-summary';

const schema = schemaOf(FORECAST_SUMMARY_PROJECTION);
type Db = Pick<pg.Pool, 'query'>;

/**
 * A restaurant's summary for the given local dates: a row per slot with its orders and items.
 * The items come aggregated per slot (one row per slot, not per item): eight weeks of a busy
 * restaurant's twenty dishes are a few hundred rows to read instead of tens of thousands.
 */
export async function forecastSummary(
  db: Db,
  restaurantId: string,
  dates: readonly string[],
): Promise<SlotSummary[]> {
  const { rows } = await db.query<{ d: string; s: string; n: number; items: ItemCount[] | null }>(
    `SELECT to_char(s.local_date, 'YYYY-MM-DD') AS d, s.slot AS s, s.orders AS n,
       (SELECT json_agg(json_build_object('itemId', i.item_id, 'name', i.name,
           'quantity', i.quantity))
        FROM ${schema}.forecast_items i
        WHERE i.restaurant_id = s.restaurant_id AND i.local_date = s.local_date
          AND i.slot = s.slot AND i.quantity > 0) AS items
     FROM ${schema}.forecast_slots s
     WHERE s.restaurant_id = $1 AND s.local_date = ANY($2::date[]) AND s.orders > 0`,
    [restaurantId, dates],
  );
  return rows.map((r) => ({ date: r.d, slot: r.s, orders: r.n, items: r.items ?? [] }));
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
