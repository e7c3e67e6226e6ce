import pg from 'pg';

export interface PoolLog {
  warn(obj: object, msg: string): void;
}

/**
 * A pool that survives the database going away: idle clients that lose their connection
 * emit 'error', which would otherwise crash the process; the pool replaces them later.
 */
export function createPool(connectionString: string, log: PoolLog, max = 20): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'pickup',
    // Queries sent on a client while others are out go at once (node-postgres pipelining): a
    // projection batch is one round trip (projections/src/runner/apply-batch.ts).
    pipeline: true,
  });
  pool.on('error', (err) => log.warn({ err }, 'idle database connection lost'));
  return pool;
}
