import type pg from 'pg';
import { rateLimited } from '@pickup/domain/shared/errors';
import { activeOrderCounts } from '@pickup/projections/ordering/order-queries';
import { batcher, type Settled } from '../db/batcher';
import { limitRefusal } from '../identity/rate-limits';
import { createRateLimiter } from '../security/rate-limit';

const HOUR = 60 * 60 * 1000;

/** Orders are paid at the counter, so a fake one costs nothing: these bound what one account can do. */
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
  const limiter = createRateLimiter(pool, { now });
  const queues = new Map<string, Promise<unknown>>();

  const hourly = { limit: limits.perRestaurantPerHour, windowMs: HOUR };
  // Customers placing orders at the same moment are checked together: two statements for
  // all of them instead of two each. A refusal for too many active orders counts no hit.
  const check = batcher(
    async (asks: readonly { customerId: string; restaurantId: string }[]) => {
      const active = await activeOrderCounts(pool, asks, limits.activeInAll);
      const within = active.map(
        (a) => a.atRestaurant < limits.activePerRestaurant && a.all < limits.activeInAll,
      );
      const hits = await limiter.hitMany(
        asks.filter((_, i) => within[i]).map((a) => `orders:${a.customerId}:${a.restaurantId}`),
        hourly,
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
