import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { generateWorkload } from '@pickup/projections/audit/workload';
import { schemaOf } from '@pickup/projections/runner/projection';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { allReadModels } from '../read-models';
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

let t: StoreUnderTest;
let runner: ProjectionRunner;
const projections = allReadModels();

beforeAll(async () => {
  t = await storeUnderTest();
  runner = new ProjectionRunner({ pool: t.db.pool, store: t.store, projections, retryMs: 50 });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await t.close();
});

describe('replay equivalence', () => {
  it('over 10,000 interleaved events, every projection rebuilt from zero has the rows it built incrementally', async () => {
    const { events, checkpoint } = await appendWorkload(
      t.store,
      generateWorkload({ events: 10_000, seed: 8, restaurants: 6, customers: 30 }),
    );
    expect(events).toBeGreaterThanOrEqual(10_000);
    expect(await runner.waitFor(checkpoint, undefined, 120_000)).toBe(true);

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
    });

    for (const p of projections) {
      const incremental = await snapshot(t.db.pool, p.name);
      expect(
        Object.values(incremental).some((rows) => rows.length > 0),
        p.name,
      ).toBe(true);
      const result = await runner.rebuild(p.name);
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
