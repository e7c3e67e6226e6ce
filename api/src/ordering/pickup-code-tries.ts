import {
  PICKUP_CODE_TRIES,
  PICKUP_CODE_WRONG,
  TOO_MANY_CODE_TRIES,
} from '@pickup/domain/ordering/handoff';
import { DomainError, rateLimited } from '@pickup/domain/shared/errors';
import type { RateLimiter } from '../security/rate-limit';

/**
 * The guard around a handover with a pickup code: an order that has had too many wrong codes
 * lately is refused more before anything is read, and a code the decider found wrong counts.
 */
export function pickupCodeTries(tries: Pick<RateLimiter, 'hit' | 'count'>) {
  return async <T>(orderId: string, code: string | undefined, work: () => Promise<T>) => {
    const key = `pickup-code:${orderId}`;
    const tried = code === undefined ? 0 : await tries.count(key, PICKUP_CODE_TRIES.windowMs);
    if (tried >= PICKUP_CODE_TRIES.limit) throw rateLimited(TOO_MANY_CODE_TRIES);
    try {
      return await work();
    } catch (err) {
      if (err instanceof DomainError && err.message === PICKUP_CODE_WRONG)
        await tries.hit(key, PICKUP_CODE_TRIES);
      throw err;
    }
  };
}
