import type pg from 'pg';
import { isCaughtUp, type Checkpoint, type EventStore } from '@pickup/domain/eventstore/types';
import { readCheckpoints } from './checkpoints';
import { subscribeAfter, type Projection } from './projection';

export interface ProjectionStatus {
  name: string;
  /** Version stored with the live tables (differs from the code's while a rebuild is due). */
  version: number;
  checkpoint: Checkpoint;
  /**
   * Events in the store after the checkpoint that this projection will apply (events its
   * filter excludes do not count). Counting stops at the scan limit: see lagCapped.
   */
  lagEvents: number;
  lagCapped: boolean;
  /** Age of the oldest event not yet applied; 0 when caught up. */
  lagSeconds: number;
  /** Some process holds the projection's lease and has renewed it in time. */
  active: boolean;
  updatedAt: string | null;
  eventsApplied: number;
}

/**
 * Lag is measured through the EventStore port, so it is the same whichever process runs the
 * projection and whichever adapter stores the events: read forward from the stored
 * checkpoint until the store says caught up (or `scanLimit` events were seen).
 */
export async function projectionStatus(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  scanLimit: number,
  now: () => number = Date.now,
): Promise<ProjectionStatus[]> {
  const names = projections.map((p) => p.name);
  const rows = await readCheckpoints(pool, names);
  const { rows: leases } = await pool.query<{ name: string }>(
    'SELECT name FROM projection_leases WHERE name = ANY($1) AND expires_at > now()',
    [names],
  );
  const active = new Set(leases.map((l) => l.name));
  return Promise.all(
    projections.map(async (p) => {
      const row = rows.get(p.name);
      const checkpoint = row?.checkpoint ?? '';
      const lag = await measureLag(store, p, checkpoint, scanLimit);
      return {
        name: p.name,
        version: row?.version ?? p.version,
        checkpoint,
        lagEvents: lag.events,
        lagCapped: lag.capped,
        lagSeconds: lag.oldestAt ? Math.max(0, (now() - Date.parse(lag.oldestAt)) / 1000) : 0,
        active: active.has(p.name),
        updatedAt: row ? row.updatedAt.toISOString() : null,
        eventsApplied: row?.eventsApplied ?? 0,
      };
    }),
  );
}

async function measureLag(
  store: EventStore,
  projection: Projection,
  after: Checkpoint,
  limit: number,
): Promise<{ events: number; capped: boolean; oldestAt: string | null }> {
  const stop = new AbortController();
  let events = 0;
  let oldestAt: string | null = null;
  try {
    const items = store.subscribeToAll({
      after: subscribeAfter(after),
      filter: projection.filter,
      signal: stop.signal,
    });
    for await (const item of items) {
      if (isCaughtUp(item)) break;
      if (item.checkpoint <= after) continue;
      oldestAt ??= item.recordedAt;
      if (++events >= limit) return { events, capped: true, oldestAt };
    }
    return { events, capped: false, oldestAt };
  } finally {
    stop.abort();
  }
}
