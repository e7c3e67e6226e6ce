import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import type { Checkpoint, EventStore, RecordedEvent } from '@pickup/domain/eventstore/types';
import { applyBatch, type BatchTarget } from './apply-batch';
import { BatchReader } from './batches';
import { readCheckpoint } from './checkpoints';
import type { LeaseSession } from './lease-session';
import { schemaOf, subscribeAfter, type Projection, type RunnerLog } from './projection';

export interface LoopDeps {
  pool: pg.Pool;
  store: EventStore;
  leases: LeaseSession;
  log: RunnerLog;
  batchSize: number;
  /** Standby poll interval and first back-off step after a failed batch. */
  retryMs: number;
  maxBackoffMs: number;
  /** Rebuilds an outdated projection; false when another process is already doing it. */
  rebuild(projection: Projection): Promise<boolean>;
  /** A batch committed: its projection has reached `checkpoint`. */
  committed?(name: string, checkpoint: Checkpoint): void;
}

/** Resolves after `ms`, or as soon as `signal` aborts (the loop then sees it aborted). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return delay(ms, undefined, { signal }).catch((err: unknown) => {
    if (!signal.aborted) throw err;
  });
}

/**
 * Keeps one projection up to date for as long as this process holds its lease: standby
 * until the lock is free, then subscribe from the stored checkpoint and apply batch after
 * batch. Any surprise (checkpoint moved, lease lost, version changed) sends it back to the
 * start, where the stored row is read again.
 */
export class ProjectionLoop {
  active = false;
  private readonly done: Promise<void>;

  constructor(
    private readonly projection: Projection,
    private readonly deps: LoopDeps,
    private readonly stop: AbortSignal,
  ) {
    this.done = this.run();
  }

  get name(): string {
    return this.projection.name;
  }

  stopped(): Promise<void> {
    return this.done;
  }

  private async run(): Promise<void> {
    const { name, version } = this.projection;
    const { leases, log, retryMs } = this.deps;
    let warnedNewer = false;
    while (!this.stop.aborted) {
      try {
        const row = await readCheckpoint(this.deps.pool, name);
        if (!row) throw new Error(`projection ${name} has no checkpoint row; call start()`);
        if (row.version < version) {
          if (!(await this.deps.rebuild(this.projection))) await sleep(retryMs, this.stop);
          continue;
        }
        if (row.version > version) {
          if (!warnedNewer)
            log.warn('stored projection is newer than this code; standing by', {
              name,
              stored: row.version,
              version,
            });
          warnedNewer = true;
          await sleep(retryMs, this.stop);
          continue;
        }
        const lease = await leases.tryAcquireLease(name);
        if (!lease) {
          await sleep(retryMs, this.stop);
          continue;
        }
        try {
          this.active = true;
          await this.follow(lease);
        } finally {
          this.active = false;
          await leases.release(`projection:${name}`);
        }
      } catch (err) {
        log.error('projection runner failed; retrying', { name, error: String(err) });
        await sleep(retryMs, this.stop);
      }
    }
  }

  private async follow(lease: AbortSignal): Promise<void> {
    const row = await readCheckpoint(this.deps.pool, this.projection.name);
    if (!row || row.version !== this.projection.version) return;
    let checkpoint = row.checkpoint;
    const signal = AbortSignal.any([this.stop, lease]);
    const subscription = new AbortController();
    const reader = new BatchReader(
      this.deps.store.subscribeToAll({
        after: subscribeAfter(checkpoint),
        filter: this.projection.filter,
        signal: AbortSignal.any([signal, subscription.signal]),
      }),
      this.deps.batchSize,
    );
    const target: BatchTarget = {
      projection: this.projection,
      schema: schemaOf(this.projection.name),
      row: this.projection.name,
      leaseOwner: this.deps.leases.owner,
      notify: true,
      asyncCommit: true,
    };
    try {
      for (;;) {
        const batch = await reader.next();
        if (batch.ended || signal.aborted) return;
        if (batch.checkpoint === null || batch.checkpoint <= checkpoint) continue;
        const outcome = await this.applyWithRetry(
          target,
          checkpoint,
          batch.events,
          batch.checkpoint,
          signal,
        );
        if (outcome !== 'committed') return;
        checkpoint = batch.checkpoint;
        this.deps.committed?.(this.projection.name, checkpoint);
        if (this.projection.gatherMs) await sleep(this.projection.gatherMs, signal);
      }
    } finally {
      subscription.abort();
    }
  }

  /** Never skips a batch: a failing handler is retried with back-off until it passes. */
  private async applyWithRetry(
    target: BatchTarget,
    expected: Checkpoint,
    events: RecordedEvent[],
    to: Checkpoint,
    signal: AbortSignal,
  ): Promise<'committed' | 'moved' | 'aborted'> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await applyBatch(this.deps.pool, target, expected, events, to);
      } catch (err) {
        const delay = Math.min(this.deps.retryMs * 2 ** attempt, this.deps.maxBackoffMs);
        this.deps.log.error('projection batch failed; retrying', {
          name: this.projection.name,
          from: expected,
          to,
          attempt,
          delay,
          error: String(err),
        });
        await sleep(delay, signal);
        if (signal.aborted) return 'aborted';
      }
    }
  }
}
