import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * A fresh database of the test run's with every migration `npm start` runs (a copy of the
 * template api/test/global-setup.ts migrates once per run); drop() removes it.
 */
export function migratedTestDatabase(): Promise<TestDatabase> {
  return createTestDatabase(inject('pgAdminUrl'), inject('pgTemplate'));
}

/** Creates a fresh database on the test server, empty or a copy of `template`; drop() removes it. */
export async function createTestDatabase(
  adminUrl: string,
  template?: string,
): Promise<TestDatabase> {
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Pipelining, as the app's pool (api/src/db/pool.ts).
  const pool = testPool({ connectionString: url.toString(), max: 20, pipeline: true });
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A pool on a test database (another process's, say). drop() terminates whatever is still
 * connected; the resulting error of a client, idle or still checked out by work the test left
 * running, is the expected end of the test, not a failure (errors of queries still reach
 * their callers). A pool without these listeners would crash the test run instead.
 */
export function testPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
