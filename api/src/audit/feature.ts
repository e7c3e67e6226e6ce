import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import type { Projection } from '@pickup/projections/runner/projection';
import type { RouteRegistrar } from '../app';
import { actorNames } from './actors';
import { countPostgresEvents } from './event-count';
import {
  createRebuildJobs,
  type EmitAdmin,
  type RebuildJobs,
  type ReplayRunner,
} from './rebuild-jobs';
import { auditLogRoutes } from './routes-log';
import { historyRoutes } from './routes-history';
import { projectionRoutes } from './routes-projections';

export interface AuditDeps {
  pool: pg.Pool;
  /** The decrypting store (personal data readable until an account is shredded). */
  store: EventStore;
  runner: ReplayRunner;
  /** Every projection the runner runs, to look up filters for progress totals. */
  projections: readonly Projection[];
  emitAdmin: EmitAdmin;
}

/** Audit, time travel and replay routes; `jobs` lets shutdown wait for running rebuilds. */
export function auditFeature(deps: AuditDeps): { routes: RouteRegistrar; jobs: RebuildJobs } {
  const names = actorNames(deps.pool, deps.store);
  const jobs = createRebuildJobs({
    runner: deps.runner,
    projections: deps.projections,
    emitAdmin: deps.emitAdmin,
    countEvents: countPostgresEvents(deps.pool),
  });
  return {
    jobs,
    routes: (r) => {
      historyRoutes(r, { store: deps.store, names });
      auditLogRoutes(r, { pool: deps.pool, names });
      projectionRoutes(r, { runner: deps.runner, jobs });
    },
  };
}
