import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { runnerMigrations } from '@pickup/projections/runner/migrations';
import type { Config } from '../config';
import { embeddedPgDir } from '../db/embedded-placement';
import { startEmbeddedPostgres } from '../db/embedded';
import { ensureDatabase } from '../db/ensure-database';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { EventStoreDbEventStore } from '../eventstore/esdb';
import { createPostgresEventStore } from '../eventstore/postgres';
import { eventStoreMigrations } from '../eventstore/postgres-schema';
import { identityPiiFields } from '../identity/pii-fields';
import { securityMigrations } from '../security/migrations';
import { createPii } from '../security/pii';
import { withPiiEncryption } from '../security/pii-event-store';
import { createUserKeys } from '../security/user-keys';
import { keyringOf } from '../security/master-keys';

export interface CliDatabase {
  pool: pg.Pool;
  /** The store as the app sees it: personal data decrypted while its key exists. */
  store: EventStore;
  /** Where it connected, for the operator (no password). */
  where: string;
  close(): Promise<void>;
}

const quiet = { warn: () => {} };

/** The pid in postmaster.pid when that Postgres is alive (the app, or another CLI, runs it). */
export function runningPostgres(dataDir: string): number | null {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * The app's database, found the way the app finds it: DATABASE_URL, else the embedded
 * Postgres under DATA_DIR/pg. When the app is running, its Postgres is reused (starting the
 * embedded one would take it for an orphan and stop it); otherwise it is started for the
 * command and stopped after.
 */
export async function openAppDatabase(config: Config): Promise<CliDatabase> {
  let stopEmbedded: (() => Promise<void>) | null = null;
  let url: string;
  if (config.DATABASE_URL) {
    url = config.DATABASE_URL;
  } else {
    const dataDir = embeddedPgDir(config);
    const admin = `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/postgres`;
    if (runningPostgres(dataDir) !== null) {
      url = await ensureDatabase(admin, 'pickup');
    } else {
      const embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT });
      stopEmbedded = () => embedded.stop();
      url = await ensureDatabase(embedded.url, 'pickup');
    }
  }
  const pool = createPool(url, quiet, { max: 10 });
  const raw = config.EVENTSTORE_URL
    ? new EventStoreDbEventStore(config.EVENTSTORE_URL)
    : createPostgresEventStore(pool);
  try {
    // The app's own migrations (same ids, so each still runs once); a fresh database gets
    // the tables a rebuild reads and writes.
    const eventTables = config.EVENTSTORE_URL ? [] : eventStoreMigrations;
    await migrate(pool, [...eventTables, ...runnerMigrations(), ...securityMigrations]);
  } catch (err) {
    await raw.close();
    await pool.end();
    await stopEmbedded?.();
    throw err;
  }
  const store = withPiiEncryption(
    raw,
    createPii(createUserKeys(pool, keyringOf(config))),
    identityPiiFields,
  );
  const target = new URL(url);
  return {
    pool,
    store,
    where: `${target.hostname}:${target.port}${target.pathname}`,
    async close() {
      await raw.close();
      await pool.end();
      await stopEmbedded?.();
    },
  };
}
