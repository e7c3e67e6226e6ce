import type pg from 'pg';
import {
  isCaughtUp,
  type Checkpoint,
  type EventStore,
  type RecordedEvent,
} from '@pickup/domain/eventstore/types';
import { applyEvents, notifyCheckpoint } from './apply-batch';
import {
  rebuildRowOf,
  rebuildSchemaOf,
  retiredSchemaOf,
  schemaOf,
  subscribeAfter,
  type Projection,
} from './projection';
import { diffSchemas, sameRows, type TableDiff } from './table-diff';

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
 * Locks the live checkpoint row, which holds back the live runner's next batch wherever it
 * runs; brings the rebuilt tables and, when they run the same version, the live ones to the
 * same checkpoint (the later of the two), so that the verification compares like with like
 * even while events keep arriving; swaps the schemas; sets the live checkpoint and version.
 * The live runner then carries on from there with whatever arrived since.
 */
export async function swap(
  projection: Projection,
  deps: { pool: pg.Pool; store: EventStore },
  replayed: Checkpoint,
  replayedCount: number,
): Promise<RebuildResult> {
  const { name } = projection;
  for (let attempt = 1; ; attempt++) {
    const tx = await deps.pool.connect();
    try {
      // Comparing large tables takes longer than the app's statement timeout allows.
      await tx.query('BEGIN; SET LOCAL statement_timeout = 0');
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
