import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { TestDatabase } from '../testing/test-database';
import { LeaseSession } from './lease-session';
import { ProjectionRunner } from './runner';
import {
  appendEvents,
  applications,
  expectExactlyOnce,
  listProjection,
  runnerDatabase,
  storedCheckpoint,
  type TestProjectionOptions,
} from './test-support';

let db: TestDatabase;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  db = await runnerDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await db.drop();
});

/** A runner with its own pool, as if it were another process. */
function processRunner(store: InMemoryEventStore, opts: TestProjectionOptions = {}) {
  const pool = new pg.Pool({ connectionString: db.url, max: 5 });
  pool.on('error', () => {});
  pools.push(pool);
  return new ProjectionRunner({
    pool,
    store,
    projections: [listProjection(opts)],
    retryMs: 50,
    leaseMs: 1000,
  });
}

async function terminate(pid: number): Promise<void> {
  await db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
}

/** What a process dying does to the database: its lock connection goes away. */
async function kill(runner: ProjectionRunner): Promise<void> {
  await terminate(await runner.lockConnectionPid());
  await runner.stop();
}

describe('projection runner: crashes and failover', () => {
  it('a runner killed between batches is continued by a new one without gaps or duplicates', async () => {
    const store = new InMemoryEventStore();
    const a = processRunner(store, { name: 'between' });
    await a.start();
    expect(await a.waitFor(await appendEvents(store, 5), ['between'])).toBe(true);
    await kill(a);

    const last = await appendEvents(store, 4);
    const b = processRunner(store, { name: 'between' });
    await b.start();
    try {
      expect(await b.waitFor(last, ['between'])).toBe(true);
      expectExactlyOnce(store, await applications(db.pool, 'between'));
    } finally {
      await b.stop();
    }
  });

  it('a runner killed inside a batch leaves nothing of it; the next runner applies it once', async () => {
    const store = new InMemoryEventStore();
    let victim = '';
    let entered: (pid: number) => void = () => {};
    const inside = new Promise<number>((resolve) => (entered = resolve));
    let proceed: () => void = () => {};
    const held = new Promise<void>((resolve) => (proceed = resolve));
    const a = processRunner(store, {
      name: 'inside',
      beforeApply: async (event, tx) => {
        if (event.id !== victim) return;
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        entered(rows[0]?.pid ?? 0);
        await held;
      },
    });
    await a.start();
    const first = await appendEvents(store, 6);
    victim = store.all()[3]?.id ?? '';
    const txPid = await inside;

    // Three events of the batch are written inside the open transaction; kill it there.
    await terminate(txPid);
    await terminate(await a.lockConnectionPid());
    const stopped = a.stop();
    proceed();
    await stopped;
    expect(await storedCheckpoint(db.pool, 'inside')).toBe('');
    expect((await applications(db.pool, 'inside')).size).toBe(0);

    const last = await appendEvents(store, 2);
    const b = processRunner(store, { name: 'inside' });
    await b.start();
    try {
      expect(await b.waitFor(last, ['inside'])).toBe(true);
      expect(last > first).toBe(true);
      expectExactlyOnce(store, await applications(db.pool, 'inside'));
    } finally {
      await b.stop();
    }
  });

  it('two runners on one database: exactly one active, the other takes over when it dies', async () => {
    const store = new InMemoryEventStore();
    const runners = [
      processRunner(store, { name: 'pair' }),
      processRunner(store, { name: 'pair' }),
    ];
    await Promise.all(runners.map((r) => r.start()));
    let appending = true;
    const appender = (async () => {
      while (appending) {
        await appendEvents(
          store,
          1 + Math.floor(Math.random() * 3),
          `order-${Math.floor(Math.random() * 4)}`,
        );
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    try {
      await vi.waitFor(() => expect(runners.flatMap((r) => r.activeHere())).toEqual(['pair']));
      const [active, standby] = runners[0]?.activeHere().length ? runners : [...runners].reverse();
      if (!active || !standby) throw new Error('two runners expected');
      await new Promise((r) => setTimeout(r, 200));
      expect(runners.flatMap((r) => r.activeHere())).toEqual(['pair']);

      await kill(active);
      await vi.waitFor(() => expect(standby.activeHere()).toEqual(['pair']));
      await new Promise((r) => setTimeout(r, 200));
      appending = false;
      await appender;
      const last = store.all().at(-1)?.checkpoint ?? '';
      expect(await standby.waitFor(last, ['pair'])).toBe(true);
      expectExactlyOnce(store, await applications(db.pool, 'pair'));
    } finally {
      appending = false;
      await appender;
      await Promise.all(runners.map((r) => r.stop()));
    }
  });

  it('takes over from a holder that keeps its connection but stops renewing its lease', async () => {
    const store = new InMemoryEventStore();
    const last = await appendEvents(store, 3);
    const silent = { info() {}, warn() {}, error() {} };
    const holderPool = new pg.Pool({ connectionString: db.url, max: 1 });
    holderPool.on('error', () => {});
    pools.push(holderPool);
    // Leases of 1 ms are stale as soon as they are written: a holder that is alive but hung.
    const hung = new LeaseSession(holderPool, 1, silent);
    const b = processRunner(store, { name: 'hung' });
    await b.start();
    await b.stop();
    expect(await hung.tryAcquireLease('hung')).not.toBeNull();
    const hungPid = await hung.pid();

    const c = processRunner(store, { name: 'hung' });
    await c.start();
    try {
      expect(await c.waitFor(last, ['hung'])).toBe(true);
      const { rows } = await db.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [
        hungPid,
      ]);
      expect(rows).toEqual([]);
      expectExactlyOnce(store, await applications(db.pool, 'hung'));
    } finally {
      await c.stop();
      await hung.close();
    }
  });
});
