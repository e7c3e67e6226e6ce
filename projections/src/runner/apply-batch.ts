import pg from 'pg';
import type { Checkpoint, RecordedEvent } from '@pickup/domain/eventstore/types';
import { CHECKPOINT_MOVED_SQLSTATE } from './migrations';
import type { BatchTarget, MoveArgs, WriteBatch } from './batch-target';
import { pipelinedBatch } from './pipelined-batch';
import { PROJECTION_CHANNEL, type Projection } from './projection';

export type { BatchTarget, MoveArgs, WriteBatch } from './batch-target';

export type BatchOutcome = 'committed' | 'moved';

/**
 * The plain batch: the transaction opened with the checkpoint move (one round trip), the
 * projection's apply, then the commit.
 */
export const plainBatch: WriteBatch = async (tx, target, move, fresh) => {
  await tx.query(openBatchSql(target, move));
  await applyEvents(tx, target.projection, fresh);
  await tx.query('COMMIT');
};

/**
 * Applies `events` and moves the checkpoint from `expected` to `to` in one transaction. The
 * checkpoint row is updated first, so that concurrent writers of the same projection queue
 * on its row lock and all but one find the checkpoint moved and roll back. `write`: the
 * plain batch, sent at once where the connection pipelines (pipelined-batch.ts).
 */
export async function applyBatch(
  pool: pg.Pool,
  target: BatchTarget,
  expected: Checkpoint,
  events: readonly RecordedEvent[],
  to: Checkpoint,
  write: WriteBatch = pipelinedBatch(plainBatch),
): Promise<BatchOutcome> {
  const tx = await pool.connect();
  // A terminated connection also emits 'error'; the failed query already reports it.
  const ignore = () => {};
  tx.on('error', ignore);
  let broken: Error | undefined;
  try {
    const fresh = events.filter((e) => e.checkpoint > expected);
    await write(tx, target, checkpointMove(target, expected, to, fresh), fresh);
    return 'committed';
  } catch (err) {
    await tx.query('ROLLBACK').catch(ignore);
    if ((err as { code?: unknown }).code === CHECKPOINT_MOVED_SQLSTATE) return 'moved';
    broken = err as Error;
    throw err;
  } finally {
    tx.off('error', ignore);
    tx.release(broken);
  }
}

/**
 * The arguments of projection_advance (runner migration 002), which moves the checkpoint and
 * announces it, or raises CHECKPOINT_MOVED_SQLSTATE when the checkpoint is no longer
 * `expected` (another runner got there first): the batch is then 'moved'.
 */
function checkpointMove(
  target: BatchTarget,
  expected: Checkpoint,
  to: Checkpoint,
  fresh: readonly RecordedEvent[],
): MoveArgs {
  return [
    target.row,
    target.projection.name,
    expected,
    to,
    Math.trunc(target.projection.version),
    target.leaseOwner,
    fresh.length,
    fresh.at(-1)?.recordedAt ?? null,
    target.notify ? `${target.projection.name}:${to}` : null,
  ];
}

/**
 * Opens the batch's transaction and moves the checkpoint in one round trip: a simple-protocol
 * script, so the move's arguments go as escaped literals (such a script takes no parameters).
 */
function openBatchSql(target: BatchTarget, move: MoveArgs): string {
  const literal = (v: string | number | null) =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : pg.escapeLiteral(v);
  const relaxed = target.asyncCommit ? 'SET LOCAL synchronous_commit = off;' : '';
  return `BEGIN; SET LOCAL search_path TO ${target.schema}, public; ${relaxed}
      SELECT projection_advance(${move.map(literal).join(', ')})`;
}

export async function applyEvents(
  tx: pg.PoolClient,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<void> {
  if (events.length > 0) await projection.apply(tx, events);
}

export async function notifyCheckpoint(
  tx: pg.ClientBase,
  name: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [PROJECTION_CHANNEL, `${name}:${checkpoint}`]);
}
