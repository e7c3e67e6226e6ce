import type pg from 'pg';
import { rateLimited } from '@pickup/domain/shared/errors';
import { activeOrderCountsSql } from '@pickup/projections/ordering/order-queries';
import { batcher, type Settled } from '../db/batcher';
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

/**
 * Runs `place` only within the limits. One customer's placements in this process run one at a
 * time, so that two at once cannot both take the last place; the hourly count is kept in
 * Postgres and holds across processes whatever their timing. The check runs beside `place`
 * (it reads the order's facts meanwhile) and `place` is handed its verdict: it must await
 * it before writing anything and before answering, so nothing is written beyond a limit and
 * a refusal is the answer even when the order had another fault.
 */
export function orderLimiter(
  pool: pg.Pool,
  limits: OrderLimits,
  now?: () => Date,
): <T>(
  customerId: string,
  restaurantId: string,
  place: (withinLimits: Promise<void>) => Promise<T>,
) => Promise<T> {
  const clock = now ?? (() => new Date());
  const queues = new Map<string, Promise<unknown>>();

  const hourly = { limit: limits.perRestaurantPerHour, windowMs: HOUR };
  // Customers placing orders at the same moment are checked together: one statement for all
  // of them instead of two each. A refusal for too many active orders counts no hit.
  const check = batcher(
    async (asks: readonly { customerId: string; restaurantId: string }[]) => {
      const at = clock().getTime();
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
    },
    { maxInFlight: 1 },
  );

  const checked = async <T>(
    customerId: string,
    restaurantId: string,
    place: (withinLimits: Promise<void>) => Promise<T>,
  ) => {
    const verdict = check({ customerId, restaurantId });
    // `place` awaits the verdict; this keeps a refusal it never reached from going unhandled.
    verdict.catch(() => undefined);
    const result = await place(verdict);
    await verdict;
    return result;
  };

  return <T>(
    customerId: string,
    restaurantId: string,
    place: (withinLimits: Promise<void>) => Promise<T>,
  ) => {
    const before = queues.get(customerId) ?? Promise.resolve();
    const mine = before.then(
      () => checked(customerId, restaurantId, place),
      () => checked(customerId, restaurantId, place),
    );
    const settled = mine.catch(() => undefined);
    queues.set(customerId, settled);
    void settled.then(() => {
      if (queues.get(customerId) === settled) queues.delete(customerId);
    });
    return mine;
  };
}
