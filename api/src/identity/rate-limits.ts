import type { Response } from 'express';
import { rateLimited, type DomainError } from '@pickup/domain/shared/errors';
import type { RateLimit, RateLimitDecision, RateLimiter } from '../security/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Attempts per window; they hold across processes because the counters live in Postgres. */
export interface IdentityLimits {
  /** Failed logins for one email (from anywhere) after which a login needs a solved captcha. */
  loginFailuresPerEmail: RateLimit;
  /** Failed logins from one address after which its logins need a solved captcha. */
  loginFailuresPerIp: RateLimit;
  loginPerIp: RateLimit;
  registerPerIp: RateLimit;
  codeSendsPerUser: RateLimit;
  /** Phone numbers are not unique to an account: codes texted or called to one number. */
  codeSendsPerNumber: RateLimit;
  codeChecksPerUser: RateLimit;
  resetRequestsPerEmail: RateLimit;
  resetRequestsPerIp: RateLimit;
  resetAttemptsPerIp: RateLimit;
  passwordChecksPerUser: RateLimit;
}

export const DEFAULT_IDENTITY_LIMITS: IdentityLimits = {
  // Never a lockout (an attacker could keep the real user out): a captcha is asked instead.
  loginFailuresPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 100, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 30, windowMs: HOUR },
  codeSendsPerUser: { limit: 10, windowMs: HOUR },
  codeSendsPerNumber: { limit: 5, windowMs: HOUR },
  // Each code allows 5 tries (DECISIONS 15); this caps guessing across many fresh codes.
  codeChecksPerUser: { limit: 30, windowMs: HOUR },
  resetRequestsPerEmail: { limit: 5, windowMs: HOUR },
  resetRequestsPerIp: { limit: 30, windowMs: HOUR },
  resetAttemptsPerIp: { limit: 30, windowMs: HOUR },
  passwordChecksPerUser: { limit: 10, windowMs: 15 * MINUTE },
};

export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one attempt; over the limit it answers 429 with `what` and how long to wait, and a
 * Retry-After header when the response is at hand.
 */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  limit: RateLimit,
  what = 'Too many attempts',
  res?: Response,
): Promise<void> {
  const decision = await limiter.hit(key, limit);
  if (decision.allowed) return;
  res?.setHeader('Retry-After', String(decision.retryAfterSeconds));
  throw limitRefusal(decision, what);
}

/** The 429 for a refused attempt: `what`, and how long to wait. */
export function limitRefusal(decision: RateLimitDecision, what: string): DomainError {
  return rateLimited(`${what}. Please try again in ${waitText(decision.retryAfterSeconds)}.`);
}

/** The caller's address as express sees it (behind the proxies app.ts trusts). */
export const clientIp = (req: { ip?: string }) => req.ip ?? 'unknown';
