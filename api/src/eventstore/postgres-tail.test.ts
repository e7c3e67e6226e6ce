import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestDatabase,
  migratedTestDatabase,
  type TestDatabase,
} from '@pickup/projections/testing/test-database';
import type { EventStore, RecordedEvent } from '@pickup/domain/eventstore/types';
import { caughtUpCount, events, newEvent, uniquePrefix, watch } from './contract-helpers';
import { createPostgresEventStore, type PostgresEventStore } from './postgres';

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await migratedTestDatabase();
  // Small pages: the shared tail keeps only 2 × 5 events, so bursts overflow it.
  store = createPostgresEventStore(db.pool, { pollMs: 20, batchSize: 5 });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

const ids = (evs: RecordedEvent[]) => evs.map((e) => e.id);

/** A subscriber that takes `delayMs` over each event, falling behind a fast writer. */
function slowWatch(s: EventStore, prefix: string, delayMs: number) {
  const controller = new AbortController();
  const seen: RecordedEvent[] = [];
  let caughtUp = 0;
  const running = (async () => {
    for await (const item of s.subscribeToAll({
      after: 'end',
      filter: { streamPrefixes: [prefix] },
      signal: controller.signal,
    })) {
      if ('caughtUp' in item) caughtUp++;
      else {
        seen.push(item);
        await new Promise((r) => setTimeout(r, delayMs));
      }
    }
  })();
  return {
    seen,
    caughtUp: () => caughtUp,
    stop: async () => {
      controller.abort();
      await running;
    },
  };
}

describe('live subscriptions sharing one tail of the log', () => {
  it('gives each live subscriber exactly its own events, in order, through bursts larger than the tail', async () => {
    const prefix = uniquePrefix();
    const a = watch(store, { after: 'end', filter: { streamPrefixes: [`${prefix}a-`] } });
    const b = watch(store, { after: 'end', filter: { streamPrefixes: [`${prefix}b-`] } });
    const typed = watch(store, {
      after: 'end',
      filter: { streamPrefixes: [prefix], eventTypes: ['Special'] },
    });
    const slow = slowWatch(store, prefix, 15);
    try {
      await Promise.all([a, b, typed].map((w) => w.until((items) => caughtUpCount(items) > 0)));
      await expect.poll(() => slow.caughtUp()).toBeGreaterThan(0);

      const appended: RecordedEvent[] = [];
      for (let round = 0; round < 6; round++) {
        // Concurrent appends to several streams, some of them 'Special'.
        await Promise.all(
          [`a-${round}`, `b-${round}`, `a-x${round}`].map((s, i) =>
            store.appendToStream(
              `${prefix}${s}`,
              i === 2 ? [newEvent('Special'), ...events(2)] : events(3),
              { expected: 'no_stream' },
            ),
          ),
        );
      }
      const all = await Promise.all(
        Array.from({ length: 6 }, (_, round) =>
          store.readStreams([`${prefix}a-${round}`, `${prefix}b-${round}`, `${prefix}a-x${round}`]),
        ),
      );
      for (const reads of all) for (const r of reads.values()) appended.push(...r.events);
      appended.sort((x, y) => (x.checkpoint < y.checkpoint ? -1 : 1));
      const expectOf = (pred: (e: RecordedEvent) => boolean) => ids(appended.filter(pred));

      await a.until(() => a.events().length >= 36);
      await b.until(() => b.events().length >= 18);
      await typed.until(() => typed.events().length >= 6);
      await expect.poll(() => slow.seen.length, { timeout: 60_000 }).toBe(54);

      expect(ids(a.events())).toEqual(expectOf((e) => e.stream.startsWith(`${prefix}a-`)));
      expect(ids(b.events())).toEqual(expectOf((e) => e.stream.startsWith(`${prefix}b-`)));
      expect(ids(typed.events())).toEqual(expectOf((e) => e.type === 'Special'));
      // The slow one fell further behind than the tail holds, and still missed nothing.
      expect(ids(slow.seen)).toEqual(ids(appended));
    } finally {
      await Promise.all([a.stop(), b.stop(), typed.stop(), slow.stop()]);
    }
  });
});

describe("a subscription from 'end'", () => {
  it('delivers none of the events committed before it, while another database holds the horizon back', async () => {
    // Postgres's transaction horizon is the whole server's: a transaction open in another
    // database leaves this database's latest commits above it.
    const other = await createTestDatabase(inject('pgAdminUrl'));
    const held = await other.pool.connect();
    try {
      await held.query('BEGIN');
      await held.query('SELECT pg_current_xact_id()');
      const prefix = uniquePrefix();
      await store.appendToStream(`${prefix}a`, events(2), { expected: 'no_stream' });
      const w = watch(store, { after: 'end', filter: { streamPrefixes: [prefix] } });
      try {
        await w.until((items) => caughtUpCount(items) >= 1);
        const later = newEvent('Later');
        await store.appendToStream(`${prefix}a`, [later], { expected: 1n });
        await held.query('COMMIT');
        await w.until((items) => w.events().length >= 1 && caughtUpCount(items) >= 2);
        expect(ids(w.events())).toEqual([later.id]);
      } finally {
        await w.stop();
      }
    } finally {
      await held.query('ROLLBACK').catch(() => {});
      held.release();
      await other.drop();
    }
  });
});
