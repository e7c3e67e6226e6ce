import { expect } from 'vitest';
import type pg from 'pg';
import type { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { Checkpoint, RecordedEvent } from '@pickup/domain/eventstore/types';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import { oneAtATime, schemaOf, type Projection } from './projection';

/** A fresh database with the runner's tables (and the app's others, which runner tests ignore). */
export async function runnerDatabase(): Promise<TestDatabase> {
  const db = await migratedTestDatabase();
  // Tests terminate backends on purpose; an idle pooled connection dying must not crash.
  db.pool.on('error', () => {});
  return db;
}

export interface TestProjectionOptions {
  name?: string;
  version?: number;
  /** Extra column in the list table, so that a new version has a different shape. */
  withType?: boolean;
  streamPrefix?: string;
  fail?: (event: RecordedEvent) => boolean;
  /** Awaited inside the batch transaction before the event's rows are written. */
  beforeApply?: (event: RecordedEvent, tx: pg.PoolClient) => Promise<void>;
}

/**
 * Deliberately NOT idempotent (a log row per application and a running counter), so that an
 * event applied twice shows up as a duplicate row instead of being hidden by the handler.
 */
export function listProjection(opts: TestProjectionOptions = {}): Projection {
  const withType = opts.withType ?? false;
  return {
    name: opts.name ?? 'things',
    version: opts.version ?? 1,
    ddl: `
      CREATE TABLE applied (event_id text NOT NULL, stream text NOT NULL
        ${withType ? ', type text NOT NULL' : ''});
      CREATE TABLE counters (stream text PRIMARY KEY, n integer NOT NULL);`,
    filter: opts.streamPrefix ? { streamPrefixes: [opts.streamPrefix] } : undefined,
    apply: oneAtATime(async (tx, event) => {
      await opts.beforeApply?.(event, tx);
      if (opts.fail?.(event)) throw new Error(`handler refused ${event.id}`);
      await tx.query(
        withType
          ? 'INSERT INTO applied (event_id, stream, type) VALUES ($1, $2, $3)'
          : 'INSERT INTO applied (event_id, stream) VALUES ($1, $2)',
        withType ? [event.id, event.stream, event.type] : [event.id, event.stream],
      );
      await tx.query(
        `INSERT INTO counters (stream, n) VALUES ($1, 1)
         ON CONFLICT (stream) DO UPDATE SET n = counters.n + 1`,
        [event.stream],
      );
    }),
  };
}

let seq = 0;

/** Appends `count` events to `stream` and returns the checkpoint of the last one. */
export async function appendEvents(
  store: InMemoryEventStore,
  count: number,
  stream = 'order-1',
): Promise<Checkpoint> {
  const events = Array.from({ length: count }, () => {
    seq += 1;
    return {
      id: `ev-${seq}`,
      type: 'ThingHappened',
      data: { seq },
      metadata: {
        actorId: null,
        actorRole: null,
        correlationId: `c-${seq}`,
        causationId: null,
        at: new Date(0).toISOString(),
      },
    };
  });
  const { checkpoint } = await store.appendToStream(stream, events, { expected: 'any' });
  return checkpoint;
}

/** How many times each event was applied to the live tables. */
export async function applications(pool: pg.Pool, name = 'things'): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ event_id: string; n: number }>(
    `SELECT event_id, count(*)::int AS n FROM ${schemaOf(name)}.applied GROUP BY event_id`,
  );
  return new Map(rows.map((r) => [r.event_id, r.n]));
}

export async function storedCheckpoint(pool: pg.Pool, name = 'things'): Promise<string | null> {
  const { rows } = await pool.query<{ checkpoint: string }>(
    'SELECT checkpoint FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  return rows[0]?.checkpoint ?? null;
}

/** Every event of the store applied exactly once, and nothing else. */
export function expectExactlyOnce(store: InMemoryEventStore, applied: Map<string, number>): void {
  const ids = store.all().map((e) => e.id);
  const wrong = ids.filter((id) => applied.get(id) !== 1).map((id) => [id, applied.get(id) ?? 0]);
  const extra = [...applied.keys()].filter((id) => !ids.includes(id));
  expect({ wrong, extra }).toEqual({ wrong: [], extra: [] });
}
