/**
 * `npm run bench:rebuild`: generates 1,000,000 realistic events (BENCH_EVENTS to change it),
 * bulk-inserted through the event store's own tables, then rebuilds every read model from
 * position zero as `npm run rebuild -- all` does (one read of the log feeding them all). The
 * headline `eventsPerSecond` is the log's rate, the one the target is about: events in the log
 * divided by the time to rebuild every read model from them. `applicationsPerSecond` counts an
 * event once per projection it feeds. Also reports resident memory (sampled; shown at
 * 25/50/75/100% of the rebuild to show it stays flat) and the load average, as the machine is
 * shared. The last line printed is one JSON object with every figure.
 *
 * Uses DATABASE_URL's server when set (in a scratch database), otherwise its own embedded
 * Postgres in a temporary directory.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { generateWorkload, type WorkloadAppend } from './bench/workload';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { largestFirst } from '@pickup/api/audit/rebuild-cli';
import { allReadModels } from '@pickup/api/composition/read-models';
import { migrate } from '@pickup/api/db/migrate';
import { createPostgresEventStore } from '@pickup/api/eventstore/postgres';
import { eventStoreMigrations } from '@pickup/api/eventstore/postgres-schema';
import { identityPiiFields } from '@pickup/api/identity/pii-fields';
import { securityMigrations } from '@pickup/api/security/migrations';
import { createPii } from '@pickup/api/security/pii';
import { withPiiEncryption } from '@pickup/api/security/pii-event-store';
import { createUserKeys } from '@pickup/api/security/user-keys';
import { generateMasterKey, keyringFrom } from '@pickup/api/security/master-keys';
import { withDatabase } from './bench/with-database';
import { runnerMigrations } from '@pickup/projections/runner/migrations';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const BATCH_SIZE = Number(process.env.BENCH_BATCH ?? 10_000);
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
  const raw = createPostgresEventStore(pool);
  try {
    await migrate(pool, [...eventStoreMigrations, ...runnerMigrations(), ...securityMigrations]);
    const store = withPiiEncryption(
      raw,
      createPii(createUserKeys(pool, keyringFrom(generateMasterKey()))),
      identityPiiFields,
    );
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
    const perProjection: Record<string, { events: number; doneAfterSeconds: number }> = {};
    const appliedBy = new Map<string, number>();
    const sumApplied = () => [...appliedBy.values()].reduce((a, b) => a + b, 0);
    const failures: string[] = [];
    const started = performance.now();
    try {
      await runner.rebuildMany(
        queue.map((q) => q.projection.name),
        {
          onProgress: (name, applied) => {
            appliedBy.set(name, applied);
            const fraction = sumApplied() / toApply;
            for (const mark of [25, 50, 75]) {
              if (fraction * 100 >= mark && checkpoints[`${mark}%`] === undefined) {
                checkpoints[`${mark}%`] = mb(memory.take());
              }
            }
          },
          onFinished: (name, outcome) => {
            const seconds = (performance.now() - started) / 1000;
            // No live tables were ever fed here: the verification differs by design.
            if (!outcome || outcome instanceof Error) {
              failures.push(`${name}: ${outcome?.message ?? 'locked by another process'}`);
            }
            const applied = outcome && !(outcome instanceof Error) ? outcome.applied : 0;
            appliedBy.set(name, applied);
            perProjection[name] = {
              events: applied,
              doneAfterSeconds: Math.round(seconds * 10) / 10,
            };
            console.log(
              `${name.padEnd(18)} ${applied.toLocaleString('en-US').padStart(10)} events, swapped in after ${seconds.toFixed(1).padStart(6)} s  rss ${mb(memory.take())} MB`,
            );
          },
        },
      );
    } finally {
      await runner.stop();
    }
    if (failures.length > 0) throw new Error(`rebuild failed: ${failures.join('; ')}`);
    const applications = sumApplied();
    const seconds = (performance.now() - started) / 1000;
    checkpoints['100%'] = mb(memory.take());
    const peak = memory.peak();
    memory.stop();
    // The target is the log's rate: every event rebuilt into every read model it feeds.
    const eventsPerSecond = Math.round(events / seconds);
    const applicationsPerSecond = Math.round(applications / seconds);
    const [load1, load5] = loadavg().map((l) => Math.round(l * 100) / 100);
    console.log(
      `rebuilt ${projections.length} projections from the log of ${events.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s = ` +
        `${eventsPerSecond.toLocaleString('en-US')} events/s (target ${TARGET_EVENTS_PER_SECOND.toLocaleString('en-US')}); ` +
        `${applications.toLocaleString('en-US')} applications to projections = ${applicationsPerSecond.toLocaleString('en-US')}/s`,
    );
    console.log(
      `rss: start ${mb(rssAtStart)} MB, at 25/50/75/100%: ${['25%', '50%', '75%', '100%'].map((k) => checkpoints[k]).join(' / ')} MB, peak ${mb(peak)} MB; load average ${load1} / ${load5}`,
    );
    console.log(
      JSON.stringify({
        events,
        generateSeconds: Math.round(generateSeconds * 10) / 10,
        projections: projections.length,
        batchSize: BATCH_SIZE,
        rebuildSeconds: Math.round(seconds * 10) / 10,
        eventsPerSecond,
        targetEventsPerSecond: TARGET_EVENTS_PER_SECOND,
        meetsTarget: eventsPerSecond >= TARGET_EVENTS_PER_SECOND,
        applications,
        applicationsPerSecond,
        rssStartMb: mb(rssAtStart),
        rssAtProgressMb: checkpoints,
        peakRssMb: mb(peak),
        loadAverage1m: load1,
        loadAverage5m: load5,
        perProjection,
      }),
    );
  } finally {
    await raw.close();
    await pool.end();
  }
}

withDatabase(bench).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
