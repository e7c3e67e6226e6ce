import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { migrate } from '../db/migrate';
import { securityMigrations } from './migrations';
import { createPii } from './pii';
import { createUserKeys } from './user-keys';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  await migrate(db.pool, securityMigrations);
});
afterAll(() => db.drop());

describe('personal data encryption', () => {
  it('round-trips strings and objects; the stored form reveals nothing', async () => {
    const pii = createPii(createUserKeys(db.pool));
    const enc = await pii.encryptFields('u-1', {
      email: 'ann@example.com',
      name: { first: 'Ann', last: 'Lee' },
      phone: null,
    });
    expect(enc.email).toMatch(/^enc:v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(JSON.stringify(enc)).not.toMatch(/ann@|Ann|Lee/);
    expect(enc.phone).toBeNull();
    expect(await pii.decryptFields('u-1', enc)).toEqual({
      email: 'ann@example.com',
      name: { first: 'Ann', last: 'Lee' },
      phone: null,
    });
  });

  it('after the key is destroyed, the values read as null and new data is refused', async () => {
    const pii = createPii(createUserKeys(db.pool));
    const enc = {
      ...(await pii.encryptFields('u-gone', { email: 'gone@example.com' })),
      plain: 1,
    };
    await pii.destroyKey('u-gone');
    expect(await pii.decryptFields('u-gone', enc)).toEqual({ email: null, plain: 1 });
    // Another process, with no memory of the destruction, reads the same.
    const elsewhere = createPii(createUserKeys(db.pool));
    expect(await elsewhere.decryptFields('u-gone', enc)).toEqual({ email: null, plain: 1 });
    await expect(elsewhere.encryptFields('u-gone', { email: 'again@example.com' })).rejects.toThrow(
      'destroyed',
    );
    const { rows } = await db.pool.query(`SELECT key FROM user_keys WHERE user_id = 'u-gone'`);
    expect(rows).toEqual([{ key: null }]);
  });

  it('a key read recently is reused, yet a destruction elsewhere shows once the cache expires', async () => {
    const reader = createPii(createUserKeys(db.pool, { cacheMs: 200 }));
    const enc = await reader.encryptFields('u-cached', { email: 'c@example.com' });
    expect(await reader.decryptFields('u-cached', enc)).toEqual({ email: 'c@example.com' });
    await createPii(createUserKeys(db.pool)).destroyKey('u-cached');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await reader.decryptFields('u-cached', enc)).toEqual({ email: null });
  });

  it("a value cannot be read as another user's", async () => {
    const pii = createPii(createUserKeys(db.pool));
    const enc = await pii.encryptFields('u-a', { email: 'a@example.com' });
    await pii.encryptFields('u-b', { warmUp: 'creates the key' });
    expect(await pii.decryptFields('u-b', enc)).toEqual({ email: null });
  });

  it('with a master key, stored keys are wrapped and unusable without it', async () => {
    const masterKey = randomBytes(32);
    const pii = createPii(createUserKeys(db.pool, { masterKey }));
    const enc = await pii.encryptFields('u-wrapped', { email: 'w@example.com' });
    expect(
      await createPii(createUserKeys(db.pool, { masterKey })).decryptFields('u-wrapped', enc),
    ).toEqual({ email: 'w@example.com' });
    const withoutMaster = createPii(createUserKeys(db.pool));
    await expect(withoutMaster.decryptFields('u-wrapped', enc)).rejects.toThrow('master key');
    const { rows } = await db.pool.query(
      `SELECT wrapped, length(key) AS len FROM user_keys WHERE user_id = 'u-wrapped'`,
    );
    expect(rows).toEqual([{ wrapped: true, len: 60 }]);
  });

  it('concurrent first uses agree on one key', async () => {
    const keys = createUserKeys(db.pool);
    const got = await Promise.all(Array.from({ length: 10 }, () => keys.keyFor('u-race')));
    expect(new Set(got.map((k) => k?.toString('hex'))).size).toBe(1);
  });
});
