import { waitText } from '../identity/rate-limits';
import type { RateLimiter } from '../security/rate-limit';
import { NotificationError, type Notifier } from './notifier';

const HOUR = 60 * 60 * 1000;

/**
 * Text messages and calls cost money: budgets per hour. Verification codes have their own, so
 * a busy evening of restaurants' order notifications can never leave a new customer without
 * the code they need to sign up and order.
 */
export interface SmsBudget {
  /** Verification codes (SMS_PER_HOUR). */
  perHour: number;
  /** Everything else: order notifications (SMS_NOTIFICATIONS_PER_HOUR). */
  notificationsPerHour: number;
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
 * `notifier` with SMS and calls counted per hour in Postgres (so the budgets hold across
 * processes), codes and notifications apart. Beyond it nothing is sent and SmsLimitReached is thrown: a code request answers
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
        const codes = message.purpose === 'verification';
        const all = await limiter.hit(codes ? 'sms:codes' : 'sms:notifications', {
          limit: codes ? budget.perHour : budget.notificationsPerHour,
          windowMs: HOUR,
        });
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
