import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { SubscriptionFilter } from '@pickup/domain/eventstore/types';
import { generateWorkload } from '../../../scripts/bench/workload';
import { schemaOf, type Projection } from '@pickup/projections/runner/projection';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { toCheckpoint } from '../eventstore/postgres-rows';
import { allReadModels } from '../composition/read-models';
import { appendWorkload, storeUnderTest, type StoreUnderTest } from './test-store';

/** Every row of every table of a projection, as sorted text: what a reader could see. */
async function snapshot(pool: pg.Pool, name: string): Promise<Record<string, string[]>> {
  const schema = schemaOf(name);
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
    [schema],
  );
  const out: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const { rows } = await pool.query<{ r: string }>(
      `SELECT t::text AS r FROM ${schema}."${table_name}" t ORDER BY 1`,
    );
    out[table_name] = rows.map((x) => x.r);
  }
  return out;
}

/**
 * Checkpoint of the last stored event the filter selects, read from the table itself: a
 * projection's checkpoint only moves when its filter finds something new, so the log's last
 * checkpoint is no target for a projection that the last events do not concern.
 */
async function lastCheckpointOf(pool: pg.Pool, filter?: SubscriptionFilter): Promise<string> {
  const { rows } = await pool.query<{ tx: string; pos: string }>(
    `SELECT transaction_id::text AS tx, global_position::text AS pos FROM events
     WHERE ($1::text[] IS NULL OR stream_id LIKE ANY ($1::text[]))
       AND ($2::text[] IS NULL OR type = ANY ($2::text[]))
     ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    [filter?.streamPrefixes?.map((p) => `${p}%`) ?? null, filter?.eventTypes ?? null],
  );
  return rows[0] ? toCheckpoint(rows[0]) : '';
}

/** The same read model fed one event at a time: every batch a batch of one. */
const oneByOne = (p: Projection): Projection => ({
  ...p,
  apply: async (tx, events) => {
    for (const event of events) await p.apply(tx, [event]);
  },
});

let t: StoreUnderTest;
// Two processes, as in production: one keeps the read models up to date one event at a
// time, the other rebuilds them with the batch path beside the live tables.
let live: ProjectionRunner;
let rebuilder: ProjectionRunner;
const projections = allReadModels();

beforeAll(async () => {
  t = await storeUnderTest();
  const base = { pool: t.db.pool, store: t.store, retryMs: 50 };
  live = new ProjectionRunner({ ...base, projections: projections.map(oneByOne) });
  rebuilder = new ProjectionRunner({ ...base, projections });
  await live.start();
});
afterAll(async () => {
  await live.stop();
  await rebuilder.stop();
  await t.close();
});

describe('replay equivalence', () => {
  it('over 10,000 interleaved events, every projection rebuilt from zero in batches has the rows it built one event at a time', async () => {
    const { events } = await appendWorkload(
      t.store,
      generateWorkload({ events: 10_000, seed: 8, restaurants: 6, customers: 30 }),
    );
    expect(events).toBeGreaterThanOrEqual(10_000);
    for (const p of projections) {
      const last = await lastCheckpointOf(t.db.pool, p.filter);
      expect(await live.waitFor(last, [p.name], 120_000), p.name).toBe(true);
    }

    const kinds = await t.db.pool.query<{ kind: string; n: number }>(
      `SELECT split_part(stream_id, '-', 1) AS kind, count(*)::int AS n FROM events GROUP BY 1`,
    );
    expect(Object.fromEntries(kinds.rows.map((r) => [r.kind, r.n > 0]))).toEqual({
      user: true,
      restaurant: true,
      menu: true,
      order: true,
      favorites: true,
      message: true,
      demand: true,
    });

    for (const p of projections) {
      const incremental = await snapshot(t.db.pool, p.name);
      expect(
        Object.values(incremental).some((rows) => rows.length > 0),
        p.name,
      ).toBe(true);
      const result = await rebuilder.rebuild(p.name);
      expect(result, p.name).not.toBeNull();
      expect({
        name: p.name,
        diff: result?.diff.filter((d) => d.onlyLive || d.onlyRebuilt || !d.comparable),
      }).toEqual({ name: p.name, diff: [] });
      expect(result?.identical, p.name).toBe(true);
      expect(await snapshot(t.db.pool, p.name), p.name).toEqual(incremental);
    }
    const { rows } = await t.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${schemaOf('audit_log')}.audit_log`,
    );
    expect(rows[0]?.n).toBe(events);
  }, 300_000);
});
