import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * `Idempotency-Key` for POST /api/orders, per customer. The key is claimed for an order id
 * before anything is appended; a retry (sequential or concurrent) gets the same order id
 * back, and the order stream (expected: no stream) lets only one of them create the order.
 * A crash between claim and append leaves a claim without an order: the retry places it.
 */

type Db = Pick<pg.Pool, 'query'>;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export interface Claim {
  orderId: string;
  /** This call made the claim (no earlier attempt with this key). */
  fresh: boolean;
  /** The earlier attempt sent the same body. */
  sameRequest: boolean;
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export async function claimKey(
  db: Db,
  claim: { customerId: string; key: string; orderId: string; hash: string; at: Date },
): Promise<Claim> {
  const inserted = await db.query(
    `INSERT INTO order_idempotency_keys (customer_id, key, order_id, request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [claim.customerId, claim.key, claim.orderId, claim.hash, claim.at],
  );
  if (inserted.rowCount === 1) return { orderId: claim.orderId, fresh: true, sameRequest: true };
  const { rows } = await db.query<{ order_id: string; request_hash: string }>(
    `SELECT order_id, request_hash FROM order_idempotency_keys
     WHERE customer_id = $1 AND key = $2`,
    [claim.customerId, claim.key],
  );
  const row = rows[0];
  // Released between our insert and select: claim again.
  if (!row) return claimKey(db, claim);
  return { orderId: row.order_id, fresh: false, sameRequest: row.request_hash === claim.hash };
}

/** An attempt refused before any order existed frees its key for a corrected cart. */
export async function releaseKey(
  db: Db,
  claim: { customerId: string; key: string; orderId: string },
): Promise<void> {
  await db.query(
    `DELETE FROM order_idempotency_keys WHERE customer_id = $1 AND key = $2 AND order_id = $3`,
    [claim.customerId, claim.key, claim.orderId],
  );
}
