import { afterAll, beforeAll, expect } from 'vitest';
import type pg from 'pg';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { Checkpoint } from '@pickup/domain/eventstore/types';
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
 * database (one per test file, made before its tests and dropped after), then the query's
 * answer must equal `rows`. Each `given` appends to the same log, so tests use ids of their
 * own. Several projections may be given when a query reads more than one read model.
 */
export function projectionSpec(...projections: Projection[]) {
  let db: TestDatabase | undefined;
  let store: InMemoryEventStore;
  let runner: ProjectionRunner | undefined;
  beforeAll(async () => {
    db = await runnerDatabase();
    store = new InMemoryEventStore();
    runner = new ProjectionRunner({ pool: db.pool, store, projections, retryMs: 50 });
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await db?.drop();
  });
  let seq = 0;

  /** Consecutive events of one stream go in one append, as a command appends them. */
  async function append(events: readonly GivenEvent[]): Promise<Checkpoint | null> {
    let last: Checkpoint | null = null;
    for (let i = 0; i < events.length;) {
      const stream = events[i]!.stream;
      const run: GivenEvent[] = [];
      while (i < events.length && events[i]!.stream === stream) run.push(events[i++]!);
      const { checkpoint } = await store.appendToStream(
        stream,
        run.map((e) => ({ id: `spec-${++seq}`, type: e.type, data: e.data, metadata: META })),
        { expected: 'any' },
      );
      last = checkpoint;
    }
    return last;
  }

  return {
    given(events: readonly GivenEvent[]) {
      return {
        async then(query: SpecQuery, expected: unknown): Promise<void> {
          if (!db || !runner) throw new Error('projectionSpec: call it at the top of a test file');
          const checkpoint = await append(events);
          if (checkpoint !== null) expect(await runner.waitFor(checkpoint)).toBe(true);
          const actual =
            typeof query === 'string' ? (await db.pool.query(query)).rows : await query(db.pool);
          expect(actual).toEqual(expected);
        },
      };
    },
  };
}
