import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import {
  migratedTestDatabase,
  type TestDatabase,
  testPool,
} from '@pickup/projections/testing/test-database';
import { createRateLimiter } from './rate-limit';

let db: TestDatabase;
let otherProcess: pg.Pool;
let now = new Date('2030-01-01T00:00:00Z');
const clock = () => now;
const perMinute = (limit: number) => ({ limit, windowMs: 60_000 });

beforeAll(async () => {
  db = await migratedTestDatabase();
  otherProcess = testPool({ connectionString: db.url, max: 10 });
});
afterAll(async () => {
  await otherProcess.end();
  await db.drop();
});

describe('rate limiter', () => {
  it('allows up to the limit in a window, then says how long to wait', async () => {
    const limiter = createRateLimiter(db.pool, { now: clock });
    now = new Date('2030-01-01T00:00:15Z');
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('login:a', perMinute(3)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[2]?.remaining).toBe(0);
    expect(results[3]?.retryAfterSeconds).toBe(45);
    now = new Date('2030-01-01T00:01:00Z');
    expect((await limiter.hit('login:a', perMinute(3))).allowed).toBe(true);
  });

  it('holds across two processes hitting the same key at once', async () => {
    const a = createRateLimiter(db.pool, { now: clock });
    const b = createRateLimiter(otherProcess, { now: clock });
    const hits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit('contact:ip', perMinute(10))),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
  });

  it('counts many keys in one call as that many single hits would', async () => {
    const limiter = createRateLimiter(db.pool, { now: clock });
    await limiter.hit('many:a', perMinute(2));
    const hits = await limiter.hitMany(['many:a', 'many:b', 'many:a', 'many:b'], perMinute(2));
    // many:a had one hit already: its two more are the 2nd (allowed) and 3rd (refused).
    expect(hits.map((h) => h.allowed)).toEqual([true, true, false, true]);
    expect(hits.map((h) => h.remaining)).toEqual([0, 1, 0, 0]);
    expect((await limiter.hit('many:b', perMinute(2))).allowed).toBe(false);
    expect(await limiter.hitMany([], perMinute(2))).toEqual([]);
  });

  it('keeps keys apart, and reset clears one key', async () => {
    const limiter = createRateLimiter(db.pool, { now: clock });
    await limiter.hit('k:1', perMinute(1));
    expect((await limiter.hit('k:1', perMinute(1))).allowed).toBe(false);
    expect((await limiter.hit('k:2', perMinute(1))).allowed).toBe(true);
    await limiter.reset('k:1');
    expect((await limiter.hit('k:1', perMinute(1))).allowed).toBe(true);
  });

  it('prunes windows that ended', async () => {
    const limiter = createRateLimiter(db.pool, { now: clock });
    await limiter.hit('old', perMinute(5));
    now = new Date(now.getTime() + 10 * 60_000);
    await limiter.hit('new', perMinute(5));
    expect(await limiter.prune(new Date(now.getTime() - 60_000))).toBeGreaterThan(0);
    const { rows } = await db.pool.query(`SELECT key FROM rate_limits`);
    expect(rows.map((r) => r.key)).toEqual(['new']);
  });
});
