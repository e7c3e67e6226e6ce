import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { NewEvent } from '@pickup/domain/eventstore/types';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { listProjection, runnerDatabase } from '@pickup/projections/runner/test-support';
import type { TestDatabase } from '@pickup/projections/testing/test-database';
import { migrate } from '../db/migrate';
import { events } from './contract-helpers';
import { createPostgresEventStore, type PostgresEventStore } from './postgres';
import { eventStoreMigrations } from './postgres-schema';

/*
 * Read-your-writes through the real store and runner: a command answers only once the read
 * model has the write, so the time from append to waitFor is on every write's response. The
 * idle back-off tops out at a second; these bounds sit well below it.
 */
const PROMPT_MS = 500;

let db: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  db = await runnerDatabase();
  await migrate(db.pool, eventStoreMigrations);
  store = createPostgresEventStore(db.pool);
  runner = new ProjectionRunner({ pool: db.pool, store, projections: [listProjection()] });
  await runner.start();
  expect(await runner.waitFor((await append('order-0')).checkpoint)).toBe(true);
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
    // Long enough for the subscription to reach its longest idle wait.
    await idle(2_200);
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
      const committed = Date.now();
      expect(await runner.waitFor(checkpoint, ['things'], 3_000)).toBe(true);
      expect(Date.now() - committed).toBeLessThan(PROMPT_MS);
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
      await idle(2_200);
      const waits = await Promise.all(
        Array.from({ length: 16 }, async (_, i) => {
          await idle(i * 50);
          const { checkpoint } = await append(`order-c${i}`);
          const started = Date.now();
          const reached = await both.waitFor(checkpoint, ['fast'], 3_000);
          return { reached, ms: Date.now() - started };
        }),
      );
      expect(waits.every((w) => w.reached)).toBe(true);
      expect(Math.max(...waits.map((w) => w.ms))).toBeLessThan(PROMPT_MS);
    } finally {
      await both.stop();
    }
  });
});
