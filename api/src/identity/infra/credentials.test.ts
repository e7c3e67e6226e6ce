import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createCredentials } from './credentials';
import { createEmailReservations } from './email-reservations';

let db: TestDatabase;
const now = () => new Date('2030-01-01T00:00:00Z');

beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db.drop());

describe('credentials', () => {
  it('keeps the latest password hash per user and forgets it on deletion', async () => {
    const credentials = createCredentials(db.pool, { now });
    expect(await credentials.getPasswordHash('u-1')).toBeNull();
    await credentials.setPasswordHash('u-1', '$argon2id$first');
    await credentials.setPasswordHash('u-1', '$argon2id$second');
    expect(await credentials.getPasswordHash('u-1')).toBe('$argon2id$second');
    await credentials.deleteForUser('u-1');
    expect(await credentials.getPasswordHash('u-1')).toBeNull();
  });
});

describe('email reservations', () => {
  it('of 20 concurrent sign-ups with one email, exactly one wins', async () => {
    const reservations = createEmailReservations(db.pool, { now });
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reservations.claim(i % 2 ? 'Race@Example.com' : ' race@example.com', `racer-${i}`),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `racer-${claims.indexOf(true)}`;
    expect(await reservations.findUserId('RACE@example.com')).toBe(winner);
  });

  it('a retried claim by the same user succeeds; another user is refused', async () => {
    const reservations = createEmailReservations(db.pool, { now });
    expect(await reservations.claim('same@example.com', 'u-a')).toBe(true);
    expect(await reservations.claim('SAME@example.com', 'u-a')).toBe(true);
    expect(await reservations.claim('same@example.com', 'u-b')).toBe(false);
  });

  it('release frees the email only for its holder; deletion makes every email reusable', async () => {
    const reservations = createEmailReservations(db.pool, { now });
    await reservations.claim('held@example.com', 'u-holder');
    await reservations.release('held@example.com', 'u-intruder');
    expect(await reservations.claim('held@example.com', 'u-new')).toBe(false);
    await reservations.claim('second@example.com', 'u-holder');
    await reservations.releaseAllForUser('u-holder');
    expect(await reservations.claim('held@example.com', 'u-new')).toBe(true);
    expect(await reservations.findUserId('second@example.com')).toBeNull();
  });
});
