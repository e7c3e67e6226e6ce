import pg from 'pg';
import type { Checkpoint, RecordedEvent } from '@pickup/domain/eventstore/types';
import { CHECKPOINT_MOVED_SQLSTATE } from './migrations';
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
    const fresh = events.filter((e) => e.checkpoint > expected);
    const move = checkpointMove(target, expected, to, fresh);
    const statements = target.projection.statements;
    if (tx.pipeline && statements && fresh.length > 0) {
      await pipelined(tx, target, move, statements(fresh));
      return 'committed';
    }
    await tx.query(openBatchSql(target, move));
    await applyEvents(tx, target.projection, fresh);
    await tx.query('COMMIT');
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
): (string | number | null)[] {
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
 * The whole batch sent at once on a pipelining connection: the transaction's opening, the
 * checkpoint move, the projection's statements and the commit. The statements run in order;
 * the first that fails aborts the transaction, those behind it fail too, and the commit then
 * rolls it back, so the batch is applied whole or not at all; the first failure is thrown.
 */
async function pipelined(
  tx: pg.PoolClient,
  target: BatchTarget,
  move: (string | number | null)[],
  statements: readonly pg.QueryConfig[],
): Promise<void> {
  const sent: pg.QueryConfig[] = [
    { text: 'BEGIN' },
    { text: `SET LOCAL search_path TO ${target.schema}, public` },
    ...(target.asyncCommit ? [{ text: 'SET LOCAL synchronous_commit = off' }] : []),
    {
      name: 'projection_advance',
      text: 'SELECT projection_advance($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      values: move,
    },
    ...statements,
    { text: 'COMMIT' },
  ];
  const settled = await Promise.allSettled(sent.map((q) => tx.query(q)));
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Opens the batch's transaction and moves the checkpoint in one round trip: a simple-protocol
 * script, so the move's arguments go as escaped literals (such a script takes no parameters).
 */
function openBatchSql(target: BatchTarget, move: (string | number | null)[]): string {
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
