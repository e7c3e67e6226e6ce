import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import { events, uniquePrefix } from './contract-helpers';
import { createPostgresEventStore, type PostgresEventStore } from './postgres';

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await migratedTestDatabase();
  store = createPostgresEventStore(db.pool, { pollMs: 20 });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('Postgres event store under concurrent calls (group commit)', () => {
  it('stores every one of many concurrent appends to different streams, each once', async () => {
    const prefix = uniquePrefix();
    const names = Array.from({ length: 40 }, (_, i) => `${prefix}s${i}`);
    const results = await Promise.all(
      names.map((s) => store.appendToStream(s, events(2), { expected: 'no_stream' })),
    );
    expect(results.every((r) => r.nextVersion === 1n)).toBe(true);
    expect(new Set(results.map((r) => r.checkpoint)).size).toBe(names.length);
    // Appends that waited for a commit shared the next one: fewer transactions than appends.
    const transactions = new Set(results.map((r) => r.checkpoint.split(':')[0]));
    expect(transactions.size).toBeLessThan(names.length);
    const reads = await Promise.all(names.map((s) => store.readStream(s)));
    expect(reads.map((r) => r.events.length)).toEqual(names.map(() => 2));
    // Each result names its own stream's last event.
    reads.forEach((r, i) => expect(r.events.at(-1)?.checkpoint).toBe(results[i]?.checkpoint));
  });

  it('refuses only the append whose expected version is wrong; the others are stored', async () => {
    const prefix = uniquePrefix();
    await store.appendToStream(`${prefix}taken`, events(1), { expected: 'no_stream' });
    const names = Array.from({ length: 10 }, (_, i) => `${prefix}s${i}`);
    const outcomes = await Promise.all([
      ...names.map((s) => settle(store.appendToStream(s, events(1), { expected: 'no_stream' }))),
      settle(store.appendToStream(`${prefix}taken`, events(1), { expected: 'no_stream' })),
    ]);
    const refused = outcomes.at(-1);
    expect(refused?.ok).toBe(false);
    expect(refused && !refused.ok && refused.error).toBeInstanceOf(ConcurrencyError);
    expect(outcomes.slice(0, -1).every((o) => o.ok)).toBe(true);
    expect((await store.readStream(`${prefix}taken`)).events).toHaveLength(1);
    const stored = await store.readStreams(names);
    expect([...stored.values()].every((r) => r.events.length === 1)).toBe(true);
  });

  it('lets exactly one of many concurrent creators of one stream win', async () => {
    const stream = `${uniquePrefix()}one`;
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        settle(store.appendToStream(stream, events(1), { expected: 'no_stream' })),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect((await store.readStream(stream)).events).toHaveLength(1);
  });

  it('answers concurrent reads of the same and different streams each with its own streams', async () => {
    const prefix = uniquePrefix();
    await store.appendToStream(`${prefix}a`, events(3), { expected: 'no_stream' });
    await store.appendToStream(`${prefix}b`, events(1), { expected: 'no_stream' });
    const [a, b, both, missing] = await Promise.all([
      store.readStream(`${prefix}a`),
      store.readStream(`${prefix}b`),
      store.readStreams([`${prefix}b`, `${prefix}a`, `${prefix}a`]),
      store.readStream(`${prefix}none`),
    ]);
    expect(a.events.map((e) => e.version)).toEqual([0n, 1n, 2n]);
    expect(b.version).toBe(0n);
    expect([...both.keys()]).toEqual([`${prefix}b`, `${prefix}a`]);
    expect(both.get(`${prefix}a`)?.events).toHaveLength(3);
    expect(missing).toEqual({ events: [], version: -1n, exists: false });
  });
});
