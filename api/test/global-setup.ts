import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runnerMigrations } from '@pickup/projections/runner/migrations';
import { featureMigrations } from '../src/composition/read-models';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { eventStoreMigrations } from '../src/eventstore/postgres-schema';
import { freePort } from '../src/testing/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The database every test database is a copy of: the app's tables, all migrated. */
    pgTemplate: string;
  }
}

/**
 * A test run throws its data away: nothing needs to reach the disk before a commit returns
 * (production keeps the defaults, db/embedded.ts).
 */
const THROWAWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/** Projects whose files use the database; a run of only the others starts no Postgres. */
const USES_DATABASE = new Set(['server', 'ops', 'ops-alone']);

/**
 * One Postgres for the whole test run (every project: this is the root config's setup):
 * TEST_DATABASE_URL when given, otherwise a real embedded Postgres in a temporary directory.
 * The app's migrations run once, into a template database; each test file's database is a
 * copy of it (`CREATE DATABASE … TEMPLATE`, projections/src/testing/test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (!project.vitest.projects.some((p) => USES_DATABASE.has(p.name))) return;
  const teardown: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of teardown.reverse()) await step();
  };
  try {
    const adminUrl = process.env.TEST_DATABASE_URL ?? (await embedded(teardown));
    const template = `pickup_template_${randomBytes(4).toString('hex')}`;
    await createTemplate(adminUrl, template);
    teardown.push(() => dropDatabase(adminUrl, template));
    project.provide('pgAdminUrl', adminUrl);
    project.provide('pgTemplate', template);
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}

async function embedded(teardown: (() => Promise<unknown>)[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pickup-test-pg-'));
  teardown.push(() => rm(dir, { recursive: true, force: true }));
  const server: EmbeddedServer = await startEmbeddedPostgres({
    dataDir: dir,
    port: await freePort(),
    settings: THROWAWAY,
  });
  teardown.push(() => server.stop());
  return server.url;
}

/**
 * Every migration `npm start` runs, in the same order. Not the read models' tables: each
 * test's runner creates those it runs, and tests give their own projections the names of
 * real ones (`orders`), which a template holding the real ones would shadow.
 */
async function createTemplate(adminUrl: string, name: string): Promise<void> {
  await onDatabase(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrate(pool, [...eventStoreMigrations, ...runnerMigrations(), ...featureMigrations()]);
  } finally {
    // A template with a connection open cannot be copied.
    await pool.end();
  }
}

function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  return onDatabase(adminUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

async function onDatabase<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
