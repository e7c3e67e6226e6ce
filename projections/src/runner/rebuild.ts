import type pg from 'pg';
import {
  isCaughtUp,
  type Checkpoint,
  type EventStore,
  type RecordedEvent,
} from '@pickup/domain/eventstore/types';
import { applyBatch, applyEvents, notifyCheckpoint, type BatchTarget } from './apply-batch';
import { BatchReader } from './batches';
import { createTables, ensureProjection, readCheckpoint } from './checkpoints';
import type { LeaseSession } from './lease-session';
import {
  rebuildRowOf,
  rebuildSchemaOf,
  retiredSchemaOf,
  schemaOf,
  subscribeAfter,
  type Projection,
  type RunnerLog,
} from './projection';
import { diffSchemas, sameRows, type TableDiff } from './table-diff';
import { createIndexes, dropIndexes, makeLogged, setLogged } from './unlogged';

export interface RebuildDeps {
  pool: pg.Pool;
  store: EventStore;
  leases: LeaseSession;
  log: RunnerLog;
  batchSize: number;
}

export type RebuildProgress = (applied: number, total?: number) => void;

export interface RebuildResult {
  name: string;
  version: number;
  checkpoint: Checkpoint;
  applied: number;
  /** Old live tables compared with the rebuilt ones, just before the old ones were dropped. */
  diff: TableDiff[];
  identical: boolean;
}

const SWAP_ATTEMPTS = 5;
/** Most events the swap applies to the old live tables to compare them at the same point. */
const LIVE_CATCH_UP_LIMIT = 2_000;

interface Range {
  events: RecordedEvent[];
  checkpoint: Checkpoint;
  /** More than `limit` events lay in the range; `events` holds only the first ones. */
  truncated: boolean;
}

/**
 * Replays every event into `rm_<name>__rebuild` while the live tables keep serving (and
 * keep being updated by the live runner), then swaps the schemas in one transaction. Only
 * one process rebuilds a projection at a time; returns null when another one already is.
 */
export async function rebuildProjection(
  projection: Projection,
  deps: RebuildDeps,
  onProgress?: RebuildProgress,
): Promise<RebuildResult | null> {
  const key = `rebuild:${projection.name}`;
  const lock = await deps.leases.tryLock(key);
  if (!lock) return null;
  try {
    await ensureProjection(deps.pool, projection);
    const stored = await readCheckpoint(deps.pool, projection.name);
    if (stored && stored.version > projection.version) {
      throw new Error(
        `${projection.name} is stored at version ${stored.version}, newer than ${projection.version}`,
      );
    }
    const queryIndexes = await prepare(deps.pool, projection);
    deps.log.info('projection rebuild started', {
      name: projection.name,
      version: projection.version,
    });
    const { checkpoint, applied } = await replay(projection, deps, lock, onProgress);
    await makeLogged(deps.pool, rebuildSchemaOf(projection.name));
    await createIndexes(deps.pool, queryIndexes);
    const result = await swap(projection, deps, checkpoint, applied);
    deps.log.info('projection rebuilt and swapped', { ...result, diff: undefined });
    return result;
  } finally {
    await deps.leases.release(key);
  }
}

/**
 * Creates the rebuild tables, unlogged and without their query indexes; returns the
 * statements that create those indexes once the log is replayed.
 */
async function prepare(pool: pg.Pool, projection: Projection): Promise<string[]> {
  const schema = rebuildSchemaOf(projection.name);
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    await tx.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await createTables(tx, schema, projection.ddl);
    await setLogged(tx, schema, false);
    const queryIndexes = await dropIndexes(tx, schema, projection.queryIndexes ?? []);
    await tx.query(
      `INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET version = excluded.version, checkpoint = '',
         events_applied = 0, last_event_at = NULL, updated_at = now()`,
      [rebuildRowOf(projection.name), projection.version],
    );
    await tx.query('COMMIT');
    return queryIndexes;
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}

async function replay(
  projection: Projection,
  deps: RebuildDeps,
  lock: AbortSignal,
  onProgress?: RebuildProgress,
): Promise<{ checkpoint: Checkpoint; applied: number }> {
  const target: BatchTarget = {
    projection,
    schema: rebuildSchemaOf(projection.name),
    row: rebuildRowOf(projection.name),
    leaseOwner: null,
    notify: false,
    asyncCommit: true,
  };
  const done = new AbortController();
  const reader = new BatchReader(
    deps.store.subscribeToAll({
      after: 'start',
      filter: projection.filter,
      signal: AbortSignal.any([lock, done.signal]),
    }),
    deps.batchSize,
    null,
  );
  let checkpoint = '';
  let applied = 0;
  try {
    for (;;) {
      const batch = await reader.next();
      if (batch.ended) throw new Error(`rebuild of ${projection.name} lost its lock`);
      if (batch.checkpoint !== null && batch.checkpoint > checkpoint) {
        const outcome = await applyBatch(
          deps.pool,
          target,
          checkpoint,
          batch.events,
          batch.checkpoint,
        );
        if (outcome === 'moved') throw new Error(`rebuild of ${projection.name} was reset`);
        checkpoint = batch.checkpoint;
        applied += batch.events.length;
        onProgress?.(applied);
      }
      if (batch.caughtUp) return { checkpoint, applied };
    }
  } finally {
    done.abort();
  }
}

/**
 * Locks the live checkpoint row, which holds back the live runner's next batch wherever it
 * runs; brings the rebuilt tables and, when they run the same version, the live ones to the
 * same checkpoint (the later of the two), so that the verification compares like with like
 * even while events keep arriving; swaps the schemas; sets the live checkpoint and version.
 * The live runner then carries on from there with whatever arrived since.
 */
async function swap(
  projection: Projection,
  deps: RebuildDeps,
  replayed: Checkpoint,
  replayedCount: number,
): Promise<RebuildResult> {
  const { name } = projection;
  for (let attempt = 1; ; attempt++) {
    const tx = await deps.pool.connect();
    try {
      await tx.query('BEGIN');
      const { rows } = await tx.query<{ checkpoint: string; version: number }>(
        'SELECT checkpoint, version FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
        [name],
      );
      const live = rows[0]?.checkpoint ?? '';
      const later = live > replayed ? live : replayed;
      // Only tables of the same version can be brought forward with this code, and only a
      // short way: live tables far behind, or never fed, are compared as they stand.
      const near =
        rows[0]?.version === projection.version && live !== ''
          ? await readRange(
              deps.store,
              projection,
              live < replayed ? live : replayed,
              later,
              LIVE_CATCH_UP_LIMIT,
            )
          : null;
      const rest =
        near && !near.truncated
          ? near
          : await readRange(deps.store, projection, replayed, null, Infinity);
      const bringLive = rest === near;
      const to = rest.checkpoint;
      if (to < (bringLive ? later : live)) {
        // The store has not yet shown us everything the live runner applied (its view can
        // trail briefly); let go of the live row and look again.
        await tx.query('ROLLBACK');
        if (attempt >= SWAP_ATTEMPTS) throw new Error(`rebuild of ${name} cannot catch up`);
        continue;
      }
      const forRebuild = rest.events.filter((e) => e.checkpoint > replayed);
      await tx.query(`SET LOCAL search_path TO ${rebuildSchemaOf(name)}, public`);
      await applyEvents(tx, projection, forRebuild);
      if (bringLive) {
        await tx.query(`SET LOCAL search_path TO ${schemaOf(name)}, public`);
        await applyEvents(
          tx,
          projection,
          rest.events.filter((e) => e.checkpoint > live),
        );
      }
      await tx.query('SET LOCAL search_path TO DEFAULT');
      const applied = replayedCount + forRebuild.length;
      await tx.query(`DROP SCHEMA IF EXISTS ${retiredSchemaOf(name)} CASCADE`);
      await tx.query(`ALTER SCHEMA ${schemaOf(name)} RENAME TO ${retiredSchemaOf(name)}`);
      await tx.query(`ALTER SCHEMA ${rebuildSchemaOf(name)} RENAME TO ${schemaOf(name)}`);
      await tx.query(
        `UPDATE projection_checkpoints SET version = $2, checkpoint = $3, events_applied = $4,
           last_event_at = COALESCE($5, (SELECT last_event_at FROM projection_checkpoints
                                         WHERE name = $6)),
           updated_at = now()
         WHERE name = $1`,
        [
          name,
          projection.version,
          to,
          applied,
          forRebuild.at(-1)?.recordedAt ?? null,
          rebuildRowOf(name),
        ],
      );
      await tx.query('DELETE FROM projection_checkpoints WHERE name = $1', [rebuildRowOf(name)]);
      const diff = await diffSchemas(tx, retiredSchemaOf(name), schemaOf(name));
      await tx.query(`DROP SCHEMA ${retiredSchemaOf(name)} CASCADE`);
      await notifyCheckpoint(tx, name, to);
      await tx.query('COMMIT');
      return {
        name,
        version: projection.version,
        checkpoint: to,
        applied,
        diff,
        identical: sameRows(diff),
      };
    } catch (err) {
      await tx.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      tx.release();
    }
  }
}

/**
 * Events after `after` up to `until` (null: the store's current head), read through a fresh
 * subscription; the checkpoint says how far the store could show them.
 */
async function readRange(
  store: EventStore,
  projection: Projection,
  after: Checkpoint,
  until: Checkpoint | null,
  limit: number,
): Promise<Range> {
  const stop = new AbortController();
  const events: RecordedEvent[] = [];
  let checkpoint = after;
  try {
    const items = store.subscribeToAll({
      after: subscribeAfter(after),
      filter: projection.filter,
      signal: stop.signal,
    });
    for await (const item of items) {
      if (isCaughtUp(item)) {
        if (item.caughtUp > checkpoint) checkpoint = item.caughtUp;
        break;
      }
      if (item.checkpoint <= after) continue;
      if (until !== null && item.checkpoint > until) {
        checkpoint = until;
        break;
      }
      if (events.length >= limit) return { events, checkpoint, truncated: true };
      events.push(item);
      checkpoint = item.checkpoint;
    }
    const reached = until !== null && checkpoint > until ? until : checkpoint;
    return { events, checkpoint: reached, truncated: false };
  } finally {
    stop.abort();
  }
}
