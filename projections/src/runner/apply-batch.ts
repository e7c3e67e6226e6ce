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
    const statements = target.projection.statements;
    if (tx.pipeline && statements && fresh.length > 0)
      return await pipelined(tx, target, expected, to, fresh, statements(fresh));
    const opened = await script(tx, openBatchSql(target, expected, to, fresh));
    if (opened.at(-1)?.rowCount === 0) {
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

/**
 * The whole batch sent at once on a pipelining connection: the transaction's opening, the
 * checkpoint move, the projection's statements and the commit. The statements run in order;
 * the first that fails aborts the transaction, those behind it fail too, and the commit then
 * rolls it back, so the batch is applied whole or not at all. A checkpoint no longer where
 * the batch began fails the move (CHECKPOINT_MOVED_SQLSTATE): the batch is 'moved'.
 */
async function pipelined(
  tx: pg.PoolClient,
  target: BatchTarget,
  expected: Checkpoint,
  to: Checkpoint,
  fresh: readonly RecordedEvent[],
  statements: readonly pg.QueryConfig[],
): Promise<BatchOutcome> {
  const move: pg.QueryConfig = {
    name: 'projection_advance',
    text: 'SELECT projection_advance($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    values: [
      target.row,
      target.projection.name,
      expected,
      to,
      Math.trunc(target.projection.version),
      target.leaseOwner,
      fresh.length,
      fresh.at(-1)?.recordedAt ?? null,
      target.notify ? `${target.projection.name}:${to}` : null,
    ],
  };
  const sent: pg.QueryConfig[] = [
    { text: 'BEGIN' },
    { text: `SET LOCAL search_path TO ${target.schema}, public` },
    ...(target.asyncCommit ? [{ text: 'SET LOCAL synchronous_commit = off' }] : []),
    move,
    ...statements,
    { text: 'COMMIT' },
  ];
  const settled = await Promise.allSettled(sent.map((q) => tx.query(q)));
  const failed = settled.find((r) => r.status === 'rejected');
  if (!failed) return 'committed';
  const cause: unknown = failed.reason;
  if ((cause as { code?: unknown }).code === CHECKPOINT_MOVED_SQLSTATE) return 'moved';
  throw cause;
}

/**
 * Opens the batch's transaction and moves the checkpoint in one round trip: a simple-protocol
 * script (values as escaped literals, since such a script takes no parameters). The
 * checkpoint update also announces the new checkpoint; like any notification it is
 * delivered only if the transaction commits.
 */
function openBatchSql(
  target: BatchTarget,
  expected: Checkpoint,
  to: Checkpoint,
  fresh: readonly RecordedEvent[],
): string {
  const text = (value: string | null) => (value === null ? 'NULL' : pg.escapeLiteral(value));
  const relaxed = target.asyncCommit ? 'SET LOCAL synchronous_commit = off;' : '';
  const name = text(target.projection.name);
  const owner = text(target.leaseOwner);
  const announce = target.notify
    ? `RETURNING pg_notify('${PROJECTION_CHANNEL}', ${text(`${target.projection.name}:${to}`)})`
    : '';
  return `BEGIN; SET LOCAL search_path TO ${target.schema}, public; ${relaxed}
      UPDATE projection_checkpoints
      SET checkpoint = ${text(to)}, events_applied = events_applied + ${fresh.length},
          last_event_at = COALESCE(${text(fresh.at(-1)?.recordedAt ?? null)}::timestamptz,
                                   last_event_at),
          updated_at = now()
      WHERE name = ${text(target.row)} AND checkpoint = ${text(expected)}
        AND version = ${Math.trunc(target.projection.version)}
        AND (${owner}::text IS NULL OR EXISTS (
          SELECT 1 FROM projection_leases l WHERE l.name = ${name} AND l.owner = ${owner}))
      ${announce}`;
}

/** Runs a script of several statements; pg answers with one result per statement. */
async function script(tx: pg.ClientBase, text: string): Promise<pg.QueryResult[]> {
  const results: unknown = await tx.query(text);
  return Array.isArray(results) ? (results as pg.QueryResult[]) : [results as pg.QueryResult];
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
