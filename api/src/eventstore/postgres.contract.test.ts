import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import type { EventStore, NewEvent } from '@pickup/domain/eventstore/types';
import { eventStoreContract } from './contract';
import { caughtUpCount, caughtUpWith, events, watch } from './contract-helpers';
import { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres';
import { APPEND_SQL, appendParams, PostgresAdapter, toConcurrencyError } from './postgres-adapter';
import { RETRY_SQLSTATE } from './postgres-schema';

type ClosableStore = EventStore & { close(): Promise<void> };

/*
 * Both forms keep the port's contract: the plain adapter alone, and the production store
 * with its batching, shared tail and coalesced notifications around it.
 */
const forms: [string, (pool: pg.Pool, opts: PostgresEventStoreOptions) => ClosableStore][] = [
  ['Postgres plain adapter', (pool, opts) => new PostgresAdapter(pool, opts)],
  ['Postgres production store', (pool, opts) => createPostgresEventStore(pool, opts)],
];

for (const [name, create] of forms) {
  const openStore = async (): Promise<{ db: TestDatabase; store: ClosableStore }> => {
    const db = await migratedTestDatabase();
    return { db, store: create(db.pool, { pollMs: 20, batchSize: 7 }) };
  };

  eventStoreContract(name, async () => {
    const { db, store } = await openStore();
    return {
      store,
      async cleanup() {
        await store.close();
        await db.drop();
      },
      async holdOpenAppend(stream, evs) {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        await client.query('BEGIN');
        await client.query(APPEND_SQL, appendParams(stream, evs, 'any'));
        return {
          commit: () =>
            client
              .query('COMMIT')
              .then(() => {})
              .finally(() => client.end()),
        };
      },
    };
  });

  describe(name, () => {
    let db: TestDatabase;
    let store: ClosableStore;
    beforeAll(async () => {
      ({ db, store } = await openStore());
    });
    afterAll(async () => {
      await store.close();
      await db.drop();
    });

    it('refuses, to be tried again, an append from a transaction older than the last writer', async () => {
      const older = new pg.Client({ connectionString: db.url });
      await older.connect();
      try {
        await older.query('BEGIN');
        await older.query('SELECT pg_current_xact_id()');
        await store.appendToStream('order-1', events(1), { expected: 'any' });
        const refusal = await older
          .query(APPEND_SQL, appendParams('order-1', events(1), 'any'))
          .then(
            () => undefined,
            (e: unknown) => e,
          );
        // Not a version conflict: the adapter appends again in a new transaction.
        expect((refusal as { code?: unknown }).code).toBe(RETRY_SQLSTATE);
        const err = toConcurrencyError(refusal, 'order-1', 'any');
        expect(err).toBeInstanceOf(ConcurrencyError);
        expect(err?.actual).toBe(0n);
        await older.query('ROLLBACK');
      } finally {
        await older.end();
      }
      expect((await store.readStream('order-1')).version).toBe(0n);
    });

    it('refuses, as a conflict, event ids already in the stream even when the version matches', async () => {
      const [a, b] = events(2) as [NewEvent, NewEvent];
      await store.appendToStream('order-2', [a], { expected: 'no_stream' });
      const err = await store.appendToStream('order-2', [b, a], { expected: 0n }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream('order-2')).version).toBe(0n);
    });

    it('wakes an idle subscriber on an append instead of waiting for its next poll', async () => {
      const patient = create(db.pool, { pollMs: 60_000 });
      const w = watch(patient, { after: 'end', filter: { streamPrefixes: ['menu-'] } });
      try {
        await w.until((items) => caughtUpCount(items) >= 1);
        // Room for the listener to connect; a notification sent before it listens is lost.
        await new Promise((r) => setTimeout(r, 500));
        await store.appendToStream('menu-1', events(1), { expected: 'no_stream' });
        await w.until(caughtUpWith(1), 5_000);
      } finally {
        await w.stop();
        await patient.close();
      }
    });

    it('stores the versions as numbers a reader can rely on past 2^53', async () => {
      const big = 2n ** 60n;
      await db.pool.query(
        `INSERT INTO streams (stream_id, version, last_transaction_id) VALUES ('big-1', $1, '0')`,
        [big.toString()],
      );
      const result = await store.appendToStream('big-1', events(1), { expected: big });
      expect(result.nextVersion).toBe(big + 1n);
      const read = await store.readStream('big-1', { fromVersion: big });
      expect(read.events.map((e) => e.version)).toEqual([big + 1n]);
    });
  });
}
