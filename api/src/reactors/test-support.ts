import type pg from 'pg';

export const NEW_ORDER = 'restaurant_new_order';
export const READY = 'customer_order_ready';
export const PLACED = 'customer_order_placed';

/**
 * True once every named reactor has saved a checkpoint at or past `checkpoint`. Name only
 * reactors whose filter takes the event: the others need not move.
 */
export async function reactorsReached(
  pool: pg.Pool,
  checkpoint: string,
  names: string[],
): Promise<boolean> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reactor_checkpoints WHERE name = ANY($1) AND checkpoint >= $2`,
    [names, checkpoint],
  );
  return rows[0]?.n === names.length;
}
