import type { EventStore } from '@pickup/domain/eventstore/types';
import type { PostgresStatus } from '../db/supervised-postgres';

/** One projection as the runner reports it. */
export interface ProjectionStatus {
  name: string;
  version: number;
  checkpoint: string | null;
  lagEvents: number;
  lagSeconds: number;
  active: boolean;
}

export interface ProjectionStatusSource {
  status(): Promise<readonly ProjectionStatus[]> | readonly ProjectionStatus[];
}

export interface ReadinessDeps {
  pool: { query(sql: string): Promise<unknown> };
  store: EventStore;
  projections: ProjectionStatusSource;
  isShuttingDown(): boolean;
  /** Start-up work still under way (e.g. 'demo data'); the process is not ready until done. */
  startingUp?(): readonly string[];
  /** Why the event store stopped working for good (a fatal subscription error), if it did. */
  storeFailure?(): string | undefined;
  /** The embedded Postgres as its supervisor sees it (restarting after an exit, …). */
  postgres?(): PostgresStatus;
  /** Longest any one check may take (default 2 s): a probe that waits longer is answered. */
  checkTimeoutMs?: number;
}

interface Check {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface Readiness {
  status: 'ready' | 'not_ready';
  shuttingDown: boolean;
  startingUp: string[];
  database: Check;
  eventStore: Check;
  /** With the embedded Postgres: whether it runs or is being restarted, and how it last ended. */
  postgres?: PostgresStatus;
  projections: (ProjectionStatus & { caughtUp: boolean })[];
}

const CHECK_TIMEOUT_MS = 2_000;

/** A stream nobody writes: reading it is the cheapest round trip every adapter offers. */
const PROBE_STREAM = 'pickup-readiness-probe';

/** What the public is told of a failed check: never the driver's message (hosts, users, names). */
const TIMED_OUT = 'timed out';
const UNAVAILABLE = 'unavailable';

/** `work`'s value, or `fallback` once it has taken `ms`. */
async function within<T>(ms: number, work: () => Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work().catch(() => fallback),
      new Promise<T>((resolve) => {
        timer = setTimeout(() => resolve(fallback), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function timed(
  ms: number,
  work: () => Promise<unknown>,
  onError: (err: unknown) => void,
): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Error(TIMED_OUT);
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(timeout), ms);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (err) {
    onError(err);
    const error = err === timeout ? TIMED_OUT : UNAVAILABLE;
    return { ok: false, ms: Math.round(performance.now() - started), error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ready means this process can serve requests: database and event store answer, its
 * start-up work (the demo data) is done and it is not shutting down. Projection lag is reported but does not take the process out of
 * rotation: another process may hold a projection's lease, and a rebuild is not an outage.
 * A failed check's cause goes to `onError` (the log), not into the answer.
 */
export async function checkReadiness(
  deps: ReadinessDeps,
  onError: (check: 'database' | 'eventStore', err: unknown) => void = () => undefined,
): Promise<Readiness> {
  const shuttingDown = deps.isShuttingDown();
  // The embedded Postgres's supervisor knows first: right after a crash a pooled backend may
  // still answer the probe while the server restarts beneath it. Its state is read when asked
  // as well as after the probes, which may wait up to their timeout: a restart that ends
  // meanwhile is still reported, not hidden behind a late "running".
  const postgresWhenAsked = deps.postgres?.();
  const ms = deps.checkTimeoutMs ?? CHECK_TIMEOUT_MS;
  const [database, eventStore, projections] = await Promise.all([
    timed(
      ms,
      () => deps.pool.query('SELECT 1'),
      (err) => onError('database', err),
    ),
    timed(
      ms,
      async () => {
        const failure = deps.storeFailure?.();
        if (failure) throw new Error(failure);
        await deps.store.readStream(PROBE_STREAM, { maxCount: 1 });
      },
      (err) => onError('eventStore', err),
    ),
    // Lag reads the database too: while it is down the answer comes without it, in time
    // for a probe, rather than after the pool's connection timeout.
    within(ms, async () => deps.projections.status(), [] as readonly ProjectionStatus[]),
  ]);
  const startingUp = [...(deps.startingUp?.() ?? [])];
  const postgresNow = deps.postgres?.();
  const postgres =
    postgresWhenAsked && postgresWhenAsked.state !== 'running' ? postgresWhenAsked : postgresNow;
  const postgresUp = !postgres || postgres.state === 'running';
  const ready =
    !shuttingDown && startingUp.length === 0 && database.ok && eventStore.ok && postgresUp;
  return {
    status: ready ? 'ready' : 'not_ready',
    shuttingDown,
    startingUp,
    database,
    eventStore,
    ...(postgres && { postgres }),
    projections: projections.map((p) => ({ ...p, caughtUp: p.lagEvents === 0 })),
  };
}
