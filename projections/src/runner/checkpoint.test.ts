import { setTimeout as sleep } from 'node:timers/promises';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing/test-database';
import { applyBatch } from './apply-batch';
import { schemaOf, type Projection } from './projection';
import { ProjectionRunner } from './runner';
import {
  appendEvents,
  applications,
  expectExactlyOnce,
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

describe('projection runner: checkpoint and rows', () => {
  it('creates the schema and applies every event once, moving the checkpoint with the rows', async () => {
    const store = new InMemoryEventStore();
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [listProjection({ name: 'basic' })],
      retryMs: 50,
    });
    await runner.start();
    try {
      await appendEvents(store, 3, 'order-1');
      const last = await appendEvents(store, 4, 'order-2');
      expect(await runner.waitFor(last)).toBe(true);
      expect(await storedCheckpoint(db.pool, 'basic')).toBe(last);
      expectExactlyOnce(store, await applications(db.pool, 'basic'));
      const { rows } = await db.pool.query(
        `SELECT stream, n FROM ${schemaOf('basic')}.counters ORDER BY stream`,
      );
      expect(rows).toEqual([
        { stream: 'order-1', n: 3 },
        { stream: 'order-2', n: 4 },
      ]);
    } finally {
      await runner.stop();
    }
  });

  it('leaves rows and checkpoint untouched when a handler fails mid-batch, then retries it', async () => {
    const store = new InMemoryEventStore();
    const refused = new Set<string>();
    const errors: string[] = [];
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [
        listProjection({
          name: 'failing',
          fail: (e) => refused.has(e.id),
        }),
      ],
      log: { info() {}, warn() {}, error: (msg) => errors.push(msg) },
      retryMs: 50,
    });
    const first = await appendEvents(store, 2);
    await runner.start();
    expect(await runner.waitFor(first)).toBe(true);

    const batch = await appendEvents(store, 3);
    refused.add(store.all().at(-2)?.id ?? '');
    expect(await runner.waitFor(batch, ['failing'], 600)).toBe(false);
    expect(await storedCheckpoint(db.pool, 'failing')).toBe(first);
    expect((await applications(db.pool, 'failing')).size).toBe(2);
    expect(errors).toContain('projection batch failed; retrying');

    refused.clear();
    try {
      expect(await runner.waitFor(batch, ['failing'], 5000)).toBe(true);
      expectExactlyOnce(store, await applications(db.pool, 'failing'));
    } finally {
      await runner.stop();
    }
  });

  it('changes nothing when a batch is applied again', async () => {
    const store = new InMemoryEventStore();
    const projection = listProjection({ name: 'replayed' });
    const runner = new ProjectionRunner({ pool: db.pool, store, projections: [projection] });
    await runner.start();
    const last = await appendEvents(store, 5);
    expect(await runner.waitFor(last)).toBe(true);
    await runner.stop();

    const target = {
      projection,
      schema: schemaOf('replayed'),
      row: 'replayed',
      leaseOwner: null,
      notify: false,
      asyncCommit: false,
    };
    const events = [...store.all()];
    // From the start: the checkpoint is no longer there, so the batch is refused whole.
    expect(await applyBatch(db.pool, target, '', events, last)).toBe('moved');
    // From the current checkpoint: every event is at or before it, so none is applied.
    expect(await applyBatch(db.pool, target, last, events, last)).toBe('committed');

    expectExactlyOnce(store, await applications(db.pool, 'replayed'));
    const { rows } = await db.pool.query(
      "SELECT events_applied::int AS n FROM projection_checkpoints WHERE name = 'replayed'",
    );
    expect(rows).toEqual([{ n: 5 }]);
  });
});

describe('projection runner: gathering', () => {
  it('a projection with gatherMs applies the events that arrive meanwhile in one batch', async () => {
    const store = new InMemoryEventStore();
    const list = listProjection({ name: 'gathered' });
    const batches: number[] = [];
    const gathered: Projection = {
      ...list,
      gatherMs: 2_000,
      apply: async (tx, events) => {
        batches.push(events.length);
        await list.apply(tx, events);
      },
    };
    const runner = new ProjectionRunner({ pool: db.pool, store, projections: [gathered] });
    await runner.start();
    try {
      expect(await runner.waitFor(await appendEvents(store, 1))).toBe(true);
      // Apart enough that a projection without gatherMs applies each on its own.
      let last = '';
      for (let i = 0; i < 5; i++) {
        last = await appendEvents(store, 1, `order-${i}`);
        await sleep(50);
      }
      expect(await runner.waitFor(last)).toBe(true);
      expect(batches).toEqual([1, 5]);
      expectExactlyOnce(store, await applications(db.pool, 'gathered'));
    } finally {
      await runner.stop();
    }
  });
});
