import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { Projection } from './projection';

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

/** The arguments of projection_advance (runner migration 002), built once per batch. */
export type MoveArgs = (string | number | null)[];

/**
 * Writes one batch's transaction on `tx`: opens it, moves the checkpoint (`move`), applies
 * `fresh` and commits. A refusal of the move raises CHECKPOINT_MOVED_SQLSTATE.
 */
export type WriteBatch = (
  tx: pg.PoolClient,
  target: BatchTarget,
  move: MoveArgs,
  fresh: readonly RecordedEvent[],
) => Promise<void>;
