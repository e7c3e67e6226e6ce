import type pg from 'pg';
import { z } from 'zod';
import { todayRange } from '@pickup/domain/catalog/hours';

/**
 * The shape shared by the dashboards' figures (promise accuracy, handoff wait): a
 * restaurant's figures by local day over the last days and as a whole, and every
 * restaurant's figures over the same days. Each read model gives its own figures' SQL, rows
 * and contract; this module groups them by day and bounds the days, the same way for all.
 */

type Db = Pick<pg.Pool, 'query'>;

const DAY_MS = 86_400_000;

/** To one decimal (minutes as the dashboards show them); null stays null. */
export const roundTenth = (v: number | null) =>
  v === null ? null : Math.round(Number(v) * 10) / 10;

export interface DailyFiguresQuery {
  /** `FROM … WHERE …` of one restaurant's rows, using `params` as $1, $2… */
  source: string;
  params: unknown[];
  /** The instant that places a row in a day, e.g. `h.collected_at`. */
  at: string;
  /** The SELECT list of the figures, aggregated over the rows of a group. */
  figures: string;
  timezone: string;
  now: Date;
  /** How many local days, today included. */
  days: number;
}

/**
 * A restaurant's rows of the last `days` local days (today included) in its zone: the
 * figures per day, oldest first (days without rows left out), with the day as `key`
 * (YYYY-MM-DD), and over the whole period (undefined when the query answers no row).
 */
export async function figuresByLocalDay<Row extends { key: string }>(
  db: Db,
  q: DailyFiguresQuery,
): Promise<{ perDay: Row[]; total: Row | undefined }> {
  const end = todayRange(q.timezone, q.now).end;
  const start = todayRange(q.timezone, new Date(end.getTime() - q.days * DAY_MS)).end;
  const n = q.params.length;
  const where = `${q.source} AND ${q.at} >= $${n + 1} AND ${q.at} < $${n + 2}`;
  const params = [...q.params, start, end];
  const [perDay, total] = await Promise.all([
    db.query<Row>(
      `SELECT to_char((${q.at} AT TIME ZONE $${n + 3})::date, 'YYYY-MM-DD') AS key, ${q.figures}
       ${where} GROUP BY 1 ORDER BY 1`,
      [...params, q.timezone],
    ),
    db.query<Row>(`SELECT '' AS key, ${q.figures} ${where}`, params),
  ]);
  return { perDay: perDay.rows, total: total.rows[0] };
}

/** The contract of a restaurant's figures by local day (`date`, YYYY-MM-DD) and the whole. */
export function restaurantDaysSchema<S extends z.ZodRawShape>(figures: z.ZodObject<S>) {
  return z.object({
    timezone: z.string(),
    days: z.array(z.object({ ...figures.shape, date: z.string() })),
    total: figures,
  });
}

/** The contract of every restaurant's figures, one row each. */
export function byRestaurantSchema<S extends z.ZodRawShape>(figures: z.ZodObject<S>) {
  return z.array(z.object({ ...figures.shape, restaurantId: z.string(), name: z.string() }));
}
