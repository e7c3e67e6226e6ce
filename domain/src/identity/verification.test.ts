import { describe, expect, it } from 'vitest';
import {
  afterCodeCheck,
  canSendCode,
  checkCode,
  checkResetToken,
  codeCheckError,
  codeResendError,
  newCodeRecord,
  newResetRecord,
  resetCheckError,
  type CodeRecord,
} from './verification';

const t0 = new Date('2030-01-01T12:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('sending a code', () => {
  it('is allowed when none was sent before', () => {
    expect(canSendCode(null, t0)).toEqual({ ok: true });
  });
  it('is refused within a minute of the last one, saying how long to wait', () => {
    const last = newCodeRecord('hash', t0);
    expect(canSendCode(last, plus(1 * SECOND))).toEqual({ ok: false, retryAfterSeconds: 59 });
    expect(canSendCode(last, plus(59.5 * SECOND))).toEqual({ ok: false, retryAfterSeconds: 1 });
  });
  it('is allowed again a minute after the last one', () => {
    expect(canSendCode(newCodeRecord('hash', t0), plus(MINUTE))).toEqual({ ok: true });
  });
  it('a refusal is a rate-limit error with the wait in the message', () => {
    const error = codeResendError(canSendCode(newCodeRecord('hash', t0), plus(30 * SECOND)));
    expect(error?.kind).toBe('rate_limited');
    expect(error?.message).toBe('Please wait 30 seconds before requesting a new code.');
    expect(codeResendError({ ok: true })).toBeNull();
  });
  it('a new code lives 10 minutes and has no attempts', () => {
    expect(newCodeRecord('hash', t0)).toEqual({
      codeHash: 'hash',
      sentAt: t0,
      expiresAt: plus(10 * MINUTE),
      attempts: 0,
      usedAt: null,
    });
  });
});

describe('checking a code', () => {
  const fresh = newCodeRecord('hash', t0);

  it('accepts the right code within 10 minutes', () => {
    expect(checkCode(fresh, true, plus(10 * MINUTE - 1))).toBe('ok');
  });
  it('says wrong for a wrong code', () => {
    expect(checkCode(fresh, false, plus(MINUTE))).toBe('wrong');
  });
  it('says expired at 10 minutes, even for the right code', () => {
    expect(checkCode(fresh, true, plus(10 * MINUTE))).toBe('expired');
  });
  it('says not sent when there is no code', () => {
    expect(checkCode(null, false, t0)).toBe('not_sent');
  });
  it('allows 5 tries and refuses the sixth, even when right', () => {
    let record: CodeRecord = fresh;
    for (let i = 0; i < 5; i++) {
      const outcome = checkCode(record, false, plus(MINUTE));
      expect(outcome).toBe('wrong');
      record = afterCodeCheck(record, outcome, plus(MINUTE));
    }
    expect(checkCode(record, true, plus(MINUTE))).toBe('too_many_attempts');
  });
  it('the fifth try may still succeed', () => {
    const fourWrong = { ...fresh, attempts: 4 };
    expect(checkCode(fourWrong, true, plus(MINUTE))).toBe('ok');
  });
  it('a code is single use: after success it reads as expired', () => {
    const used = afterCodeCheck(fresh, 'ok', plus(MINUTE));
    expect(used.usedAt).toEqual(plus(MINUTE));
    expect(checkCode(used, true, plus(2 * MINUTE))).toBe('expired');
  });
  it('refused checks leave the record as it was', () => {
    const spent = { ...fresh, attempts: 5 };
    expect(afterCodeCheck(spent, 'too_many_attempts', plus(MINUTE))).toEqual(spent);
    expect(afterCodeCheck(fresh, 'expired', plus(11 * MINUTE))).toEqual(fresh);
  });
  it('a new code starts the count again', () => {
    const record = newCodeRecord('other', plus(2 * MINUTE));
    expect(checkCode(record, true, plus(3 * MINUTE))).toBe('ok');
  });
});

describe('code errors', () => {
  it.each([
    ['wrong', 'validation', 'Invalid verification code'],
    ['expired', 'rule', 'This verification code has expired. Please request a new one.'],
    ['too_many_attempts', 'rate_limited', 'Too many attempts. Please request a new code.'],
    ['not_sent', 'rule', 'Please request a verification code first.'],
  ] as const)('%s answers %s "%s"', (outcome, kind, message) => {
    const error = codeCheckError(outcome);
    expect([error?.kind, error?.message]).toEqual([kind, message]);
  });
  it('a wrong code points at the code field', () => {
    expect(codeCheckError('wrong')?.errors).toEqual([
      { pointer: '/code', detail: 'Invalid verification code' },
    ]);
  });
  it('an accepted code is no error', () => {
    expect(codeCheckError('ok')).toBeNull();
  });
});

describe('password-reset links', () => {
  const link = newResetRecord('token-hash', t0);

  it('live one hour', () => {
    expect(link.expiresAt).toEqual(plus(60 * MINUTE));
    expect(checkResetToken(link, plus(60 * MINUTE - 1))).toBe('ok');
    expect(checkResetToken(link, plus(60 * MINUTE))).toBe('expired');
  });
  it('are single use', () => {
    const used = { ...link, usedAt: plus(MINUTE) };
    expect(checkResetToken(used, plus(2 * MINUTE))).toBe('used');
  });
  it('an unknown token is invalid', () => {
    expect(checkResetToken(null, t0)).toBe('invalid');
  });
  it.each([
    ['invalid', 'This password reset link is invalid.'],
    ['expired', 'This password reset link has expired. Please request a new one.'],
    ['used', 'This password reset link has already been used. Please request a new one.'],
  ] as const)('%s answers "%s"', (outcome, message) => {
    expect(resetCheckError(outcome)?.message).toBe(message);
  });
  it('an accepted link is no error', () => {
    expect(resetCheckError('ok')).toBeNull();
  });
});
