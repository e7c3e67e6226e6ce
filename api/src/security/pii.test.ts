import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createPii } from './pii';
import { createUserKeys } from './user-keys';
import { generateMasterKey, keyringFrom } from './master-keys';

const keyring = keyringFrom(generateMasterKey());

let db: TestDatabase;

beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db.drop());

describe('personal data encryption', () => {
  it('round-trips strings and objects; the stored form reveals nothing', async () => {
    const pii = createPii(createUserKeys(db.pool, keyring));
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
    const pii = createPii(createUserKeys(db.pool, keyring));
    const enc = {
      ...(await pii.encryptFields('u-gone', { email: 'gone@example.com' })),
      plain: 1,
    };
    await pii.destroyKey('u-gone');
    expect(await pii.decryptFields('u-gone', enc)).toEqual({ email: null, plain: 1 });
    // Another process, with no memory of the destruction, reads the same.
    const elsewhere = createPii(createUserKeys(db.pool, keyring));
    expect(await elsewhere.decryptFields('u-gone', enc)).toEqual({ email: null, plain: 1 });
    await expect(elsewhere.encryptFields('u-gone', { email: 'again@example.com' })).rejects.toThrow(
      'destroyed',
    );
    const { rows } = await db.pool.query(`SELECT key FROM user_keys WHERE user_id = 'u-gone'`);
    expect(rows).toEqual([{ key: null }]);
  });

  it('a key read recently is reused, yet a destruction elsewhere shows once the cache expires', async () => {
    const reader = createPii(createUserKeys(db.pool, keyring, { cacheMs: 200 }));
    const enc = await reader.encryptFields('u-cached', { email: 'c@example.com' });
    expect(await reader.decryptFields('u-cached', enc)).toEqual({ email: 'c@example.com' });
    await createPii(createUserKeys(db.pool, keyring)).destroyKey('u-cached');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await reader.decryptFields('u-cached', enc)).toEqual({ email: null });
  });

  it("a value cannot be read as another user's", async () => {
    const pii = createPii(createUserKeys(db.pool, keyring));
    const enc = await pii.encryptFields('u-a', { email: 'a@example.com' });
    await pii.encryptFields('u-b', { warmUp: 'creates the key' });
    expect(await pii.decryptFields('u-b', enc)).toEqual({ email: null });
  });

  it('stores each key wrapped by the master key, unusable under another', async () => {
    const pii = createPii(createUserKeys(db.pool, keyring));
    const enc = await pii.encryptFields('u-wrapped', { email: 'w@example.com' });
    expect(
      await createPii(createUserKeys(db.pool, keyring)).decryptFields('u-wrapped', enc),
    ).toEqual({ email: 'w@example.com' });
    const otherMaster = createPii(createUserKeys(db.pool, keyringFrom(generateMasterKey())));
    await expect(otherMaster.decryptFields('u-wrapped', enc)).rejects.toThrow(
      `master key ${keyring.current.id}, which is not configured`,
    );
    const { rows } = await db.pool.query(
      `SELECT master_key_id, length(key) AS len FROM user_keys WHERE user_id = 'u-wrapped'`,
    );
    expect(rows).toEqual([{ master_key_id: keyring.current.id, len: 60 }]);
  });

  it('concurrent first uses agree on one key', async () => {
    const keys = createUserKeys(db.pool, keyring);
    const got = await Promise.all(Array.from({ length: 10 }, () => keys.keyFor('u-race')));
    expect(new Set(got.map((k) => k?.toString('hex'))).size).toBe(1);
  });
});
