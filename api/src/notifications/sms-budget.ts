import { waitText } from '../identity/rate-limits';
import type { RateLimiter } from '../security/rate-limit';
import { NotificationError, type Notifier } from './notifier';

const HOUR = 60 * 60 * 1000;

/** Text messages and calls cost money: a budget for all of them together, per hour. */
export interface SmsBudget {
  perHour: number;
}

/** An SMS or call refused by the budget; `message` is meant for the person who asked for it. */
export class SmsLimitReached extends NotificationError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'SmsLimitReached';
  }
}

/**
 * `notifier` with SMS and calls counted per hour in Postgres (so the budget holds across
 * processes). Beyond it nothing is sent and SmsLimitReached is thrown: a code request answers
 * 429, a restaurant's order notification is logged and skipped. (Codes are also limited per
 * phone number where they are requested, identity/routes-verification.ts.)
 */
export function withSmsBudget(
  notifier: Notifier,
  limiter: RateLimiter,
  budget: SmsBudget,
): Notifier {
  return {
    async send(message) {
      if (message.channel !== 'email') {
        const all = await limiter.hit('sms:all', { limit: budget.perHour, windowMs: HOUR });
        if (!all.allowed) {
          const wait = waitText(all.retryAfterSeconds);
          throw new SmsLimitReached(
            `Text messages are paused for a while. Please try again in ${wait}.`,
            all.retryAfterSeconds,
          );
        }
      }
      await notifier.send(message);
    },
  };
}
