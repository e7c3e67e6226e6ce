import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib/types';
import type pg from 'pg';
import { z } from 'zod';

export interface CaptchaOptions {
  /** Secret that signs challenges; anyone holding it can mint valid ones. */
  hmacKey: string;
  /** Upper bound of the secret number: the proof-of-work cost. Tests use a small one. */
  maxNumber?: number;
  ttlMs?: number;
  now?: () => Date;
}

/** `GET /api/captcha/challenge`: an ALTCHA proof-of-work challenge, signed. */
export const captchaChallengeSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
}) satisfies z.ZodType<Challenge>;

export const DEFAULT_CAPTCHA_MAX_NUMBER = 100_000;
export const DEFAULT_CAPTCHA_TTL_MS = 10 * 60 * 1000;

export interface Captcha {
  /** The JSON for `GET /api/captcha/challenge` (the ALTCHA widget's challengeurl). */
  createChallenge(): Promise<Challenge>;
  /**
   * True for a correct, unexpired solution seen for the first time. The widget sends the
   * payload as base64 JSON (form field `captcha`, alias `recaptcha`); anything else is false.
   */
  verify(payload: unknown): Promise<boolean>;
}

/** ALTCHA proof of work, self-hosted (DECISIONS 22), each solution accepted once. */
export function createCaptcha(pool: pg.Pool, options: CaptchaOptions): Captcha {
  const now = options.now ?? (() => new Date());
  const ttlMs = options.ttlMs ?? DEFAULT_CAPTCHA_TTL_MS;
  return {
    createChallenge: () =>
      createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber ?? DEFAULT_CAPTCHA_MAX_NUMBER,
        expires: new Date(now().getTime() + ttlMs),
      }),

    async verify(input) {
      const payload = parsePayload(input);
      if (!payload) return false;
      // Expiry is checked here, against the injected clock; every challenge we issue has one.
      const expires = Number(extractParams(payload).expires) * 1000;
      const at = now();
      if (!Number.isFinite(expires) || expires <= at.getTime()) return false;
      if (!(await verifySolution(payload, options.hmacKey, false))) return false;
      const first = await pool.query(
        `INSERT INTO captcha_used (signature, expires_at) VALUES ($1, $2)
         ON CONFLICT (signature) DO NOTHING`,
        [payload.signature, new Date(expires)],
      );
      await pool.query(`DELETE FROM captcha_used WHERE expires_at < $1`, [at]);
      return first.rowCount === 1;
    },
  };
}

function parsePayload(input: unknown): Payload | null {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(Buffer.from(input, 'base64').toString('utf8'));
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  const ok =
    // We only issue SHA-256 challenges.
    p.algorithm === 'SHA-256' &&
    typeof p.challenge === 'string' &&
    typeof p.number === 'number' &&
    Number.isSafeInteger(p.number) &&
    typeof p.salt === 'string' &&
    typeof p.signature === 'string';
  return ok ? (value as Payload) : null;
}
