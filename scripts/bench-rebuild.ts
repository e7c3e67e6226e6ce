/**
 * `npm run bench:rebuild`: generates 1,000,000 realistic events (BENCH_EVENTS to change it),
 * bulk-inserted through the event store's own tables, then rebuilds every read model from
 * position zero as `npm run rebuild -- all` does (largest first, REBUILD_CONCURRENCY at a time;
 * BENCH_CONCURRENCY to change it). Reports events/s and resident memory
 * (sampled; shown at 25/50/75/100% of the rebuild to show it stays flat). The last line
 * printed is one JSON object with every figure.
 *
 * Uses DATABASE_URL's server when set (in a scratch database), otherwise its own embedded
 * Postgres in a temporary directory.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { generateWorkload, type WorkloadAppend } from '@pickup/projections/audit/workload';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { largestFirst, REBUILD_CONCURRENCY } from '@pickup/api/audit/rebuild-cli';
import { allReadModels } from '@pickup/api/read-models';
import { startEmbeddedPostgres } from '@pickup/api/db/embedded';
import { migrate } from '@pickup/api/db/migrate';
import { PostgresEventStore } from '@pickup/api/eventstore/postgres';
import { eventStoreMigrations } from '@pickup/api/eventstore/postgres-schema';
import { identityPiiFields } from '@pickup/api/identity/pii-fields';
import { securityMigrations } from '@pickup/api/security/migrations';
import { createPii } from '@pickup/api/security/pii';
import { withPiiEncryption } from '@pickup/api/security/pii-event-store';
import { createUserKeys } from '@pickup/api/security/user-keys';
import { runnerMigrations } from '@pickup/projections/runner/migrations';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const BATCH_SIZE = Number(process.env.BENCH_BATCH ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? REBUILD_CONCURRENCY);
const INSERT_CHUNK = 5_000;
const TARGET_EVENTS_PER_SECOND = 20_000;
const MB = 1024 * 1024;

const INSERT_SQL = `
INSERT INTO events (stream_id, version, event_id, type, data, metadata)
SELECT e->>'stream', (e->>'version')::bigint, (e->>'id')::uuid, e->>'type', e->'data', e->'metadata'
FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(e, n)
ORDER BY n`;

/** Whole chunks of events in one statement each; stream versions come from the generator. */
async function generate(pool: pg.Pool): Promise<number> {
  let rows: object[] = [];
  let total = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await pool.query(INSERT_SQL, [JSON.stringify(rows)]);
    total += rows.length;
    rows = [];
  };
  const workload = generateWorkload({
    events: EVENTS,
    seed: 42,
    restaurants: 200,
    customers: 5_000,
  });
  for (const append of workload as Iterable<WorkloadAppend>) {
    append.events.forEach((e, i) =>
      rows.push({ stream: append.stream, version: append.version + i, ...e }),
    );
    if (rows.length >= INSERT_CHUNK) await flush();
  }
  await flush();
  await pool.query(`INSERT INTO streams (stream_id, version, last_transaction_id)
    SELECT stream_id, max(version), max(transaction_id) FROM events GROUP BY stream_id`);
  await pool.query('ANALYZE events');
  return total;
}

function memorySampler() {
  const samples: number[] = [];
  const take = () => {
    const rss = process.memoryUsage().rss;
    samples.push(rss);
    return rss;
  };
  const timer = setInterval(take, 100);
  return {
    take,
    peak: () => Math.max(...samples, take()),
    stop: () => clearInterval(timer),
  };
}

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

async function bench(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The server stops right after the run; idle connections it cuts must not crash the report.
  pool.on('error', () => {});
  const raw = new PostgresEventStore(pool);
  try {
    await migrate(pool, [...eventStoreMigrations, ...runnerMigrations(), ...securityMigrations]);
    const store = withPiiEncryption(raw, createPii(createUserKeys(pool)), identityPiiFields);
    const t0 = performance.now();
    const events = await generate(pool);
    const generateSeconds = (performance.now() - t0) / 1000;
    console.log(
      `generated ${events.toLocaleString('en-US')} events in ${generateSeconds.toFixed(1)} s`,
    );

    const projections = allReadModels();
    const queue = await largestFirst(pool, projections);
    const toApply = queue.reduce((sum, q) => sum + q.events, 0);
    const runner = new ProjectionRunner({
      pool,
      store,
      projections,
      rebuildBatchSize: BATCH_SIZE,
    });

    global.gc?.();
    const memory = memorySampler();
    const rssAtStart = memory.take();
    const checkpoints: Record<string, number> = {};
    const perProjection: Record<
      string,
      { events: number; seconds: number; eventsPerSecond: number }
    > = {};
    const appliedBy = new Map<string, number>();
    const sumApplied = () => [...appliedBy.values()].reduce((a, b) => a + b, 0);
    const started = performance.now();
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const t = performance.now();
        const { name } = next.projection;
        const result = await runner.rebuild(name, (applied) => {
          appliedBy.set(name, applied);
          const fraction = sumApplied() / toApply;
          for (const mark of [25, 50, 75]) {
            if (fraction * 100 >= mark && checkpoints[`${mark}%`] === undefined) {
              checkpoints[`${mark}%`] = mb(memory.take());
            }
          }
        });
        const seconds = (performance.now() - t) / 1000;
        const applied = result?.applied ?? 0;
        appliedBy.set(name, applied);
        perProjection[name] = {
          events: applied,
          seconds: Math.round(seconds * 10) / 10,
          eventsPerSecond: Math.round(applied / seconds),
        };
        console.log(
          `${name.padEnd(18)} ${applied.toLocaleString('en-US').padStart(10)} events ${seconds.toFixed(1).padStart(6)} s ` +
            `${Math.round(applied / seconds)
              .toLocaleString('en-US')
              .padStart(8)} events/s  rss ${mb(memory.take())} MB`,
        );
      }
    };
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      await runner.stop();
    }
    const done = sumApplied();
    const seconds = (performance.now() - started) / 1000;
    checkpoints['100%'] = mb(memory.take());
    const peak = memory.peak();
    memory.stop();
    const eventsPerSecond = Math.round(done / seconds);
    const logEventsPerSecond = Math.round(events / seconds);
    console.log(
      `rebuilt ${projections.length} projections: ${done.toLocaleString('en-US')} event applications in ${seconds.toFixed(1)} s = ` +
        `${eventsPerSecond.toLocaleString('en-US')} events/s (the whole log of ${events.toLocaleString('en-US')} at ${logEventsPerSecond.toLocaleString('en-US')}/s)`,
    );
    console.log(
      `rss: start ${mb(rssAtStart)} MB, at 25/50/75/100%: ${['25%', '50%', '75%', '100%'].map((k) => checkpoints[k]).join(' / ')} MB, peak ${mb(peak)} MB`,
    );
    console.log(
      JSON.stringify({
        events,
        generateSeconds: Math.round(generateSeconds * 10) / 10,
        projections: projections.length,
        batchSize: BATCH_SIZE,
        concurrency: CONCURRENCY,
        applications: done,
        rebuildSeconds: Math.round(seconds * 10) / 10,
        eventsPerSecond,
        logEventsPerSecond,
        targetEventsPerSecond: TARGET_EVENTS_PER_SECOND,
        meetsTarget: eventsPerSecond >= TARGET_EVENTS_PER_SECOND,
        rssStartMb: mb(rssAtStart),
        rssAtProgressMb: checkpoints,
        peakRssMb: mb(peak),
        perProjection,
      }),
    );
  } finally {
    await raw.close();
    await pool.end();
  }
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const name = `pickup_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(given);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'pickup-bench-pg-'));
  try {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = await startEmbeddedPostgres({ dataDir: dir, port });
    try {
      return await run(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

withDatabase(bench).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
