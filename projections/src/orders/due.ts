import type pg from 'pg';
import { IN_PROGRESS } from './projection';

/** A read of the orders read model for special days (issue 32). */

type Db = Pick<pg.Pool, 'query'>;
const O = 'rm_orders';

/**
 * A restaurant's orders in progress to be collected on local dates `from` to `to` (its slot,
 * else its promise, read in the order's zone): the orders a closure of those dates strands.
 */
export async function ordersDueBetweenDates(
  db: Db,
  restaurantId: string,
  from: string,
  to: string,
): Promise<{ id: string; pickupAt: Date; status: string; total: number; scheduled: boolean }[]> {
  const { rows } = await db.query<{
    id: string;
    pickupAt: Date;
    status: string;
    total: number;
    scheduled: boolean;
  }>(
    `SELECT id, due AS "pickupAt", status, total, scheduled FROM (
       SELECT id, status, total, COALESCE(pickup->>'kind', 'asap') = 'scheduled' AS scheduled,
         COALESCE((pickup->>'slotStart')::timestamptz, (pickup->>'promisedAt')::timestamptz,
           estimated_ready_at) AS due, timezone
       FROM ${O}.orders o WHERE o.restaurant_id = $1 AND o.${IN_PROGRESS}) d
     WHERE (due AT TIME ZONE timezone)::date BETWEEN $2::date AND $3::date
     ORDER BY due, id`,
    [restaurantId, from, to],
  );
  return rows;
}
