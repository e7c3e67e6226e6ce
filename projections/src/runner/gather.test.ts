import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestDatabase } from '../testing/test-database';
import type { Projection } from './projection';
import { ProjectionRunner } from './runner';
import { sleep } from './sleep';
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
