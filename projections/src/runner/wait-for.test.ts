import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padPosition } from '@pickup/domain/eventstore/types';
import { testPool, type TestDatabase } from '../testing/test-database';
import { CheckpointWaiter } from './checkpoint-waiter';
import { schemaOf } from './projection';
import { ProjectionRunner } from './runner';
import {
  appendEvents,
  applications,
  listProjection,
  runnerDatabase,
  storedCheckpoint,
} from './test-support';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
let db: TestDatabase;
beforeAll(async () => {
  db = await runnerDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('waitFor: read-your-writes', () => {
  it('resolves once the checkpoint is applied, also in another process that runs nothing', async () => {
    const store = new InMemoryEventStore();
    const projections = [listProjection({ name: 'orders' }), listProjection({ name: 'kitchen' })];
    const worker = new ProjectionRunner({ pool: db.pool, store, projections, retryMs: 50 });
    const otherPool = testPool({ connectionString: db.url, max: 3 });
    const observer = new ProjectionRunner({ pool: otherPool, store, projections });
    await worker.start();
    try {
      const checkpoint = await appendEvents(store, 3);
      expect(await observer.waitFor(checkpoint)).toBe(true);
      // Whatever waitFor promised is readable straight away, from any connection.
      expect((await applications(otherPool, 'orders')).size).toBe(3);
      expect((await applications(otherPool, 'kitchen')).size).toBe(3);
    } finally {
      await observer.stop();
      await otherPool.end();
      await worker.stop();
    }
  });

  it("wakes another process's waiter by notification, not by its poll", async () => {
    const store = new InMemoryEventStore();
    const worker = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [listProjection({ name: 'notified' })],
      retryMs: 50,
    });
    const otherPool = testPool({ connectionString: db.url, max: 3 });
    // It would read the table again only after ten minutes: a notification must wake it.
    const observer = new CheckpointWaiter(otherPool, silentLog, 600_000);
    await worker.start();
    try {
      expect(await observer.waitFor(await appendEvents(store, 1), ['notified'], 20_000)).toBe(true);
      const later = await appendEvents(store, 1);
      expect(await observer.waitFor(later, ['notified'], 20_000)).toBe(true);
    } finally {
      await observer.close();
      await otherPool.end();
      await worker.stop();
    }
  });

  it("lets a batch's waiters go when its own runner commits it, without the notification", async () => {
    const waiter = new CheckpointWaiter(db.pool, silentLog, 60_000);
    try {
      const checkpoint = padPosition(7n);
      const waiting = waiter.waitFor(checkpoint, ['local_only'], 5_000);
      // No runner, no row, no NOTIFY: only this process knows the batch committed.
      waiter.committedHere('local_only', checkpoint);
      expect(await waiting).toBe(true);
      // What is known only rises this way: an older batch does not take it back.
      waiter.committedHere('local_only', padPosition(3n));
      expect(await waiter.waitFor(checkpoint, ['local_only'], 5_000)).toBe(true);
      expect(await waiter.waitFor(padPosition(8n), ['local_only'], 200)).toBe(false);
    } finally {
      await waiter.close();
    }
  });

  it('does not wait for a read model this runner does not run', async () => {
    const store = new InMemoryEventStore();
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [listProjection({ name: 'present' })],
    });
    await runner.start();
    try {
      const checkpoint = await appendEvents(store, 1);
      expect(await runner.waitFor(checkpoint, ['absent'], 60_000)).toBe(true);
      expect(await runner.waitFor(checkpoint, ['present', 'absent'])).toBe(true);
      expect((await applications(db.pool, 'present')).size).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('answers false when the checkpoint is not reached in time', async () => {
    const store = new InMemoryEventStore();
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [listProjection({ name: 'idle' })],
    });
    await runner.start();
    try {
      expect(await runner.waitFor(await appendEvents(store, 1))).toBe(true);
      let settled = false;
      const waiting = runner.waitFor(padPosition(1_000_000), ['idle'], 400);
      void waiting.then(() => (settled = true));
      // Still waiting at the first turn of the loop: false comes from the timeout.
      await new Promise((r) => setImmediate(r));
      expect(settled).toBe(false);
      expect(await waiting).toBe(false);
    } finally {
      await runner.stop();
    }
  });

  it('counts a checkpoint reached by a projection whose filter skips the event', async () => {
    const store = new InMemoryEventStore();
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [listProjection({ name: 'menus', streamPrefix: 'menu-' })],
      retryMs: 50,
    });
    await runner.start();
    try {
      const menu = await appendEvents(store, 1, 'menu-1');
      expect(await runner.waitFor(menu)).toBe(true);
      const order = await appendEvents(store, 2, 'order-7');
      expect(await runner.waitFor(order)).toBe(true);
      expect(await storedCheckpoint(db.pool, 'menus')).toBe(order);
      const { rows } = await db.pool.query(`SELECT stream FROM ${schemaOf('menus')}.applied`);
      expect(rows).toEqual([{ stream: 'menu-1' }]);
    } finally {
      await runner.stop();
    }
  });
});

describe('status: lag for /readyz and /metrics', () => {
  it('reports unapplied events and their age, then zero once caught up', async () => {
    const minuteAgo = () => new Date(Date.now() - 60_000);
    const store = new InMemoryEventStore(minuteAgo);
    const refused = new Set<string>();
    const runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projections: [
        listProjection({ name: 'lagging', fail: (e) => refused.has(e.id) }),
        listProjection({ name: 'menu_only', streamPrefix: 'menu-' }),
      ],
      retryMs: 50,
    });
    await runner.start();
    try {
      const ok = await appendEvents(store, 2);
      expect(await runner.waitFor(ok)).toBe(true);
      const stuck = await appendEvents(store, 3);
      refused.add(store.all().at(-3)?.id ?? '');
      expect(await runner.waitFor(stuck, ['lagging'], 300)).toBe(false);

      const [lagging, menuOnly] = await runner.status();
      expect(lagging).toMatchObject({
        name: 'lagging',
        version: 1,
        checkpoint: ok,
        lagEvents: 3,
        active: true,
      });
      expect(lagging?.lagSeconds).toBeGreaterThanOrEqual(59);
      // The other projection skips order events: nothing for it to apply, so no lag.
      expect(menuOnly).toMatchObject({
        name: 'menu_only',
        checkpoint: stuck,
        lagEvents: 0,
        lagSeconds: 0,
      });

      refused.clear();
      expect(await runner.waitFor(stuck)).toBe(true);
      const [caughtUp] = await runner.status();
      expect(caughtUp).toMatchObject({
        checkpoint: stuck,
        lagEvents: 0,
        lagSeconds: 0,
        eventsApplied: 5,
      });
    } finally {
      await runner.stop();
    }
    expect((await runner.status()).map((s) => s.active)).toEqual([false, false]);
  });
});
