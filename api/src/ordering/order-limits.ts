import type pg from 'pg';
import { rateLimited } from '@pickup/domain/shared/errors';
import { activeOrderCountsSql } from '@pickup/projections/orders/queries';
import type { Settled } from '../db/batcher';
import { limitRefusal } from '../identity/rate-limits';
import { countHitsSql, decisions, windowStartOf } from '../security/rate-limit';

const HOUR = 60 * 60 * 1000;

/**
 * Many customers' asks in one round trip: their orders in progress counted (the orders read
 * model's count), and an hourly hit counted (the shared rate limits) for each ask within
 * the active limits only. Answers a row per ask (n, all, here) and a row per key hit (key,
 * count). Parameters: customers, restaurants, most in progress in all, the asks' keys, most
 * in progress at one restaurant, the hour's window start.
 */
const CHECK_SQL = `WITH asks AS (${activeOrderCountsSql('$1', '$2', '$3::int')}),
  hits AS (${countHitsSql(
    `SELECT k.key FROM unnest($4::text[]) WITH ORDINALITY AS k(key, n)
       JOIN asks a ON a.n = k.n WHERE a.all < $3::int AND a.here < $5::int`,
    '$6::timestamptz',
  )})
SELECT n, asks.all, here, NULL::text AS key, NULL::int AS count FROM asks
UNION ALL SELECT NULL, NULL, NULL, key, count FROM hits`;

export interface OrderLimits {
  /** Orders a customer may have in progress at one restaurant (placed, not collected or cancelled). */
  activePerRestaurant: number;
  /** Orders a customer may have in progress in all. */
  activeInAll: number;
  /** Orders a customer may place at one restaurant in an hour (cancelling does not give one back). */
  perRestaurantPerHour: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  activePerRestaurant: 5,
  activeInAll: 30,
  perRestaurantPerHour: 10,
};

export const TOO_MANY_ACTIVE_ORDERS =
  'You have too many orders in progress. Please collect or cancel one before placing another.';

/** One customer's ask: may they place an order at this restaurant now? */
export interface LimitAsk {
  customerId: string;
  restaurantId: string;
}

/** Resolves within the limits (counting the hour's hit); rejects with the 429 beyond them. */
export type LimitCheck = (ask: LimitAsk) => Promise<void>;

/**
 * The asks' verdicts in one statement: their orders in progress counted, and an hourly hit
 * counted for each ask within the active limits only (a refusal for too many active orders
 * counts no hit). Answers each ask in the order given.
 */
export async function checkLimits(
  pool: Pick<pg.Pool, 'query'>,
  limits: OrderLimits,
  at: number,
  asks: readonly LimitAsk[],
): Promise<Settled<void>[]> {
  const hourly = { limit: limits.perRestaurantPerHour, windowMs: HOUR };
  const keys = asks.map((a) => `orders:${a.customerId}:${a.restaurantId}`);
  const { rows } = await pool.query<{
    n: number | null;
    all: number | null;
    here: number | null;
    key: string | null;
    count: number | null;
  }>({
    // Prepared once per connection: planned on every call it cost more than it ran.
    name: 'order_limits_check',
    text: CHECK_SQL,
    values: [
      asks.map((a) => a.customerId),
      asks.map((a) => a.restaurantId),
      limits.activeInAll,
      keys,
      limits.activePerRestaurant,
      new Date(windowStartOf(at, HOUR)),
    ],
  });
  const within = new Array<boolean>(asks.length).fill(true);
  const counted = new Map<string, number>();
  for (const r of rows) {
    if (r.n !== null)
      within[r.n - 1] =
        (r.here ?? 0) < limits.activePerRestaurant && (r.all ?? 0) < limits.activeInAll;
    else if (r.key !== null && r.count !== null) counted.set(r.key, r.count);
  }
  const hits = decisions(
    keys.filter((_, i) => within[i]),
    counted,
    hourly,
    at,
  );
  // The hits answer the asks within the active limits, in order.
  let next = 0;
  return asks.map((_, i): Settled<void> => {
    if (!within[i]) return { ok: false, error: rateLimited(TOO_MANY_ACTIVE_ORDERS) };
    const decision = hits[next++];
    return decision && !decision.allowed
      ? { ok: false, error: limitRefusal(decision, 'Too many orders at this restaurant') }
      : { ok: true, value: undefined };
  });
}

/** Runs one customer's calls one at a time (in this process), in the order they came. */
export type TakeTurns = <T>(customerId: string, work: () => Promise<T>) => Promise<T>;

/**
 * One customer's placements one at a time, so that two at once cannot both take their last
 * place within a limit; the hourly count is kept in Postgres and holds across processes
 * whatever their timing.
 */
export function takeTurns(): TakeTurns {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(customerId: string, work: () => Promise<T>) => {
    const before = queues.get(customerId) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.catch(() => undefined);
    queues.set(customerId, settled);
    void settled.then(() => {
      if (queues.get(customerId) === settled) queues.delete(customerId);
    });
    return mine;
  };
}

/**
 * The route's guard: a customer's placements one at a time, each checked against their
 * limits (429 beyond them) before anything else about the order.
 */
export const orderLimitsGuard =
  (check: LimitCheck, turns: TakeTurns = takeTurns()) =>
  <T>(ask: LimitAsk, work: () => Promise<T>): Promise<T> =>
    turns(ask.customerId, async () => {
      await check(ask);
      return work();
    });
