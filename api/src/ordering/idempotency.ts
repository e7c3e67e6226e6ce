import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { orderStream } from '@pickup/domain/ordering/order-events';
import { ORDER_EXISTS } from '@pickup/domain/ordering/order-messages';
import {
  ConcurrencyError,
  DomainError,
  ruleBroken,
  validation,
} from '@pickup/domain/shared/errors';
import type { WaitForProjections } from '../commands/bus';
import { READ_MODELS, type OrderOutcome } from './outcome';

/**
 * `Idempotency-Key` for POST /api/orders, per customer. The key is claimed for an order id
 * before anything is appended; a retry (sequential or concurrent) gets the same order id
 * back, and the order stream (expected: no stream) lets only one of them create the order.
 * A crash between claim and append leaves a claim without an order: the retry places it.
 */

type Db = Pick<pg.Pool, 'query'>;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different order';

/** The header's key: absent, or 1 to 200 characters once trimmed (400 otherwise). */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    const detail = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`;
    throw validation(detail, [{ pointer: '/headers/idempotency-key', detail }]);
  }
  return key;
}

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

/** A submission as the guard sees it: whose, its key (if any), its body, and when. */
export interface Submission {
  customerId: string;
  key?: string;
  request: unknown;
  at: Date;
}

/** A retry of the same submission placed the order first: its answer is that order's. */
const placedByRetry = (err: unknown) =>
  err instanceof ConcurrencyError || (err instanceof DomainError && err.message === ORDER_EXISTS);

/**
 * The route's guard: a keyed submission is placed under the order id its key claimed, and
 * a retry is answered with that order instead of a second one; without a key, a new id
 * each time. A key sent with another body is refused.
 */
export function idempotencyGuard(deps: {
  pool: Db;
  store: Pick<EventStore, 'readStream'>;
  waitFor: WaitForProjections;
  newId: () => string;
}) {
  /** The first order's outcome, its read model waited for; null while it is not there yet. */
  async function existing(orderId: string): Promise<OrderOutcome | null> {
    const read = await deps.store.readStream(orderStream(orderId));
    const checkpoint = read.events.at(-1)?.checkpoint;
    if (checkpoint === undefined) return null;
    const caughtUp = await deps.waitFor(checkpoint, READ_MODELS);
    return { orderId, created: false, checkpoint, caughtUp };
  }

  return async function once(
    submission: Submission,
    place: (orderId: string) => Promise<OrderOutcome>,
  ): Promise<OrderOutcome> {
    const { customerId, key } = submission;
    if (key === undefined) return place(deps.newId());
    const claim = await claimKey(deps.pool, {
      customerId,
      key,
      orderId: deps.newId(),
      hash: requestHash(submission.request),
      at: submission.at,
    });
    if (!claim.sameRequest) throw ruleBroken(KEY_REUSED);
    if (!claim.fresh) {
      const first = await existing(claim.orderId);
      if (first) return first;
    }
    try {
      return await place(claim.orderId);
    } catch (err) {
      const first = placedByRetry(err) ? await existing(claim.orderId) : null;
      if (first) return first;
      // Refused before any order existed: the key is free for a corrected cart.
      if (err instanceof DomainError && claim.fresh)
        await releaseKey(deps.pool, { customerId, key, orderId: claim.orderId });
      throw err;
    }
  };
}
