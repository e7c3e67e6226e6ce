import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import { events, uniquePrefix } from './contract-helpers';
import type { AppendResult, EventStore, StreamAppend } from '@pickup/domain/eventstore/types';
import { createPostgresEventStore } from './postgres';
import { PostgresAdapter } from './postgres-adapter';

type Store = EventStore & { close(): Promise<void> };

let db: TestDatabase;
beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

// One transaction for all the streams, in the plain adapter and through the assembled store.
describe.each([
  ['plain adapter', () => new PostgresAdapter(db.pool, { pollMs: 20 })],
  ['assembled store', () => createPostgresEventStore(db.pool, { pollMs: 20 })],
] as const)('Postgres event store (%s): appending to several streams at once', (_, make) => {
  let store: Store;
  beforeAll(() => {
    store = make();
  });
  afterAll(() => store.close());

  const appendToStreams = (appends: readonly StreamAppend[]): Promise<AppendResult[]> =>
    store.appendToStreams(appends);

  it('stores every stream in one transaction and answers each in the order given', async () => {
    const prefix = uniquePrefix();
    await store.appendToStream(`${prefix}day`, events(2), { expected: 'no_stream' });
    const results = await appendToStreams([
      { stream: `${prefix}day`, events: events(2), expected: 1n },
      { stream: `${prefix}b-order`, events: events(1), expected: 'no_stream' },
      { stream: `${prefix}a-order`, events: events(1), expected: 'no_stream' },
    ]);
    expect(results.map((r) => r.nextVersion)).toEqual([3n, 0n, 0n]);
    expect(new Set(results.map((r) => r.checkpoint.split(':')[0])).size).toBe(1);
    const order = await store.readStream(`${prefix}a-order`);
    expect(order.events.at(-1)?.checkpoint).toBe(results[2]?.checkpoint);
  });

  it('stores nothing when one stream refuses, and says so as a concurrency error', async () => {
    const prefix = uniquePrefix();
    await store.appendToStream(`${prefix}order`, events(1), { expected: 'no_stream' });
    const appending = appendToStreams([
      { stream: `${prefix}day`, events: events(1), expected: 'no_stream' },
      { stream: `${prefix}order`, events: events(1), expected: 'no_stream' },
    ]);
    await expect(appending).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(`${prefix}day`)).exists).toBe(false);
    expect((await store.readStream(`${prefix}order`)).events).toHaveLength(1);
  });
});
