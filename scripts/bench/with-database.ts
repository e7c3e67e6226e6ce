import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@pickup/api/db/embedded';
import { freePort } from '@pickup/api/testing/free-port';

/**
 * Runs a benchmark against a throw-away database: a new database on DATABASE_URL when set,
 * otherwise a fresh embedded Postgres in a temporary directory. Either is removed afterwards.
 */
export async function withDatabase<T>(body: (url: string) => Promise<T>): Promise<T> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const name = `pickup_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(given);
    url.pathname = `/${name}`;
    try {
      return await body(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'pickup-bench-pg-'));
  try {
    const server = await startEmbeddedPostgres({
      dataDir: dir,
      port: await freePort(),
    });
    try {
      return await body(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
