import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { NewEvent } from '@pickup/domain/eventstore/types';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { listProjection, runnerDatabase } from '@pickup/projections/runner/test-support';
import type { TestDatabase } from '@pickup/projections/testing/test-database';
import { events } from './contract-helpers';
import { createPostgresEventStore, type PostgresEventStore } from './postgres';

/*
 * Read-your-writes through the real store and runner: a command answers only once the read
 * model has the write, so the time from append to waitFor is on every write's response. Here
 * an idle subscriber sleeps a minute between polls, so only what wakes it (an append's
 * notification, a held-back transaction's quick re-reads) can bring a write in within the
 * waits below, however busy the machine is.
 */
const IDLE_POLL_MS = 60_000;
const WAIT_MS = 20_000;
/** A bound for a stuck test, not for speed. */
const STUCK_MS = 120_000;

let db: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  db = await runnerDatabase();
  store = createPostgresEventStore(db.pool, { pollMs: IDLE_POLL_MS });
  runner = new ProjectionRunner({ pool: db.pool, store, projections: [listProjection()] });
  await runner.start();
  expect(await runner.waitFor((await append('order-0')).checkpoint, undefined, WAIT_MS)).toBe(true);
});

afterAll(async () => {
  await runner.stop();
  await store.close();
  await db.drop();
});

function append(stream: string, evs: NewEvent[] = events(1)) {
  return store.appendToStream(stream, evs, { expected: 'any' });
}

const idle = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('Postgres store with the projection runner', () => {
  it('applies an append promptly when an older transaction held it back and ended silently', async () => {
    const older = new pg.Client({ connectionString: db.url });
    await older.connect();
    try {
      // Any writer (another projection's batch, say) that began before the append and
      // commits without notifying the event channel.
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const { checkpoint } = await append('order-1');
      await idle(150);
      await older.query('COMMIT');
      expect(await runner.waitFor(checkpoint, ['things'], WAIT_MS)).toBe(true);
    } finally {
      await older.end();
    }
  });

  it('applies each of many concurrent appends while another projection holds back the horizon', async () => {
    // A slow projection's batch transactions stay open while appends commit behind them.
    const slow = listProjection({ name: 'slow', beforeApply: () => idle(30) });
    const fast = listProjection({ name: 'fast' });
    const both = new ProjectionRunner({ pool: db.pool, store, projections: [slow, fast] });
    await both.start();
    try {
      const started = Date.now();
      const checkpoints = await Promise.all(
        Array.from({ length: 16 }, async (_, i) => {
          await idle(i * 50);
          return (await append(`order-c${i}`)).checkpoint;
        }),
      );
      // The slow projection reads below the same horizon: once it has every append, the
      // horizon has passed them all, however long this busy machine (or another test file's
      // transaction on the same server) held it.
      const last = checkpoints.reduce((a, b) => (a > b ? a : b));
      expect(await both.waitFor(last, ['slow'], STUCK_MS)).toBe(true);
      // A held-back read is retried at doubling intervals from the first, so the fast one
      // follows within about as long again; an idle poll would take a minute.
      const held = Date.now() - started;
      const reached = await Promise.all(
        checkpoints.map((c) => both.waitFor(c, ['fast'], 2 * held + WAIT_MS)),
      );
      expect(reached).toEqual(Array.from({ length: 16 }, () => true));
    } finally {
      await both.stop();
    }
  });
});
