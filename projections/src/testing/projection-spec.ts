import { afterAll, beforeAll, expect } from 'vitest';
import type pg from 'pg';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { AppendResult, Checkpoint } from '@pickup/domain/eventstore/types';
import type { Projection } from '../runner/projection';
import { ProjectionRunner } from '../runner/runner';
import { runnerDatabase } from '../runner/test-support';
import type { TestDatabase } from './test-database';

/** An event as a test states it: the stream it was appended to, its type and data. */
export interface GivenEvent {
  stream: string;
  type: string;
  data: unknown;
}

/** What the read model is asked: SQL, or a query function of the read model's own. */
export type SpecQuery = string | ((db: pg.Pool) => Promise<unknown>);

const META = {
  actorId: null,
  actorRole: null,
  correlationId: 'spec',
  causationId: null,
  at: '2030-01-01T12:00:00.000Z',
};

/**
 * `projectionSpec(projection).given(events).then(query, rows)`, in the style of Emmett's
 * projection specifications: the events go through the real runner into a fresh Postgres
 * database (one per call, made before the file's tests and dropped after), then the query's
 * answer must equal `rows`. Each `given` appends to the same log, so tests use ids of their
 * own. Several projections may be given when a query reads more than one read model.
 *
 * Each array given is one batch (up to the runner's 100 events): its events are all in the
 * log before the runner reads any of them, and the runner has applied it before the next is
 * appended. `.oneEventPerBatch()` applies the same events one batch each, so that a test can
 * check that a projection leaves the same rows however the log is cut.
 */
export function projectionSpec(...projections: Projection[]) {
  let db: TestDatabase | undefined;
  let store: InMemoryEventStore;
  let runner: ProjectionRunner | undefined;
  beforeAll(async () => {
    db = await runnerDatabase();
    store = new InMemoryEventStore();
    runner = new ProjectionRunner({
      pool: db.pool,
      store,
      // Gathering paces a busy log and changes no row; here it would only delay each batch.
      projections: projections.map((p) => ({ ...p, gatherMs: undefined })),
      retryMs: 50,
    });
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await db?.drop();
  });
  let seq = 0;

  /**
   * Consecutive events of one stream go in one append, as a command appends them. The
   * in-memory store appends as it is called, so calling it for every run before awaiting
   * any leaves the runner no moment to read part of the batch.
   */
  async function appendBatch(events: readonly GivenEvent[]): Promise<Checkpoint | null> {
    const appends: Promise<AppendResult>[] = [];
    for (let i = 0; i < events.length;) {
      const stream = events[i]!.stream;
      const run: GivenEvent[] = [];
      while (i < events.length && events[i]!.stream === stream) run.push(events[i++]!);
      appends.push(
        store.appendToStream(
          stream,
          run.map((e) => ({ id: `spec-${++seq}`, type: e.type, data: e.data, metadata: META })),
          { expected: 'any' },
        ),
      );
    }
    return (await Promise.all(appends)).at(-1)?.checkpoint ?? null;
  }

  function given(batches: readonly (readonly GivenEvent[])[]) {
    return {
      async then(query: SpecQuery, expected: unknown): Promise<void> {
        if (!db || !runner) throw new Error('projectionSpec: call it at the top of a test file');
        for (const batch of batches) {
          const checkpoint = await appendBatch(batch);
          if (checkpoint !== null) expect(await runner.waitFor(checkpoint)).toBe(true);
        }
        const actual =
          typeof query === 'string' ? (await db.pool.query(query)).rows : await query(db.pool);
        expect(actual).toEqual(expected);
      },
    };
  }

  return {
    given(...batches: readonly (readonly GivenEvent[])[]) {
      return {
        ...given(batches),
        oneEventPerBatch: () => given(batches.flat().map((event) => [event])),
      };
    },
  };
}
