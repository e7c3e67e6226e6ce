import { randomUUID } from 'node:crypto';
import type { SubscriptionFilter } from '@pickup/domain/eventstore/types';
import { conflict, notFound } from '@pickup/domain/shared/errors';
import type { Projection } from '@pickup/projections/runner/projection';
import type { RebuildProgress, RebuildResult } from '@pickup/projections/runner/rebuild';
import type { ProjectionStatus } from '@pickup/projections/runner/status';
import {
  REBUILD_EVENT,
  type RebuildJob,
  type RebuildJobStatus,
  type RebuildSignal,
} from '@pickup/projections/runner/contract';

/** Emits to the Socket.IO `admin` room (the live gateway provides it). */
export type EmitAdmin = (event: string, payload: unknown) => void;

/** The part of the ProjectionRunner that replay uses. */
export interface ReplayRunner {
  status(): Promise<ProjectionStatus[]>;
  rebuild(name: string, onProgress?: RebuildProgress): Promise<RebuildResult | null>;
}

/** How many stored events a projection's filter selects; null when the store cannot say. */
export type CountEvents = (filter: SubscriptionFilter | undefined) => Promise<number | null>;

export { REBUILD_EVENT };
export type { RebuildJob, RebuildJobStatus, RebuildSignal };

export interface RebuildJobsDeps {
  runner: ReplayRunner;
  projections: readonly Projection[];
  emitAdmin: EmitAdmin;
  countEvents?: CountEvents;
  now?: () => Date;
  /** Least time between two progress signals. */
  progressEveryMs?: number;
}

export type RebuildJobs = ReturnType<typeof createRebuildJobs>;

/**
 * Rebuild jobs started over HTTP: one at a time per projection in this process (the runner's
 * lock keeps other processes out), progress pushed to the admin room, the last job of each
 * projection kept for its status page.
 */
export function createRebuildJobs(deps: RebuildJobsDeps) {
  const now = deps.now ?? (() => new Date());
  const every = deps.progressEveryMs ?? 250;
  const last = new Map<string, RebuildJob>();
  const running = new Map<string, Promise<RebuildJob>>();

  const signal = (job: RebuildJob): void =>
    deps.emitAdmin(REBUILD_EVENT, {
      jobId: job.jobId,
      name: job.name,
      status: job.status,
      applied: job.applied,
      total: job.total,
      done: job.status !== 'running',
      identical: job.identical,
      diff: job.diff,
      error: job.error,
    } satisfies RebuildSignal);

  async function run(job: RebuildJob, projection: Projection): Promise<RebuildJob> {
    let sentAt = 0;
    try {
      job.total = (await deps.countEvents?.(projection.filter)) ?? null;
      signal(job);
      const result = await deps.runner.rebuild(job.name, (applied) => {
        job.applied = applied;
        if (Date.now() - sentAt < every) return;
        sentAt = Date.now();
        signal(job);
      });
      if (!result) throw new Error(`${job.name} is already being rebuilt by another process`);
      Object.assign(job, {
        status: 'succeeded',
        applied: result.applied,
        checkpoint: result.checkpoint,
        identical: result.identical,
        diff: result.diff,
      });
    } catch (err) {
      Object.assign(job, { status: 'failed', error: (err as Error).message });
    }
    job.finishedAt = now().toISOString();
    signal(job);
    return job;
  }

  return {
    /** Starts a rebuild in the background; 409 while one of the same projection runs here. */
    start(name: string): RebuildJob {
      const projection = deps.projections.find((p) => p.name === name);
      if (!projection) throw notFound(`No projection named ${name}`);
      if (running.has(name)) throw conflict(`${name} is already being rebuilt`);
      const job: RebuildJob = {
        jobId: randomUUID(),
        name,
        status: 'running',
        applied: 0,
        total: null,
        startedAt: now().toISOString(),
        finishedAt: null,
        checkpoint: null,
        identical: null,
        diff: [],
        error: null,
      };
      last.set(name, job);
      const done = run(job, projection).finally(() => running.delete(name));
      running.set(name, done);
      return { ...job };
    },

    last(name: string): RebuildJob | undefined {
      const job = last.get(name);
      return job && { ...job };
    },

    /** Resolves when every job started so far has finished (shutdown, tests). */
    async settled(): Promise<void> {
      await Promise.all(running.values());
    },
  };
}
