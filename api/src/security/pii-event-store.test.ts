import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { isCaughtUp, type NewEvent, type RecordedEvent } from '@pickup/domain/eventstore/types';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createPii, type Pii } from './pii';
import { withPiiEncryption } from './pii-event-store';
import { createUserKeys } from './user-keys';
import { generateMasterKey, keyringFrom } from './master-keys';

const keyring = keyringFrom(generateMasterKey());

let db: TestDatabase;
let pii: Pii;
const fields = { UserRegistered: ['pii'], OrderPlaced: ['customerName'] };
const metadata = {
  actorId: null,
  actorRole: null,
  correlationId: 'c',
  causationId: null,
  at: '2030-01-01T00:00:00.000Z',
};
const event = (id: string, type: string, data: unknown): NewEvent => ({ id, type, data, metadata });

beforeAll(async () => {
  db = await migratedTestDatabase();
  pii = createPii(createUserKeys(db.pool, keyring));
});
afterAll(() => db.drop());

async function firstEvents(store: ReturnType<typeof withPiiEncryption>, count: number) {
  const controller = new AbortController();
  const seen: RecordedEvent[] = [];
  for await (const item of store.subscribeToAll({ after: 'start', signal: controller.signal })) {
    if (isCaughtUp(item)) break;
    seen.push(item);
    if (seen.length === count) break;
  }
  controller.abort();
  return seen;
}

describe('event store with personal data encryption', () => {
  it('stores only ciphertext and hands readers the plaintext', async () => {
    const raw = new InMemoryEventStore();
    const store = withPiiEncryption(raw, pii, fields);
    const registered = { userId: 'u-1', role: 'customer', pii: { email: 'ann@example.com' } };
    await store.appendToStream('user-u-1', [event('e1', 'UserRegistered', registered)], {
      expected: 'no_stream',
    });
    await store.appendToStream(
      'order-o1',
      [event('e2', 'OrderPlaced', { userId: 'u-1', customerName: 'Ann Lee', total: 1250 })],
      { expected: 'no_stream' },
    );

    expect(JSON.stringify(raw.all().map((e) => e.data))).not.toMatch(/ann@example|Ann Lee/);
    expect((await store.readStream('user-u-1')).events[0]?.data).toEqual(registered);
    const many = await store.readStreams(['user-u-1', 'order-o1']);
    expect(many.get('user-u-1')?.events[0]?.data).toEqual(registered);
    expect(many.get('order-o1')?.events[0]?.data).toMatchObject({ customerName: 'Ann Lee' });
    const seen = await firstEvents(store, 2);
    expect(seen.map((e) => e.data)).toEqual([
      registered,
      { userId: 'u-1', customerName: 'Ann Lee', total: 1250 },
    ]);
  });

  it('after the key is destroyed, the raw events no longer decrypt: readers see null', async () => {
    const raw = new InMemoryEventStore();
    const store = withPiiEncryption(raw, pii, fields);
    await store.appendToStream(
      'user-u-2',
      [event('e1', 'UserRegistered', { role: 'customer', pii: { email: 'bob@example.com' } })],
      { expected: 'no_stream' },
    );
    await store.appendToStream('user-u-2', [event('e2', 'UserDeleted', { userId: 'u-2' })], {
      expected: 0n,
    });
    await pii.destroyKey('u-2');

    const rawPii = (raw.all()[0]?.data as { pii: unknown }).pii;
    expect(await pii.decryptFields('u-2', { pii: rawPii })).toEqual({ pii: null });
    const read = await store.readStream('user-u-2');
    expect(read.events.map((e) => e.data)).toEqual([
      { role: 'customer', pii: null },
      { userId: 'u-2' },
    ]);
    const replayed = await firstEvents(store, 2);
    expect(replayed[0]?.data).toEqual({ role: 'customer', pii: null });
  });

  it('refuses personal data that has no owner to encrypt it for', async () => {
    const store = withPiiEncryption(new InMemoryEventStore(), pii, fields);
    await expect(
      store.appendToStream('order-o9', [event('e1', 'OrderPlaced', { customerName: 'X' })], {
        expected: 'any',
      }),
    ).rejects.toThrow('no owner');
  });
});
