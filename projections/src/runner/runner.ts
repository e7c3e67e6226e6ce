import type pg from 'pg';
import type { Checkpoint, EventStore } from '@pickup/domain/eventstore/types';
import { ensureProjection } from './checkpoints';
import { CheckpointWaiter } from './checkpoint-waiter';
import { LeaseSession } from './lease-session';
import { ProjectionLoop } from './live-loop';
import { runnerMigrations } from './migrations';
import {
  assertProjectionName,
  type Migration,
  type Projection,
  type RunnerLog,
} from './projection';
import {
  rebuildProjection,
  rebuildProjections,
  type RebuildHooks,
  type RebuildOutcome,
  type RebuildProgress,
  type RebuildResult,
} from './rebuild';
import { projectionStatus, type ProjectionStatus } from './status';

export interface ProjectionRunnerOptions {
  pool: pg.Pool;
  store: EventStore;
  projections: Projection[];
  log?: RunnerLog;
  /** Most events applied in one transaction. */
  batchSize?: number;
  /** Most events applied in one transaction of a rebuild, which replays the whole log. */
  rebuildBatchSize?: number;
  /** How long a lease lasts without renewal before a standby may take over by force. */
  leaseMs?: number;
  /** Standby poll interval, first back-off step after a failure, and waitFor poll. */
  retryMs?: number;
  /** Most events status() reads per projection to measure lag. */
  lagScanLimit?: number;
}

// Big enough that per-transaction costs vanish, small enough to keep memory flat.
const DEFAULT_REBUILD_BATCH = 10_000;

const silent: RunnerLog = { info() {}, warn() {}, error() {} };

/**
 * Keeps every projection's read model up to date from the event store. Safe to start in
 * several processes: each projection is applied by exactly one of them at a time.
 */
export class ProjectionRunner {
  private readonly pool: pg.Pool;
  private readonly store: EventStore;
  private readonly projections: Projection[];
  private readonly log: RunnerLog;
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly retryMs: number;
  private readonly lagScanLimit: number;
  private readonly leases: LeaseSession;
  private readonly waiter: CheckpointWaiter;
  private loops: ProjectionLoop[] = [];
  private stopping = new AbortController();

  constructor(opts: ProjectionRunnerOptions) {
    for (const p of opts.projections) assertProjectionName(p.name);
    const names = opts.projections.map((p) => p.name);
    if (new Set(names).size !== names.length) throw new Error('projection names must be unique');
    this.pool = opts.pool;
    this.store = opts.store;
    this.projections = opts.projections;
    this.log = opts.log ?? silent;
    this.batchSize = opts.batchSize ?? 100;
    this.rebuildBatchSize = opts.rebuildBatchSize ?? DEFAULT_REBUILD_BATCH;
    this.retryMs = opts.retryMs ?? 1000;
    this.lagScanLimit = opts.lagScanLimit ?? 1000;
    this.leases = new LeaseSession(this.pool, opts.leaseMs ?? 30_000, this.log);
    this.waiter = new CheckpointWaiter(this.pool, this.log, Math.min(250, this.retryMs));
  }

  /** Tables the runner needs; the api passes them to its migrate() before start(). */
  migrations(): Migration[] {
    return runnerMigrations();
  }

  /**
   * Creates the schema of each projection seen for the first time, then keeps every
   * projection up to date in the background (rebuilding those whose version changed).
   */
  async start(): Promise<void> {
    if (this.loops.length > 0) throw new Error('projection runner already started');
    for (const p of this.projections) await ensureProjection(this.pool, p);
    this.stopping = new AbortController();
    this.loops = this.projections.map(
      (p) =>
        new ProjectionLoop(
          p,
          {
            pool: this.pool,
            store: this.store,
            leases: this.leases,
            log: this.log,
            batchSize: this.batchSize,
            retryMs: this.retryMs,
            maxBackoffMs: 30_000,
            rebuild: async (projection) => (await this.rebuild(projection.name)) !== null,
            committed: (name, checkpoint) => this.waiter.committedHere(name, checkpoint),
          },
          this.stopping.signal,
        ),
    );
  }

  /** Lets in-flight batches commit, then releases every lock and connection it holds. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.loops.map((l) => l.stopped()));
    this.loops = [];
    await this.waiter.close();
    await this.leases.close();
  }

  /**
   * True once every named projection (all by default) has applied everything up to
   * `checkpoint`, whichever process runs it; false after `timeoutMs`.
   */
  waitFor(
    checkpoint: Checkpoint,
    names: readonly string[] = this.projections.map((p) => p.name),
    timeoutMs = 3000,
  ): Promise<boolean> {
    // A read model this deployment does not run has nothing to wait for.
    const known = names.filter((n) => this.projections.some((p) => p.name === n));
    if (known.length === 0) return Promise.resolve(true);
    return this.waiter.waitFor(checkpoint, known, timeoutMs);
  }

  status(): Promise<ProjectionStatus[]> {
    return projectionStatus(this.pool, this.store, this.projections, this.lagScanLimit);
  }

  /**
   * Rebuilds a projection from position zero beside its live tables and swaps it in; null
   * when another process is already rebuilding it.
   */
  rebuild(name: string, onProgress?: RebuildProgress): Promise<RebuildResult | null> {
    return rebuildProjection(this.find(name), this.rebuildDeps(), onProgress);
  }

  /**
   * Rebuilds the named projections as rebuild() does, reading the log once for all of them;
   * swaps each in as soon as it has caught up. Never throws for one projection's failure: its
   * outcome is the error.
   */
  rebuildMany(
    names: readonly string[],
    hooks?: RebuildHooks,
  ): Promise<Map<string, RebuildOutcome>> {
    return rebuildProjections(
      names.map((name) => this.find(name)),
      this.rebuildDeps(),
      hooks,
    );
  }

  private find(name: string): Projection {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`unknown projection ${name}`);
    return projection;
  }

  private rebuildDeps() {
    return {
      pool: this.pool,
      store: this.store,
      leases: this.leases,
      log: this.log,
      batchSize: this.rebuildBatchSize,
    };
  }

  /** Backend pid of the connection holding this runner's locks (for operational tooling). */
  lockConnectionPid(): Promise<number> {
    return this.leases.pid();
  }

  /** Projections this process is applying right now. */
  activeHere(): string[] {
    return this.loops.filter((l) => l.active).map((l) => l.name);
  }
}
