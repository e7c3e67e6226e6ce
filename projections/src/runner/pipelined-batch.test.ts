import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPool, type TestDatabase } from '../testing/test-database';
import { applyBatch, plainBatch, type BatchTarget } from './apply-batch';
import { applyStatements, schemaOf, type Projection } from './projection';
import { ProjectionRunner } from './runner';
import { appendEvents, expectExactlyOnce, runnerDatabase, storedCheckpoint } from './test-support';

let db: TestDatabase;
let plain: pg.Pool;
beforeAll(async () => {
  db = await runnerDatabase();
  plain = testPool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await plain.end();
  await db.drop();
});

/** A read model whose batch is statements; `failing` adds one that fails after the insert. */
function statementsProjection(name: string, failing = false): Projection {
  const statements = (events: readonly RecordedEvent[]): pg.QueryConfig[] => [
    {
      text: 'INSERT INTO applied (event_id, stream) SELECT * FROM unnest($1::text[], $2::text[])',
      values: [events.map((e) => e.id), events.map((e) => e.stream)],
    },
    ...(failing ? [{ text: 'SELECT 1 / (count(*) - count(*)) FROM applied' }] : []),
  ];
  return {
    name,
    version: 1,
    ddl: 'CREATE TABLE applied (event_id text PRIMARY KEY, stream text NOT NULL);',
    apply: applyStatements(statements),
    statements,
  };
}

/** The projection's schema and checkpoint row made, and `count` events in a store. */
async function prepared(projection: Projection, count: number) {
  const store = new InMemoryEventStore();
  const runner = new ProjectionRunner({ pool: db.pool, store, projections: [projection] });
  await runner.start();
  await runner.stop();
  const last = await appendEvents(store, count);
  const target: BatchTarget = {
    projection,
    schema: schemaOf(projection.name),
    row: projection.name,
    leaseOwner: null,
    notify: true,
    asyncCommit: true,
  };
  return { store, last, target, events: [...store.all()] };
}

/**
 * Counts the queries a batch puts on its connection before the first answer comes back: all
 * of them when they go in one round trip, one when each waits for the last.
 */
function countSentBeforeFirstAnswer(pool: pg.Pool): { sent: () => number | undefined } {
  const connect = pool.connect.bind(pool);
  let sentWhenAnswered: number | undefined;
  pool.connect = (async () => {
    pool.connect = connect;
    const client = await connect();
    const query = client.query.bind(client) as (q: pg.QueryConfig) => Promise<unknown>;
    let sent = 0;
    const counting = (q: pg.QueryConfig) => {
      sent += 1;
      const answer = query(q);
      void answer.then(
        () => (sentWhenAnswered ??= sent),
        () => (sentWhenAnswered ??= sent),
      );
      return answer;
    };
    client.query = counting as typeof client.query;
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      client.query = query as typeof client.query;
      release(err);
    };
    return client;
  }) as typeof pool.connect;
  return { sent: () => sentWhenAnswered };
}

async function appliedIds(name: string): Promise<string[]> {
  const { rows } = await db.pool.query<{ event_id: string }>(
    `SELECT event_id FROM ${schemaOf(name)}.applied ORDER BY event_id`,
  );
  return rows.map((r) => r.event_id);
}

describe('a batch of statements on a pipelining pool', () => {
  it('goes in one round trip and commits the rows with the checkpoint', async () => {
    const projection = statementsProjection('piped');
    const { store, last, target, events } = await prepared(projection, 4);
    const counted = countSentBeforeFirstAnswer(db.pool);

    expect(await applyBatch(db.pool, target, '', events, last)).toBe('committed');

    // BEGIN, search_path, synchronous_commit, the checkpoint move, the insert and COMMIT.
    expect(counted.sent()).toBe(6);
    const rows = await appliedIds('piped');
    expectExactlyOnce(store, new Map(rows.map((id) => [id, 1])));
    expect(await storedCheckpoint(db.pool, 'piped')).toBe(last);
  });

  it('buys one round trip: the plain batch alone on the same pool waits for each answer', async () => {
    const projection = statementsProjection('unpiped');
    const { store, last, target, events } = await prepared(projection, 4);
    const counted = countSentBeforeFirstAnswer(db.pool);

    expect(await applyBatch(db.pool, target, '', events, last, plainBatch)).toBe('committed');

    expect(counted.sent()).toBe(1);
    const rows = await appliedIds('unpiped');
    expectExactlyOnce(store, new Map(rows.map((id) => [id, 1])));
    expect(await storedCheckpoint(db.pool, 'unpiped')).toBe(last);
  });

  it('is refused whole when the checkpoint has moved, writing nothing', async () => {
    const projection = statementsProjection('piped_moved');
    const { last, target, events } = await prepared(projection, 3);
    expect(await applyBatch(db.pool, target, '', events, last)).toBe('committed');

    // From the start again: the checkpoint is no longer there.
    const again = events.map((e, i) => ({ ...e, id: `again-${i}` }));
    expect(await applyBatch(db.pool, target, '', again, last)).toBe('moved');

    expect(await appliedIds('piped_moved')).toEqual(events.map((e) => e.id).sort());
    expect(await storedCheckpoint(db.pool, 'piped_moved')).toBe(last);
  });

  it('leaves neither rows nor checkpoint when a statement fails after others succeeded', async () => {
    const projection = statementsProjection('piped_failing', true);
    const { last, target, events } = await prepared(projection, 3);

    await expect(applyBatch(db.pool, target, '', events, last)).rejects.toThrow(/division by zero/);

    expect(await appliedIds('piped_failing')).toEqual([]);
    expect(await storedCheckpoint(db.pool, 'piped_failing')).toBe('');
  });

  it('applies the same rows one statement at a time on a pool that does not pipeline', async () => {
    const projection = statementsProjection('piped_plain');
    const { store, last, target, events } = await prepared(projection, 4);
    const counted = countSentBeforeFirstAnswer(plain);

    expect(await applyBatch(plain, target, '', events, last)).toBe('committed');

    expect(counted.sent()).toBe(1);
    const rows = await appliedIds('piped_plain');
    expectExactlyOnce(store, new Map(rows.map((id) => [id, 1])));
    expect(await storedCheckpoint(db.pool, 'piped_plain')).toBe(last);
  });
});
