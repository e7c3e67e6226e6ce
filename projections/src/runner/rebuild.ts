import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { createTables, ensureProjection, readCheckpoint } from './checkpoints';
import type { LeaseSession } from './lease-session';
import { rebuildRowOf, rebuildSchemaOf, type Projection, type RunnerLog } from './projection';
import { replayShared, type Replayed, type ReplayTarget } from './rebuild-replay';
import { swap, type RebuildResult } from './rebuild-swap';
import { createIndexes, dropIndexes, makeLogged, setLogged } from './unlogged';

export type { RebuildResult } from './rebuild-swap';

export interface RebuildDeps {
  pool: pg.Pool;
  store: EventStore;
  leases: LeaseSession;
  log: RunnerLog;
  batchSize: number;
}

export type RebuildProgress = (applied: number, total?: number) => void;

/** How one projection's rebuild ended: null when another process was already rebuilding it. */
export type RebuildOutcome = RebuildResult | null | Error;

export interface RebuildHooks {
  onProgress?: (name: string, applied: number) => void;
  /** Each projection's outcome, as soon as it is swapped in (or has failed). */
  onFinished?: (name: string, outcome: RebuildOutcome) => void;
}

/**
 * Replayed schemas made durable, indexed, verified and swapped at a time: two keep both
 * cores busy, more only queue on them.
 */
const FINISH_CONCURRENCY = 2;

/**
 * Runs the given tasks at most `n` at a time; a freed slot goes to the waiting task of
 * lowest rank.
 */
function slots(n: number): <T>(rank: number, task: () => Promise<T>) => Promise<T> {
  let free = n;
  const waiting: { rank: number; go: () => void }[] = [];
  return async (rank, task) => {
    if (free > 0) free--;
    else await new Promise<void>((go) => waiting.push({ rank, go }));
    try {
      return await task();
    } finally {
      waiting.sort((a, b) => a.rank - b.rank);
      const next = waiting.shift();
      if (next) next.go();
      else free++;
    }
  };
}

interface Prepared {
  projection: Projection;
  lock: AbortSignal;
  queryIndexes: string[];
}

/**
 * Replays every event into `rm_<name>__rebuild` of each projection while the live tables keep
 * serving (and keep being updated by the live runner), reading the log once for all of them,
 * then swaps each one's schemas in one transaction. Only one process rebuilds a projection
 * at a time: a projection another one is rebuilding gets null. Each projection is finished
 * (made durable, indexed, verified, swapped) as soon as it has caught up. One projection's
 * failure fails only its own rebuild.
 */
export async function rebuildProjections(
  projections: readonly Projection[],
  deps: RebuildDeps,
  hooks: RebuildHooks = {},
): Promise<Map<string, RebuildOutcome>> {
  const outcomes = new Map<string, RebuildOutcome>();
  const locked: string[] = [];
  const finished = (name: string, outcome: RebuildOutcome) => {
    outcomes.set(name, outcome);
    hooks.onFinished?.(name, outcome);
  };
  try {
    const prepared: Prepared[] = [];
    for (const projection of projections) {
      const key = `rebuild:${projection.name}`;
      const lock = await deps.leases.tryLock(key);
      if (!lock) {
        finished(projection.name, null);
        continue;
      }
      locked.push(key);
      try {
        prepared.push({ projection, lock, queryIndexes: await prepare(deps.pool, projection) });
        deps.log.info('projection rebuild started', {
          name: projection.name,
          version: projection.version,
        });
      } catch (err) {
        finished(projection.name, err as Error);
      }
    }
    const targets: ReplayTarget[] = prepared.map(({ projection, lock }) => ({
      projection,
      lock,
      onProgress: (applied) => hooks.onProgress?.(projection.name, applied),
    }));
    const replayed = replayShared(targets, deps);
    const finish = async ({ projection, queryIndexes }: Prepared, r: Replayed) => {
      if ('error' in r) {
        finished(projection.name, r.error);
        return;
      }
      try {
        await makeLogged(deps.pool, rebuildSchemaOf(projection.name));
        await createIndexes(deps.pool, queryIndexes);
        const result = await swap(projection, deps, r.checkpoint, r.applied);
        deps.log.info('projection rebuilt and swapped', { ...result, diff: undefined });
        // With what the swap caught up on, so that progress ends at the total applied.
        hooks.onProgress?.(projection.name, result.applied);
        finished(projection.name, result);
      } catch (err) {
        finished(projection.name, err as Error);
      }
    };
    // Each projection is finished as soon as it has caught up, while the slower ones replay;
    // of those waiting, the one given first (the largest) first.
    const slot = slots(FINISH_CONCURRENCY);
    await Promise.all(
      prepared.map(async (p, i) => {
        const r = (await replayed[i]) ?? { error: new Error('not replayed') };
        await slot(i, () => finish(p, r));
      }),
    );
    return outcomes;
  } finally {
    for (const key of locked) await deps.leases.release(key);
  }
}

/** One projection's rebuild (see rebuildProjections); throws when it failed. */
export async function rebuildProjection(
  projection: Projection,
  deps: RebuildDeps,
  onProgress?: RebuildProgress,
): Promise<RebuildResult | null> {
  const outcomes = await rebuildProjections([projection], deps, {
    onProgress: (_name, applied) => onProgress?.(applied),
  });
  const outcome = outcomes.get(projection.name) ?? null;
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

/**
 * Checks the stored version, creates the rebuild tables, unlogged and without their query indexes; returns the
 * statements that create those indexes once the log is replayed.
 */
async function prepare(pool: pg.Pool, projection: Projection): Promise<string[]> {
  await ensureProjection(pool, projection);
  const stored = await readCheckpoint(pool, projection.name);
  if (stored && stored.version > projection.version) {
    throw new Error(
      `${projection.name} is stored at version ${stored.version}, newer than ${projection.version}`,
    );
  }
  const schema = rebuildSchemaOf(projection.name);
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    await tx.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await createTables(tx, schema, projection.ddl);
    await setLogged(tx, schema, false);
    const queryIndexes = await dropIndexes(tx, schema, projection.queryIndexes ?? []);
    await tx.query(
      `INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET version = excluded.version, checkpoint = '',
         events_applied = 0, last_event_at = NULL, updated_at = now()`,
      [rebuildRowOf(projection.name), projection.version],
    );
    await tx.query('COMMIT');
    return queryIndexes;
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}
