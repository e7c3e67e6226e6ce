import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { testPool, type TestDatabase } from '../testing/test-database';
import { schemaOf } from './projection';
import { ProjectionRunner } from './runner';
import {
  appendEvents,
  applications,
  expectExactlyOnce,
  listProjection,
  runnerDatabase,
} from './test-support';

let db: TestDatabase;
beforeAll(async () => {
  db = await runnerDatabase();
});
afterAll(async () => {
  await db.drop();
});

async function rows(pool: pg.Pool, name: string) {
  const applied = await pool.query(
    `SELECT event_id, stream FROM ${schemaOf(name)}.applied ORDER BY event_id`,
  );
  const counters = await pool.query(`SELECT * FROM ${schemaOf(name)}.counters ORDER BY stream`);
  return { applied: applied.rows, counters: counters.rows };
}

describe('rebuild', () => {
  it('rebuilds beside the live tables, which keep serving and updating, then swaps in identical rows', async () => {
    const store = new InMemoryEventStore();
    let rebuilding = false;
    let holdAt = '';
    let reached: () => void = () => {};
    const atHold = new Promise<void>((resolve) => (reached = resolve));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [
        listProjection({
          name: 'menu',
          // Only the rebuild applies the first event again: hold it there.
          beforeApply: async (event) => {
            if (!rebuilding || event.id !== holdAt) return;
            reached();
            await held;
          },
        }),
      ],
      batchSize: 4,
      rebuildBatchSize: 4,
      retryMs: 50,
    });
    await runner.start();
    try {
      for (const stream of ['menu-1', 'menu-2', 'menu-3']) await appendEvents(store, 4, stream);
      expect(await runner.waitFor(store.all().at(-1)?.checkpoint ?? '')).toBe(true);
      const incremental = await rows(db.pool, 'menu');

      holdAt = store.all()[0]?.id ?? '';
      rebuilding = true;
      const progress: number[] = [];
      const rebuilt = runner.rebuild('menu', (applied) => progress.push(applied));
      await atHold;

      expect((await rows(db.pool, 'menu')).applied).toHaveLength(12);
      const during = await appendEvents(store, 2, 'menu-4');
      expect(await runner.waitFor(during)).toBe(true);
      expect((await rows(db.pool, 'menu')).applied).toHaveLength(14);
      release();

      const result = await rebuilt;
      expect(result).toMatchObject({
        name: 'menu',
        checkpoint: during,
        applied: 14,
        identical: true,
      });
      expect(result?.diff).toEqual([
        {
          table: 'applied',
          liveRows: 14,
          rebuiltRows: 14,
          comparable: true,
          onlyLive: 0,
          onlyRebuilt: 0,
        },
        {
          table: 'counters',
          liveRows: 4,
          rebuiltRows: 4,
          comparable: true,
          onlyLive: 0,
          onlyRebuilt: 0,
        },
      ]);
      expect(progress.at(-1)).toBe(14);
      const swapped = await rows(db.pool, 'menu');
      expect(swapped.applied.filter((r) => r.stream !== 'menu-4')).toEqual(incremental.applied);
      expectExactlyOnce(store, await applications(db.pool, 'menu'));

      const after = await appendEvents(store, 1, 'menu-1');
      expect(await runner.waitFor(after)).toBe(true);
      expectExactlyOnce(store, await applications(db.pool, 'menu'));
      const leftovers = await db.pool.query(
        "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm_menu%' ORDER BY nspname",
      );
      expect(leftovers.rows).toEqual([{ nspname: 'rm_menu' }]);
    } finally {
      await runner.stop();
    }
  });

  it('a version bump at start rebuilds and swaps while the old version keeps serving', async () => {
    const store = new InMemoryEventStore();
    const old = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [listProjection({ name: 'catalog' })],
      retryMs: 50,
    });
    await old.start();
    const newPool = testPool({ connectionString: db.url, max: 5 });
    const next = new ProjectionRunner({
      pool: newPool,
      store,
      projections: [listProjection({ name: 'catalog', version: 2, withType: true })],
      retryMs: 50,
    });
    try {
      expect(await old.waitFor(await appendEvents(store, 8))).toBe(true);
      await next.start();
      await vi.waitFor(async () => expect((await next.status())[0]).toMatchObject({ version: 2 }), {
        timeout: 60_000,
        interval: 100,
      });
      const byType = await db.pool.query(
        `SELECT type, count(*)::int AS n FROM ${schemaOf('catalog')}.applied GROUP BY type`,
      );
      expect(byType.rows).toEqual([{ type: 'ThingHappened', n: 8 }]);

      // The old version finds the checkpoint moved under a newer version and stands by.
      const later = await appendEvents(store, 3);
      expect(await next.waitFor(later, ['catalog'], 5000)).toBe(true);
      expectExactlyOnce(store, await applications(db.pool, 'catalog'));
      expect(next.activeHere()).toEqual(['catalog']);
      expect(old.activeHere()).toEqual([]);
    } finally {
      await next.stop();
      await old.stop();
      await newPool.end();
    }
  });

  it('swaps in durable tables with every index, the query indexes built after the replay', async () => {
    const store = new InMemoryEventStore();
    const base = listProjection({ name: 'indexed' });
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [
        {
          ...base,
          ddl: `${base.ddl} CREATE INDEX applied_by_stream ON applied (stream, event_id);`,
          queryIndexes: ['applied_by_stream'],
        },
      ],
      rebuildBatchSize: 3,
      retryMs: 50,
    });
    await runner.start();
    try {
      expect(await runner.waitFor(await appendEvents(store, 7))).toBe(true);
      expect(await runner.rebuild('indexed')).toMatchObject({ applied: 7, identical: true });
      const tables = await db.pool.query(
        `SELECT c.relname AS name, c.relkind AS kind, c.relpersistence AS persistence
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1 ORDER BY c.relname`,
        [schemaOf('indexed')],
      );
      expect(tables.rows).toEqual([
        { name: 'applied', kind: 'r', persistence: 'p' },
        { name: 'applied_by_stream', kind: 'i', persistence: 'p' },
        { name: 'counters', kind: 'r', persistence: 'p' },
        { name: 'counters_pkey', kind: 'i', persistence: 'p' },
      ]);
    } finally {
      await runner.stop();
    }
  });
});
