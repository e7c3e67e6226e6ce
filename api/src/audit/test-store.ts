import type { EventStore } from '@pickup/domain/eventstore/types';
import type { WorkloadAppend } from '../../../scripts/bench/workload';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { identityPiiFields } from '../identity/pii-fields';
import { createPii, type Pii } from '../security/pii';
import { withPiiEncryption } from '../security/pii-event-store';
import { createUserKeys } from '../security/user-keys';
import { generateMasterKey, keyringFrom } from '../security/master-keys';

const keyring = keyringFrom(generateMasterKey());

export interface StoreUnderTest {
  db: TestDatabase;
  raw: PostgresEventStore;
  /** Encrypts personal data on append, decrypts on read, as the app's store does. */
  store: EventStore;
  pii: Pii;
  close(): Promise<void>;
}

/** A fresh database with the Postgres event store behind the personal-data decorator. */
export async function storeUnderTest(): Promise<StoreUnderTest> {
  const db = await migratedTestDatabase();
  // A subscription's read-ahead may still be running when the database is dropped.
  db.pool.on('error', () => {});
  const raw = createPostgresEventStore(db.pool);
  const pii = createPii(createUserKeys(db.pool, keyring));
  const store = withPiiEncryption(raw, pii, identityPiiFields);
  return {
    db,
    raw,
    store,
    pii,
    async close() {
      await raw.close();
      await db.drop();
    },
  };
}

/**
 * Appends a workload, several streams at once (as concurrent requests would) but each
 * stream in order; returns how many events were appended and the last checkpoint.
 */
export async function appendWorkload(
  store: EventStore,
  appends: Iterable<WorkloadAppend>,
  inFlight = 8,
): Promise<{ events: number; checkpoint: string }> {
  let events = 0;
  let checkpoint = '';
  let chunk: WorkloadAppend[] = [];
  const flush = async () => {
    const results = await Promise.all(
      chunk.map((a) =>
        store.appendToStream(a.stream, a.events, {
          expected: a.version === 0 ? 'no_stream' : BigInt(a.version - 1),
        }),
      ),
    );
    for (const r of results) if (r.checkpoint > checkpoint) checkpoint = r.checkpoint;
    for (const a of chunk) events += a.events.length;
    chunk = [];
  };
  for (const append of appends) {
    if (chunk.length >= inFlight || chunk.some((a) => a.stream === append.stream)) await flush();
    chunk.push(append);
  }
  await flush();
  return { events, checkpoint };
}
