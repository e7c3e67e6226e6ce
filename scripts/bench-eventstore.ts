/**
 * `npm run bench:eventstore`: how fast the Postgres event store appends, compared with plain
 * single-row INSERTs into the same database at the same concurrency, and how fast a
 * subscriber catches up over 200,000 events (the median of five runs), and how long reading two
 * named streams takes once the log is that big, on a connection whose plan was made while the
 * tables were empty (a prepared statement keeps its generic plan). The last line printed is one
 * JSON object.
 *
 * Uses DATABASE_URL's server when set (in a scratch database), otherwise its own embedded
 * Postgres in a temporary directory. BENCH_SECONDS sets each append phase's length.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { isCaughtUp, type NewEvent } from '@pickup/domain/eventstore/types';
import { migrate } from '@pickup/api/db/migrate';
import { createPostgresEventStore, type PostgresEventStore } from '@pickup/api/eventstore/postgres';
import { readMany } from '@pickup/api/eventstore/postgres-batches';
import { eventStoreMigrations } from '@pickup/api/eventstore/postgres-schema';
import { withDatabase } from './bench/with-database';
import { printFigures } from './bench/figures';

const WRITERS = 16;
const STREAMS_PER_WRITER = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CATCH_UP_EVENTS = 200_000;
const CATCH_UP_RUNS = 5;
const TARGET_RATIO = 0.5;
const TARGET_CATCH_UP = 50_000;
const NAMED_READS = 500;
/** Reading two streams of a 200,000-event log by index takes well under a millisecond. */
const TARGET_NAMED_READ_MS = 2;

const sampleData = {
  orderId: 'order-1',
  lines: [{ itemId: 'item-1', quantity: 2, priceCents: 1250 }],
};

function sampleEvent(): NewEvent {
  return {
    id: randomUUID(),
    type: 'OrderPlaced',
    data: sampleData,
    metadata: {
      actorId: 'user-1',
      actorRole: 'customer',
      correlationId: randomUUID(),
      causationId: null,
      at: new Date().toISOString(),
    },
  };
}

/** Runs `writers` loops of `op` for `seconds`; returns completed operations per second. */
async function throughput(seconds: number, op: (writer: number, i: number) => Promise<void>) {
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      let i = 0;
      while (Date.now() < until) await op(writer, i++);
      return i;
    }),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  return { total, perSecond: total / ((performance.now() - started) / 1000) };
}

async function rawInserts(pool: pg.Pool) {
  await pool.query(`CREATE TABLE raw_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    stream_id text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL)`);
  return throughput(SECONDS, async (writer, i) => {
    const e = sampleEvent();
    await pool.query('INSERT INTO raw_events (stream_id, data, metadata) VALUES ($1, $2, $3)', [
      `raw-w${writer}-${i % STREAMS_PER_WRITER}`,
      JSON.stringify(e.data),
      JSON.stringify(e.metadata),
    ]);
  });
}

async function appends(store: PostgresEventStore) {
  const versions = new Map<string, bigint>();
  return throughput(SECONDS, async (writer, i) => {
    const stream = `bench-w${writer}-${i % STREAMS_PER_WRITER}`;
    const expected = versions.get(stream) ?? -1n;
    const result = await store.appendToStream(stream, [sampleEvent()], { expected });
    versions.set(stream, result.nextVersion);
  });
}

/** Seeds through the real tables in one statement, ten events per stream. */
async function seed(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `INSERT INTO events (stream_id, version, event_id, type, data, metadata)
     SELECT 'seed-' || (g / 10), g % 10, gen_random_uuid(), 'OrderPlaced', $2::jsonb,
            jsonb_build_object('actorId', 'user-1', 'actorRole', 'customer',
              'correlationId', gen_random_uuid(), 'causationId', null, 'at', now())
     FROM generate_series(0, $1::int - 1) g`,
    [count, JSON.stringify(sampleData)],
  );
  await pool.query(
    `INSERT INTO streams (stream_id, version, last_transaction_id)
     SELECT stream_id, max(version), max(transaction_id) FROM events
     WHERE stream_id LIKE 'seed-%' GROUP BY stream_id`,
  );
}

/**
 * A pool of one connection that always uses generic plans, its read planned on empty tables
 * (before `seed`): `measure` then times reads of two named streams each, once the log is big.
 * A plan that scanned the tables instead of probing the index would slow with every event.
 */
async function genericPlanReads(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  pool.on('error', () => {});
  await readMany(pool, ['seed-0', 'seed-1']);
  return {
    async measure() {
      const times: number[] = [];
      for (let i = 0; i < NAMED_READS; i++) {
        const a = Math.floor(Math.random() * (CATCH_UP_EVENTS / 10));
        const started = performance.now();
        const reads = await readMany(pool, [`seed-${a}`, `seed-${a + 1}`]);
        times.push(performance.now() - started);
        if (reads.get(`seed-${a}`)?.events.length !== 10)
          throw new Error('a seeded stream read short');
      }
      times.sort((x, y) => x - y);
      return {
        medianMs: times[Math.floor(times.length / 2)] ?? 0,
        p99Ms: times[Math.floor(times.length * 0.99)] ?? 0,
      };
    },
    close: () => pool.end(),
  };
}

async function catchUp(store: PostgresEventStore, expected: number) {
  const controller = new AbortController();
  const started = performance.now();
  let seen = 0;
  for await (const item of store.subscribeToAll({ after: 'start', signal: controller.signal })) {
    if (!isCaughtUp(item)) seen++;
    else if (seen >= expected) break;
  }
  controller.abort();
  const seconds = (performance.now() - started) / 1000;
  return { events: seen, seconds, perSecond: seen / seconds };
}

async function bench(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: WRITERS + 4 });
  // Stopping Postgres at the end terminates idle connections; that is not a failure (and it
  // crashed the run before its figures were printed, as bench/order-api.ts once did).
  pool.on('error', () => {});
  const store = createPostgresEventStore(pool);
  try {
    await migrate(pool, eventStoreMigrations);
    const { rows } = await pool.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    console.log(`Postgres ${rows[0]?.v}; ${WRITERS} writers; ${SECONDS} s per append phase`);

    const reader = await genericPlanReads(url);
    const t = performance.now();
    await seed(pool, CATCH_UP_EVENTS);
    console.log(
      `seeded ${CATCH_UP_EVENTS} events in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    // A catch-up takes under a second, so one run swings with whatever else the machine
    // does: the figure is the median of CATCH_UP_RUNS, each from the start of the log.
    const runs: Awaited<ReturnType<typeof catchUp>>[] = [];
    for (let i = 0; i < CATCH_UP_RUNS; i++) {
      const run = await catchUp(store, CATCH_UP_EVENTS);
      runs.push(run);
      console.log(
        `catch-up ${i + 1}: ${run.events} events in ${run.seconds.toFixed(2)} s = ${Math.round(run.perSecond)} events/s`,
      );
    }
    const caught = [...runs].sort((a, b) => a.perSecond - b.perSecond)[
      Math.floor(runs.length / 2)
    ] as (typeof runs)[number];
    console.log(
      `catch-up median: ${Math.round(caught.perSecond)} events/s (target ≥ ${TARGET_CATCH_UP})`,
    );

    const named = await reader.measure();
    await reader.close();
    console.log(
      `two named streams read by a plan made on empty tables: median ${named.medianMs.toFixed(3)} ms, p99 ${named.p99Ms.toFixed(3)} ms (target median < ${TARGET_NAMED_READ_MS} ms)`,
    );

    const raw = await rawInserts(pool);
    console.log(`raw single-row INSERTs: ${Math.round(raw.perSecond)}/s (${raw.total} rows)`);
    const appended = await appends(store);
    console.log(
      `single-event appends:  ${Math.round(appended.perSecond)}/s (${appended.total} events)`,
    );
    const ratio = appended.perSecond / raw.perSecond;
    console.log(`append / raw ratio: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);

    return {
      writers: WRITERS,
      seconds: SECONDS,
      appendsPerSecond: Math.round(appended.perSecond),
      rawInsertsPerSecond: Math.round(raw.perSecond),
      appendToRawRatio: Number(ratio.toFixed(3)),
      ratioTarget: TARGET_RATIO,
      catchUpEvents: caught.events,
      catchUpSeconds: Number(caught.seconds.toFixed(3)),
      catchUpEventsPerSecond: Math.round(caught.perSecond),
      catchUpRunsEventsPerSecond: runs.map((r) => Math.round(r.perSecond)),
      catchUpTarget: TARGET_CATCH_UP,
      namedReadMedianMs: Number(named.medianMs.toFixed(3)),
      namedReadP99Ms: Number(named.p99Ms.toFixed(3)),
      namedReadTargetMs: TARGET_NAMED_READ_MS,
      targetsMet:
        ratio >= TARGET_RATIO &&
        caught.perSecond >= TARGET_CATCH_UP &&
        named.medianMs < TARGET_NAMED_READ_MS,
    };
  } finally {
    await store.close();
    await pool.end();
  }
}

printFigures(withDatabase(bench));
