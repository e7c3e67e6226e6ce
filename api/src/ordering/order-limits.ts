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
 * Postgres and holds across processes whatever their timing. Nothing is written beyond either.
 */
export function orderLimiter(
  pool: pg.Pool,
  limits: OrderLimits,
  now?: () => Date,
): <T>(customerId: string, restaurantId: string, place: () => Promise<T>) => Promise<T> {
  const limiter = createRateLimiter(pool, { now });
  const queues = new Map<string, Promise<unknown>>();

  const checked = async <T>(customerId: string, restaurantId: string, place: () => Promise<T>) => {
    const active = await activeOrderCounts(pool, customerId, restaurantId);
    if (active.atRestaurant >= limits.activePerRestaurant || active.all >= limits.activeInAll) {
      throw rateLimited(TOO_MANY_ACTIVE_ORDERS);
    }
    await enforceLimit(
      limiter,
      `orders:${customerId}:${restaurantId}`,
      { limit: limits.perRestaurantPerHour, windowMs: HOUR },
      'Too many orders at this restaurant',
    );
    return place();
  };

  return <T>(customerId: string, restaurantId: string, place: () => Promise<T>) => {
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
