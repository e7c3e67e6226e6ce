import type pg from 'pg';
import type { Checkpoint, RecordedEvent } from '@pickup/domain/eventstore/types';
import { PROJECTION_CHANNEL, type Projection } from './projection';

export interface BatchTarget {
  projection: Projection;
  /** Schema put first on the search_path for the handlers. */
  schema: string;
  /** Row of projection_checkpoints that this batch moves. */
  row: string;
  /** Only commit while this runner holds the projection's lease (null: no fencing). */
  leaseOwner: string | null;
  /** Announce the new checkpoint on PROJECTION_CHANNEL (live tables only). */
  notify: boolean;
  /**
   * Commit without waiting for the WAL flush. A read model is derived from the durable log
   * and its rows commit together with its checkpoint, so a database crash can only take the
   * last few batches back: the projector applies them again from the checkpoint that
   * survived. A reactor, whose sends must not repeat, never commits this way.
   */
  asyncCommit: boolean;
}

export type BatchOutcome = 'committed' | 'moved';

/**
 * Applies `events` and moves the checkpoint from `expected` to `to` in one transaction. The
 * checkpoint row is updated first, so that concurrent writers of the same projection queue
 * on its row lock and all but one find the checkpoint moved and roll back.
 */
export async function applyBatch(
  pool: pg.Pool,
  target: BatchTarget,
  expected: Checkpoint,
  events: readonly RecordedEvent[],
  to: Checkpoint,
): Promise<BatchOutcome> {
  const tx = await pool.connect();
  // A terminated connection also emits 'error'; the failed query already reports it.
  const ignore = () => {};
  tx.on('error', ignore);
  let broken: Error | undefined;
  try {
    const relaxed = target.asyncCommit ? '; SET LOCAL synchronous_commit = off' : '';
    await tx.query(`BEGIN; SET LOCAL search_path TO ${target.schema}, public${relaxed}`);
    const fresh = events.filter((e) => e.checkpoint > expected);
    // The announcement rides on the checkpoint update (one round trip less); like any
    // notification it is delivered only if the transaction commits.
    const moved = await tx.query({
      name: 'projection_checkpoint_move',
      text: `UPDATE projection_checkpoints
       SET checkpoint = $3, events_applied = events_applied + $4,
           last_event_at = COALESCE($5, last_event_at), updated_at = now()
       WHERE name = $1 AND checkpoint = $2 AND version = $6
         AND ($7::text IS NULL OR EXISTS (
           SELECT 1 FROM projection_leases l WHERE l.name = $8 AND l.owner = $7))
       RETURNING CASE WHEN $9 THEN pg_notify('${PROJECTION_CHANNEL}', $8 || ':' || $3) END`,
      values: [
        target.row,
        expected,
        to,
        fresh.length,
        fresh.at(-1)?.recordedAt ?? null,
        target.projection.version,
        target.leaseOwner,
        target.projection.name,
        target.notify,
      ],
    });
    if (moved.rowCount === 0) {
      await tx.query('ROLLBACK');
      return 'moved';
    }
    await applyEvents(tx, target.projection, fresh);
    await tx.query('COMMIT');
    return 'committed';
  } catch (err) {
    broken = err as Error;
    await tx.query('ROLLBACK').catch(ignore);
    throw err;
  } finally {
    tx.off('error', ignore);
    tx.release(broken);
  }
}

export async function applyEvents(
  tx: pg.PoolClient,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<void> {
  if (projection.applyMany) {
    if (events.length > 0) await projection.applyMany(tx, events);
    return;
  }
  for (const event of events) await projection.apply(tx, event);
}

export async function notifyCheckpoint(
  tx: pg.ClientBase,
  name: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [PROJECTION_CHANNEL, `${name}:${checkpoint}`]);
}
