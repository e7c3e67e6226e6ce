import type pg from 'pg';
import {
  matchesFilter,
  type Checkpoint,
  type EventStore,
  type SubscriptionFilter,
} from '@pickup/domain/eventstore/types';
import { applyBatch, type BatchTarget } from './apply-batch';
import { BatchReader, type Batch } from './batches';
import { rebuildRowOf, rebuildSchemaOf, type Projection } from './projection';

export interface ReplayTarget {
  projection: Projection;
  /** Aborted when this process lost the projection's rebuild lock. */
  lock: AbortSignal;
  onProgress?: (applied: number) => void;
}

export type Replayed = { checkpoint: Checkpoint; applied: number } | { error: Error };

/**
 * Batches the reader may be ahead of the slowest projection: a fast projection never waits
 * for a slow one's statement, and memory stays a few batches whatever the log's length.
 */
const READ_AHEAD = 2;

/**
 * A filter letting through every event any of `filters` lets through (perhaps more: each
 * projection picks its own events again); undefined when one of them takes everything.
 */
export function widestFilter(
  filters: readonly (SubscriptionFilter | undefined)[],
): SubscriptionFilter | undefined {
  const all: SubscriptionFilter[] = [];
  for (const f of filters) {
    if (!f) return undefined;
    all.push(f);
  }
  const union = (pick: (f: SubscriptionFilter) => readonly string[] | undefined) =>
    all.every((f) => pick(f)) ? [...new Set(all.flatMap((f) => pick(f) ?? []))] : undefined;
  const streamPrefixes = union((f) => f.streamPrefixes);
  const eventTypes = union((f) => f.eventTypes);
  if (!streamPrefixes && !eventTypes) return undefined;
  return { ...(streamPrefixes && { streamPrefixes }), ...(eventTypes && { eventTypes }) };
}

/** One projection's queue of batches read from the shared subscription. */
class Lane {
  readonly batches: Batch[] = [];
  failed: Error | null = null;
  constructor(readonly target: ReplayTarget) {}
}

/**
 * Replays the whole log into every target's rebuild tables with ONE read of the log: each
 * batch read goes to every projection, which applies the events its filter takes in its own
 * transactions, at its own pace (up to READ_AHEAD batches behind the reader). A projection
 * that fails or loses its lock drops out; the others carry on. One promise per target,
 * settled as soon as that projection has caught up (never rejected).
 */
export function replayShared(
  targets: readonly ReplayTarget[],
  deps: { pool: pg.Pool; store: EventStore; batchSize: number },
): Promise<Replayed>[] {
  let wake: () => void = () => {};
  let changed = new Promise<void>((resolve) => (wake = resolve));
  const fire = () => {
    wake();
    changed = new Promise<void>((resolve) => (wake = resolve));
  };
  const lanes = targets.map((t) => new Lane(t));
  let readError: Error | null = null;
  let readAll = false;

  const take = async (lane: Lane): Promise<Batch> => {
    for (;;) {
      const batch = lane.batches.shift();
      if (batch) {
        fire();
        return batch;
      }
      if (readError) throw readError;
      if (readAll) throw new Error('the log ended before the rebuild caught up');
      await changed;
    }
  };

  const work = async (lane: Lane): Promise<{ checkpoint: Checkpoint; applied: number }> => {
    const { projection, lock, onProgress } = lane.target;
    const target: BatchTarget = {
      projection,
      schema: rebuildSchemaOf(projection.name),
      row: rebuildRowOf(projection.name),
      leaseOwner: null,
      notify: false,
      asyncCommit: true,
    };
    let checkpoint = '';
    let applied = 0;
    for (;;) {
      const batch = await take(lane);
      if (lock.aborted) throw new Error(`rebuild of ${projection.name} lost its lock`);
      const events = batch.events.filter((e) => matchesFilter(e, projection.filter));
      // A batch without any of its events only moves the checkpoint: left to the last one.
      const moves = events.length > 0 || batch.caughtUp;
      if (moves && batch.checkpoint !== null && batch.checkpoint > checkpoint) {
        const outcome = await applyBatch(deps.pool, target, checkpoint, events, batch.checkpoint);
        if (outcome === 'moved') throw new Error(`rebuild of ${projection.name} was reset`);
        checkpoint = batch.checkpoint;
        applied += events.length;
        onProgress?.(applied);
      }
      if (batch.caughtUp) return { checkpoint, applied };
    }
  };

  const results = lanes.map((lane) =>
    work(lane).catch((err: unknown) => {
      lane.failed = err as Error;
      lane.batches.length = 0;
      fire();
      return { error: err as Error };
    }),
  );

  const read = async () => {
    const done = new AbortController();
    const reader = new BatchReader(
      deps.store.subscribeToAll({
        after: 'start',
        filter: widestFilter(targets.map((t) => t.projection.filter)),
        signal: done.signal,
      }),
      deps.batchSize,
      null,
    );
    try {
      for (;;) {
        const live = () => lanes.filter((l) => !l.failed);
        while (live().some((l) => l.batches.length >= READ_AHEAD)) await changed;
        if (live().length === 0) break;
        const batch = await reader.next();
        for (const lane of live()) lane.batches.push(batch);
        fire();
        if (batch.caughtUp || batch.ended) break;
      }
    } catch (err) {
      readError = err as Error;
    } finally {
      readAll = true;
      done.abort();
      fire();
    }
  };
  // Every failure of the read reaches the projections through readError.
  void read();
  return results;
}
