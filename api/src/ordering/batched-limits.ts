import type pg from 'pg';
import { batcher } from '../db/batcher';
import { checkLimits, type LimitCheck, type OrderLimits } from './order-limits';

/**
 * One statement for the limits of every customer placing an order at the same moment, instead
 * of one each (the asks that arrive while a check runs go in the next one): under load the
 * statements saved count (issue 37's measurement).
 */
export function batchedLimitCheck(
  pool: Pick<pg.Pool, 'query'>,
  limits: OrderLimits,
  now: () => Date = () => new Date(),
): LimitCheck {
  return batcher((asks) => checkLimits(pool, limits, now().getTime(), asks), { maxInFlight: 1 });
}
