import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createRefreshTokens } from './refresh-tokens';
import { createSessions, type Sessions } from './sessions';
import { createAccessTokens } from './tokens';

let db: TestDatabase;
let now = new Date('2030-01-01T00:00:00Z');
const clock = () => now;

beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db.drop());

describe('refresh tokens', () => {
  it('are stored only as hashes', async () => {
    const tokens = createRefreshTokens(db.pool, { now: clock });
    const { token } = await tokens.issue('u-hash');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await db.pool.query(
      `SELECT token_hash FROM refresh_tokens WHERE user_id = 'u-hash'`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('end with the session cap, however often they were rotated', async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = now;
    try {
      const tokens = createRefreshTokens(db.pool, { now: clock, maxSessionMs: 10 * day });
      let current = (await tokens.issue('u-cap')).token;
      for (let d = 3; d <= 9; d += 3) {
        now = new Date(start.getTime() + d * day);
        const rotated = await tokens.rotate(current);
        if (!rotated.ok) throw new Error(`day ${d}: ${rotated.reason}`);
        expect(rotated.expiresAt.getTime()).toBe(start.getTime() + 10 * day);
        current = rotated.token;
      }
      now = new Date(start.getTime() + 10 * day);
      expect(await tokens.rotate(current)).toEqual({ ok: false, reason: 'expired' });
    } finally {
      now = start;
    }
  });

  it('rotate gives a new token and the old one cannot be used again', async () => {
    const tokens = createRefreshTokens(db.pool, { now: clock });
    const first = await tokens.issue('u-rot');
    const second = await tokens.rotate(first.token);
    expect(second).toMatchObject({ ok: true, userId: 'u-rot', familyId: first.familyId });
    if (!second.ok) throw new Error('unreachable');
    expect(second.token).not.toBe(first.token);
    const third = await tokens.rotate(second.token);
    expect(third.ok).toBe(true);
  });

  it('presenting a used token revokes the whole family, including the newest token', async () => {
    const tokens = createRefreshTokens(db.pool, { now: clock });
    const stolen = await tokens.issue('u-reuse');
    const other = await tokens.issue('u-reuse');
    const legit = await tokens.rotate(stolen.token);
    if (!legit.ok) throw new Error('unreachable');
    expect(await tokens.rotate(stolen.token)).toEqual({ ok: false, reason: 'reused' });
    expect(await tokens.rotate(legit.token)).toEqual({ ok: false, reason: 'revoked' });
    // Another device's session (another family) survives.
    expect((await tokens.rotate(other.token)).ok).toBe(true);
  });

  it('refuses expired and unknown tokens', async () => {
    const tokens = createRefreshTokens(db.pool, { now: clock, ttlMs: 60_000 });
    const t = await tokens.issue('u-exp');
    now = new Date(now.getTime() + 61_000);
    expect(await tokens.rotate(t.token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.rotate('nope')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('when one token is rotated concurrently, exactly one rotation wins', async () => {
    const tokens = createRefreshTokens(db.pool, { now: clock });
    const t = await tokens.issue('u-race');
    const results = await Promise.all(Array.from({ length: 10 }, () => tokens.rotate(t.token)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // The losers look like reuse, so the family (the winner's new token too) is revoked.
    const winner = results.find((r) => r.ok);
    if (!winner?.ok) throw new Error('unreachable');
    expect(await tokens.rotate(winner.token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('revokeAllForUser ends every session of that user only', async () => {
    const tokens = createRefreshTokens(db.pool, { now: clock });
    const a = await tokens.issue('u-all');
    const b = await tokens.issue('u-all');
    const someoneElse = await tokens.issue('u-keep');
    expect(await tokens.revokeAllForUser('u-all')).toBe(2);
    expect(await tokens.rotate(a.token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await tokens.rotate(b.token)).toEqual({ ok: false, reason: 'revoked' });
    expect((await tokens.rotate(someoneElse.token)).ok).toBe(true);
  });

  it('revokeFamilyOf logs out one session and leaves the others', async () => {
    const tokens = createRefreshTokens(db.pool, { now: clock });
    const phone = await tokens.issue('u-one');
    const laptop = await tokens.issue('u-one');
    await tokens.revokeFamilyOf(phone.token);
    await tokens.revokeFamilyOf('unknown-token');
    expect(await tokens.rotate(phone.token)).toEqual({ ok: false, reason: 'revoked' });
    expect((await tokens.rotate(laptop.token)).ok).toBe(true);
  });
});

describe('sessions', () => {
  const access = createAccessTokens({ secret: 'session-test-secret-32-bytes-long!!', now: clock });
  const roles = new Map([['u-s', { role: 'customer' as const, mustChangePassword: true }]]);
  let sessions: Sessions;
  beforeAll(() => {
    sessions = createSessions({
      access,
      refresh: createRefreshTokens(db.pool, { now: clock }),
      loadActor: async (userId) => {
        const r = roles.get(userId);
        return r ? { userId, ...r } : null;
      },
    });
  });

  it('a refreshed access token carries the role and mustChangePassword as they are now', async () => {
    const started = await sessions.start({
      userId: 'u-s',
      role: 'customer',
      mustChangePassword: true,
    });
    expect(await access.verify(started.accessToken)).toMatchObject({ mustChangePassword: true });
    roles.set('u-s', { role: 'customer', mustChangePassword: false });
    const refreshed = await sessions.refresh(started.refreshToken);
    expect(refreshed?.sessionId).toBe(started.sessionId);
    expect(await access.verify(refreshed?.accessToken ?? '')).toEqual({
      userId: 'u-s',
      role: 'customer',
      mustChangePassword: false,
    });
  });

  it('refuses to refresh once the account is gone', async () => {
    roles.set('u-gone', { role: 'customer', mustChangePassword: false });
    const started = await sessions.start({
      userId: 'u-gone',
      role: 'customer',
      mustChangePassword: false,
    });
    roles.delete('u-gone');
    expect(await sessions.refresh(started.refreshToken)).toBeNull();
  });
});
