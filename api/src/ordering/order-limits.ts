import type pg from 'pg';
import { rateLimited } from '@pickup/domain/shared/errors';
import { activeOrderCounts } from '@pickup/projections/ordering/order-queries';
import { enforceLimit } from '../identity/rate-limits';
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

  const check = async (customerId: string, restaurantId: string) => {
    const active = await activeOrderCounts(pool, customerId, restaurantId, limits.activeInAll);
    if (active.atRestaurant >= limits.activePerRestaurant || active.all >= limits.activeInAll) {
      throw rateLimited(TOO_MANY_ACTIVE_ORDERS);
    }
    await enforceLimit(
      limiter,
      `orders:${customerId}:${restaurantId}`,
      { limit: limits.perRestaurantPerHour, windowMs: HOUR },
      'Too many orders at this restaurant',
    );
  };

  const checked = async <T>(
    customerId: string,
    restaurantId: string,
    place: (withinLimits: Promise<void>) => Promise<T>,
  ) => {
    const verdict = check(customerId, restaurantId);
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
