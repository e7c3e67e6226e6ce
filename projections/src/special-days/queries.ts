import type pg from 'pg';
import type { SpecialDay } from '@pickup/domain/catalog/special-days';
import { schemaOf } from '../runner/projection';
import { SPECIAL_DAYS_PROJECTION } from './projection';

type Db = Pick<pg.Pool, 'query'>;
const T = `${schemaOf(SPECIAL_DAYS_PROJECTION)}.special_days`;

const COLUMNS = `id, to_char(from_date, 'YYYY-MM-DD') AS "from",
  to_char(to_date, 'YYYY-MM-DD') AS "to", hours, note`;

/** A restaurant's special days ending on or after `fromDate` (YYYY-MM-DD), by first date. */
export async function specialDaysOf(
  db: Db,
  restaurantId: string,
  fromDate: string,
): Promise<SpecialDay[]> {
  const { rows } = await db.query<SpecialDay>(
    `SELECT ${COLUMNS} FROM ${T} WHERE restaurant_id = $1 AND to_date >= $2
     ORDER BY from_date, id`,
    [restaurantId, fromDate],
  );
  return rows;
}

/**
 * The special days of several restaurants ending on or after `fromDate`, by restaurant
 * (restaurants with none are absent). Callers pass a date a day early: zones differ.
 */
export async function specialDaysOfRestaurants(
  db: Db,
  restaurantIds: readonly string[],
  fromDate: string,
): Promise<Map<string, SpecialDay[]>> {
  const byRestaurant = new Map<string, SpecialDay[]>();
  if (restaurantIds.length === 0) return byRestaurant;
  const { rows } = await db.query<SpecialDay & { restaurantId: string }>(
    `SELECT restaurant_id AS "restaurantId", ${COLUMNS} FROM ${T}
     WHERE restaurant_id = ANY($1::text[]) AND to_date >= $2 ORDER BY from_date, id`,
    [restaurantIds, fromDate],
  );
  for (const { restaurantId, ...day } of rows) {
    const list = byRestaurant.get(restaurantId) ?? [];
    list.push(day);
    byRestaurant.set(restaurantId, list);
  }
  return byRestaurant;
}

/**
 * Which of `dates` (YYYY-MM-DD) fall on one of the restaurant's special days, past ones
 * included: the forecast leaves them out of a usual weekday's history (issue 32).
 */
export async function specialDatesAmong(
  db: Db,
  restaurantId: string,
  dates: readonly string[],
): Promise<string[]> {
  if (dates.length === 0) return [];
  const { rows } = await db.query<{ date: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date FROM unnest($2::date[]) AS d
     WHERE EXISTS (SELECT 1 FROM ${T} s
       WHERE s.restaurant_id = $1 AND d BETWEEN s.from_date AND s.to_date)
     ORDER BY d`,
    [restaurantId, dates],
  );
  return rows.map((r) => r.date);
}
