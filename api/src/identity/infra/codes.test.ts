import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createVerificationCodes } from './codes';

let db: TestDatabase;
let now = new Date('2030-01-01T00:00:00Z');
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const codes = () => createVerificationCodes(db.pool, { pepper: 'test-pepper', now: () => now });

beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db.drop());

async function issue(userId: string, purpose: 'email' | 'phone' = 'phone', target = '5551234567') {
  const r = await codes().issueCode(userId, purpose, target);
  if (!r.ok) throw new Error(`not sent, retry in ${r.retryAfterSeconds}s`);
  return r;
}

describe('verification codes', () => {
  it('a 6-digit code is accepted once and tells which target it verified', async () => {
    const { code, expiresAt } = await issue('u-ok', 'phone', '+1 555 000 1111');
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(10 * 60 * 1000);
    expect(await codes().checkCode('u-ok', 'phone', code)).toEqual({
      outcome: 'ok',
      target: '+1 555 000 1111',
    });
    expect((await codes().checkCode('u-ok', 'phone', code)).outcome).toBe('expired');
  });

  it('stores only a peppered hash of the code', async () => {
    const { code } = await issue('u-hash');
    const { rows } = await db.pool.query(
      `SELECT * FROM verification_codes WHERE user_id = 'u-hash'`,
    );
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('a code is dead after 5 tries, even if the 6th is right', async () => {
    const { code } = await issue('u-tries');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await codes().checkCode('u-tries', 'phone', wrong)).outcome).toBe('wrong');
    expect((await codes().checkCode('u-tries', 'phone', code)).outcome).toBe('too_many_attempts');
  });

  it('concurrent wrong guesses cannot exceed 5 tries', async () => {
    const { code } = await issue('u-burst');
    const wrong = code === '999999' ? '999998' : '999999';
    const results = await Promise.all(
      Array.from({ length: 12 }, () => codes().checkCode('u-burst', 'phone', wrong)),
    );
    expect(results.filter((r) => r.outcome === 'wrong')).toHaveLength(5);
    expect((await codes().checkCode('u-burst', 'phone', code)).outcome).toBe('too_many_attempts');
  });

  it('a code expires after 10 minutes', async () => {
    const { code } = await issue('u-late');
    later(10 * 60 * 1000);
    expect((await codes().checkCode('u-late', 'phone', code)).outcome).toBe('expired');
  });

  it('a new code at most once a minute per user and purpose; the new one replaces the old', async () => {
    const first = await issue('u-resend', 'email', 'a@example.com');
    later(30_000);
    expect(await codes().issueCode('u-resend', 'email', 'a@example.com')).toEqual({
      ok: false,
      retryAfterSeconds: 30,
    });
    // Another purpose is throttled separately.
    await issue('u-resend', 'phone');
    later(30_000);
    const second = await issue('u-resend', 'email', 'a@example.com');
    if (second.code !== first.code)
      expect((await codes().checkCode('u-resend', 'email', first.code)).outcome).toBe('wrong');
    expect((await codes().checkCode('u-resend', 'email', second.code)).outcome).toBe('ok');
  });

  it('concurrent sends for one user send one code', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => codes().issueCode('u-spam', 'phone', '5550000000')),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('checking before any code was sent says so', async () => {
    expect(await codes().checkCode('u-none', 'email', '123456')).toEqual({
      outcome: 'not_sent',
      target: null,
    });
  });
});

describe('password reset tokens', () => {
  it('are single use', async () => {
    const { token } = await codes().issueResetToken('u-reset', 'r@example.com');
    expect(await codes().consumeResetToken(token)).toEqual({
      outcome: 'ok',
      userId: 'u-reset',
      target: 'r@example.com',
    });
    expect(await codes().consumeResetToken(token)).toEqual({ outcome: 'used' });
  });

  it('expire after one hour', async () => {
    const { token, expiresAt } = await codes().issueResetToken('u-reset-late', 'r@example.com');
    expect(expiresAt.getTime() - now.getTime()).toBe(60 * 60 * 1000);
    later(60 * 60 * 1000);
    expect(await codes().consumeResetToken(token)).toEqual({ outcome: 'expired' });
  });

  it('an unknown token, or one replaced by a newer link, is invalid', async () => {
    const old = await codes().issueResetToken('u-reset-twice', 'r@example.com');
    const fresh = await codes().issueResetToken('u-reset-twice', 'r@example.com');
    expect(await codes().consumeResetToken(old.token)).toEqual({ outcome: 'invalid' });
    expect(await codes().consumeResetToken('made-up')).toEqual({ outcome: 'invalid' });
    expect((await codes().consumeResetToken(fresh.token)).outcome).toBe('ok');
  });

  it('are forgotten with the account', async () => {
    const { token } = await codes().issueResetToken('u-deleted', 'd@example.com');
    await codes().deleteForUser('u-deleted');
    expect(await codes().consumeResetToken(token)).toEqual({ outcome: 'invalid' });
  });
});
