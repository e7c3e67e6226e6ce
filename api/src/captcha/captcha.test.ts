import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createCaptcha } from './captcha';

let db: TestDatabase;
let now = new Date();
const options = { hmacKey: 'captcha-test-key', maxNumber: 2000, now: () => now };

beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db.drop());

/** What the ALTCHA widget does in the browser: solve, then send base64 JSON. */
async function solve(challenge: Challenge, overrides: { number?: number } = {}): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', 2000)
    .promise;
  if (!solution) throw new Error('no solution found');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: overrides.number ?? solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('captcha', () => {
  it('accepts a solved challenge once; the replay is refused', async () => {
    const captcha = createCaptcha(db.pool, options);
    const challenge = await captcha.createChallenge();
    expect(challenge.maxnumber).toBe(2000);
    const payload = await solve(challenge);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
    // Another process shares the memory of used solutions.
    expect(await createCaptcha(db.pool, options).verify(payload)).toBe(false);
  });

  it('refuses a wrong answer and a challenge signed with another key', async () => {
    const captcha = createCaptcha(db.pool, options);
    const challenge = await captcha.createChallenge();
    const right = await solve(challenge);
    const number = (JSON.parse(Buffer.from(right, 'base64').toString()) as { number: number })
      .number;
    expect(await captcha.verify(await solve(challenge, { number: number + 1 }))).toBe(false);
    const foreign = createCaptcha(db.pool, { ...options, hmacKey: 'someone-else' });
    expect(await captcha.verify(await solve(await foreign.createChallenge()))).toBe(false);
    expect(await captcha.verify(right)).toBe(true);
  });

  it('refuses a solution after the challenge expired', async () => {
    const captcha = createCaptcha(db.pool, { ...options, ttlMs: 60_000 });
    const payload = await solve(await captcha.createChallenge());
    now = new Date(now.getTime() + 61_000);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('answers false, never throws, for garbage', async () => {
    const captcha = createCaptcha(db.pool, options);
    for (const junk of [undefined, null, '', 'not base64 json', 42, {}, { number: 'x' }])
      expect(await captcha.verify(junk)).toBe(false);
  });
});
