import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { matchesFilter, type SubscriptionFilter } from '@pickup/domain/eventstore/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing/test-database';
import { oneAtATime, schemaOf } from './projection';
import { ProjectionRunner } from './runner';
import { widestFilter } from './rebuild-replay';
import {
  appendEvents,
  applications,
  listProjection,
  runnerDatabase,
  storedCheckpoint,
} from './test-support';

let db: TestDatabase;
beforeAll(async () => {
  db = await runnerDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('widestFilter', () => {
  const events = ['menu-1', 'order-1', 'user-1'].flatMap((stream) =>
    ['A', 'B', 'C'].map((type) => ({ stream, type })),
  );
  const taken = (filter: SubscriptionFilter | undefined) =>
    events.filter((e) => matchesFilter(e, filter));

  it('lets through every event that any of the filters lets through', () => {
    const filters: SubscriptionFilter[] = [
      { streamPrefixes: ['menu-'], eventTypes: ['A'] },
      { streamPrefixes: ['order-'] },
      { streamPrefixes: ['menu-'], eventTypes: ['C'] },
    ];
    const widest = widestFilter(filters);
    for (const f of filters) expect(taken(widest)).toEqual(expect.arrayContaining(taken(f)));
    expect(taken(widest).some((e) => e.stream === 'user-1')).toBe(false);
  });

  it('takes everything when one projection takes everything', () => {
    expect(widestFilter([{ streamPrefixes: ['menu-'] }, undefined])).toBeUndefined();
  });
});

describe('rebuildMany', () => {
  it('rebuilds each projection from one read of the log, each with exactly its own events, while events keep arriving', async () => {
    const store = new InMemoryEventStore();
    let rebuilding = false;
    let appendedDuring: Promise<string> | null = null;
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [
        listProjection({ name: 'menus_only', streamPrefix: 'menu-' }),
        listProjection({
          name: 'orders_only',
          streamPrefix: 'order-',
          // Events keep arriving while the shared replay runs.
          beforeApply: async () => {
            if (rebuilding && !appendedDuring) appendedDuring = appendEvents(store, 3, 'order-9');
            await appendedDuring;
          },
        }),
        listProjection({ name: 'everything' }),
      ],
      rebuildBatchSize: 4,
      retryMs: 50,
    });
    await runner.start();
    try {
      for (let i = 0; i < 5; i++) {
        await appendEvents(store, 3, `menu-${i}`);
        await appendEvents(store, 2, `order-${i}`);
        await appendEvents(store, 1, `user-${i}`);
      }
      expect(await runner.waitFor(store.all().at(-1)?.checkpoint ?? '')).toBe(true);
      rebuilding = true;
      const progress = new Map<string, number>();
      const finished: string[] = [];
      const outcomes = await runner.rebuildMany(['everything', 'orders_only', 'menus_only'], {
        onProgress: (name, applied) => progress.set(name, applied),
        onFinished: (name) => finished.push(name),
      });
      const last = await appendedDuring;
      expect(last).toBeTruthy();
      expect(await runner.waitFor(last ?? '')).toBe(true);

      expect(finished.sort()).toEqual(['everything', 'menus_only', 'orders_only']);
      const count = (prefix: string) =>
        store.all().filter((e) => e.stream.startsWith(prefix)).length;
      for (const [name, prefix] of [
        ['menus_only', 'menu-'],
        ['orders_only', 'order-'],
        ['everything', ''],
      ] as const) {
        expect(outcomes.get(name)).toMatchObject({ identical: true });
        const applied = await applications(db.pool, name);
        const expected = store.all().filter((e) => e.stream.startsWith(prefix));
        expect([...applied.keys()].sort()).toEqual(expected.map((e) => e.id).sort());
        expect([...applied.values()].every((n) => n === 1)).toBe(true);
        expect(progress.get(name)).toBeLessThanOrEqual(count(prefix));
        expect(await storedCheckpoint(db.pool, name)).toBe(store.all().at(-1)?.checkpoint);
      }
    } finally {
      await runner.stop();
    }
  });

  it("one projection's failure fails only its own rebuild", async () => {
    const store = new InMemoryEventStore();
    let rebuilding = false;
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [
        listProjection({ name: 'sound' }),
        listProjection({ name: 'broken', fail: (e) => rebuilding && e.stream === 'order-2' }),
      ],
      rebuildBatchSize: 2,
      retryMs: 50,
    });
    await runner.start();
    try {
      for (let i = 0; i < 4; i++) await appendEvents(store, 3, `order-${i}`);
      expect(await runner.waitFor(store.all().at(-1)?.checkpoint ?? '')).toBe(true);
      rebuilding = true;
      const outcomes = await runner.rebuildMany(['broken', 'sound']);
      expect(outcomes.get('broken')).toBeInstanceOf(Error);
      expect(outcomes.get('sound')).toMatchObject({ applied: 12, identical: true });
      const leftovers = await db.pool.query(
        "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm_broken%' ORDER BY nspname",
      );
      // The live tables keep serving; the failed rebuild's tables wait for the next attempt.
      expect(leftovers.rows.map((r) => r.nspname)).toContain('rm_broken');
      expect((await applications(db.pool, 'broken')).size).toBe(12);
    } finally {
      await runner.stop();
    }
  });

  it('a primary key listed among the query indexes is added back, as the primary key, before the swap', async () => {
    const store = new InMemoryEventStore();
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [
        {
          name: 'keyed',
          version: 1,
          ddl: 'CREATE TABLE seen (event_id text PRIMARY KEY, stream text NOT NULL);',
          queryIndexes: ['seen_pkey'],
          apply: oneAtATime(async (tx, event) => {
            await tx.query('INSERT INTO seen VALUES ($1, $2) ON CONFLICT DO NOTHING', [
              event.id,
              event.stream,
            ]);
          }),
        },
      ],
      rebuildBatchSize: 3,
      retryMs: 50,
    });
    await runner.start();
    try {
      expect(await runner.waitFor(await appendEvents(store, 7))).toBe(true);
      const outcomes = await runner.rebuildMany(['keyed']);
      expect(outcomes.get('keyed')).toMatchObject({ applied: 7, identical: true });
      const keys = await db.pool.query(
        `SELECT conname, contype FROM pg_constraint
         WHERE conrelid = '${schemaOf('keyed')}.seen'::regclass AND contype IN ('p', 'u')`,
      );
      expect(keys.rows).toEqual([{ conname: 'seen_pkey', contype: 'p' }]);
      // Applying an event again after the swap still leaves one row for it.
      expect(await runner.waitFor(await appendEvents(store, 1))).toBe(true);
      const rows = await db.pool.query(`SELECT count(*)::int AS n FROM ${schemaOf('keyed')}.seen`);
      expect(rows.rows).toEqual([{ n: 8 }]);
    } finally {
      await runner.stop();
    }
  });
});
