import pg from 'pg';

export interface PoolLog {
  warn(obj: object, msg: string): void;
}

export interface PoolOptions {
  max?: number;
  /** Postgres cancels any statement running longer (0: never); DB_STATEMENT_TIMEOUT_MS. */
  statementTimeoutMs?: number;
}

/**
 * A pool that survives the database going away. Idle clients that lose their connection
 * emit 'error' (the pool's listener), and so do clients checked out between two queries
 * (the pool takes its listener off while one is out): every client gets a listener of its
 * own when it connects, so no lost connection can crash the process. The pool replaces them.
 */
export function createPool(
  connectionString: string,
  log: PoolLog,
  opts: PoolOptions = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'pickup',
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    // Queries sent on a client while others are out go at once (node-postgres pipelining): a
    // projection batch is one round trip (projections/src/runner/apply-batch.ts).
    pipeline: true,
  });
  pool.on('error', (err) => log.warn({ err }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err }, 'database connection lost while in use'));
  });
  return pool;
}
