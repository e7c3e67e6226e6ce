import type pg from 'pg';

export interface Migration {
  /** Unique, ordered id such as `eventstore/001_events`. */
  id: string;
  sql: string;
}

/**
 * Runs migrations once each, in the order given, under an advisory lock so that several
 * processes starting together do not race. Each migration commits with its record.
 */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    // A migration may rewrite a large table: no statement timeout here (reset on release).
    await client.query('SET statement_timeout = 0');
    await client.query(`SELECT pg_advisory_lock(hashtext('pickup:migrations'))`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ id: string }>('SELECT id FROM schema_migrations');
    const done = new Set(rows.map((r) => r.id));
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
        await client.query('COMMIT');
        applied.push(m.id);
        // Features share some tables (captcha): a migration listed twice runs once.
        done.add(m.id);
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.id} failed: ${(err as Error).message}`, { cause: err });
      }
    }
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext('pickup:migrations'))`).catch(() => {});
    await client.query('RESET statement_timeout').catch(() => {});
    client.release();
  }
  return applied;
}
