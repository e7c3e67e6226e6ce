import { rateLimited, ruleBroken, validation, type DomainError } from '../shared/errors';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_MS, CODE_TTL_MS, RESET_TTL_MS } from './constants';

/**
 * Rules for verification codes and password-reset links (DECISIONS 15), as pure functions
 * over the rows the API keeps in its credentials table. The API generates and hashes the
 * secrets and compares them; these functions say what that comparison means.
 */

/** One email or phone code: the phone code is shared by SMS and call. */
export interface CodeRecord {
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
  /** Checks made against this code so far, right or wrong. */
  attempts: number;
  usedAt: Date | null;
}

export type CodePurpose = 'email' | 'phone';

export const CODE_WRONG_MESSAGE = 'Invalid verification code';
export const CODE_EXPIRED_MESSAGE = 'This verification code has expired. Please request a new one.';
export const CODE_TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please request a new code.';
export const CODE_NOT_SENT_MESSAGE = 'Please request a verification code first.';
export const codeResendMessage = (retryAfterSeconds: number) =>
  `Please wait ${retryAfterSeconds} seconds before requesting a new code.`;

export type SendDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A new code at most once a minute, counted from the last one sent for the same purpose. */
export function canSendCode(last: Pick<CodeRecord, 'sentAt'> | null, now: Date): SendDecision {
  if (last === null) return { ok: true };
  const wait = last.sentAt.getTime() + CODE_RESEND_MS - now.getTime();
  if (wait <= 0) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) };
}

/** The record to store for a freshly sent code; it replaces the previous one. */
export function newCodeRecord(codeHash: string, now: Date): CodeRecord {
  return {
    codeHash,
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    attempts: 0,
    usedAt: null,
  };
}

export type CodeCheck = 'ok' | 'expired' | 'too_many_attempts' | 'wrong' | 'not_sent';

/**
 * What a submitted code means. `matches` is the API's hash comparison. The attempt limit is
 * checked before the match, so the right code guessed on the sixth try is still refused.
 * A used code counts as expired: codes are single use.
 */
export function checkCode(record: CodeRecord | null, matches: boolean, now: Date): CodeCheck {
  if (record === null) return 'not_sent';
  if (record.usedAt !== null || now.getTime() >= record.expiresAt.getTime()) return 'expired';
  if (record.attempts >= CODE_MAX_ATTEMPTS) return 'too_many_attempts';
  return matches ? 'ok' : 'wrong';
}

/** The record to store after a check: every counted try uses up an attempt; success uses the code. */
export function afterCodeCheck(record: CodeRecord, outcome: CodeCheck, now: Date): CodeRecord {
  switch (outcome) {
    case 'ok':
      return { ...record, attempts: record.attempts + 1, usedAt: now };
    case 'wrong':
      return { ...record, attempts: record.attempts + 1 };
    case 'expired':
    case 'too_many_attempts':
    case 'not_sent':
      return record;
    default: {
      const _never: never = outcome;
      return _never;
    }
  }
}

/** The error to answer with, or null when the code was accepted. */
export function codeCheckError(outcome: CodeCheck): DomainError | null {
  switch (outcome) {
    case 'ok':
      return null;
    case 'wrong':
      return validation(CODE_WRONG_MESSAGE, [{ pointer: '/code', detail: CODE_WRONG_MESSAGE }]);
    case 'expired':
      return ruleBroken(CODE_EXPIRED_MESSAGE);
    case 'too_many_attempts':
      return rateLimited(CODE_TOO_MANY_ATTEMPTS_MESSAGE);
    case 'not_sent':
      return ruleBroken(CODE_NOT_SENT_MESSAGE);
    default: {
      const _never: never = outcome;
      return _never;
    }
  }
}

export function codeResendError(decision: SendDecision): DomainError | null {
  return decision.ok ? null : rateLimited(codeResendMessage(decision.retryAfterSeconds));
}

// --- password-reset links --------------------------------------------------------------

export interface ResetRecord {
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export const RESET_INVALID_MESSAGE = 'This password reset link is invalid.';
export const RESET_EXPIRED_MESSAGE =
  'This password reset link has expired. Please request a new one.';
export const RESET_USED_MESSAGE =
  'This password reset link has already been used. Please request a new one.';

export type ResetCheck = 'ok' | 'invalid' | 'expired' | 'used';

export function newResetRecord(tokenHash: string, now: Date): ResetRecord {
  return { tokenHash, expiresAt: new Date(now.getTime() + RESET_TTL_MS), usedAt: null };
}

/** `record` is the row found by the token's hash, or null when no row matches. */
export function checkResetToken(record: ResetRecord | null, now: Date): ResetCheck {
  if (record === null) return 'invalid';
  if (record.usedAt !== null) return 'used';
  if (now.getTime() >= record.expiresAt.getTime()) return 'expired';
  return 'ok';
}

export function resetCheckError(outcome: ResetCheck): DomainError | null {
  switch (outcome) {
    case 'ok':
      return null;
    case 'invalid':
      return ruleBroken(RESET_INVALID_MESSAGE);
    case 'expired':
      return ruleBroken(RESET_EXPIRED_MESSAGE);
    case 'used':
      return ruleBroken(RESET_USED_MESSAGE);
    default: {
      const _never: never = outcome;
      return _never;
    }
  }
}
