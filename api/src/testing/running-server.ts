import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { loadConfig } from '../config';
import type { Logger } from '../observability/logger';
import { startServer, type ServerHandle } from '../composition/root';
import { fakeWebDist } from './app-harness';

const CHEAP_SIGN_IN = { PASSWORD_HASH_COST: 'test', CAPTCHA_MAX_NUMBER: '1000' };

export interface RunningServer {
  url: string;
  db: TestDatabase;
  handle: ServerHandle;
  close(): Promise<void>;
}

/**
 * The whole server as `npm start` runs it (every feature, the real middleware), on a fresh
 * database and a free port: what an outsider reaches over HTTP. `env` adds settings.
 */
export async function startRunningServer(
  env: Record<string, string> = {},
  opts: { log?: Logger } = {},
): Promise<RunningServer> {
  // Real time, moved to twenty minutes into an hour: no hourly or quarter-hour counting window
  // ends (and resets, or shortens the wait a refusal names) while a test runs.
  const startedAt = Date.now();
  const pinned = new Date('2030-01-15T12:20:00.000Z').getTime();
  const limitsNow = () => new Date(pinned + (Date.now() - startedAt));
  const db = await migratedTestDatabase();
  try {
    const config = loadConfig({
      DATABASE_URL: db.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pickup-data-')),
      WEB_DIST: fakeWebDist(),
      JWT_SECRET: 'running-server-secret-running-server-0123',
      SHUTDOWN_TIMEOUT_MS: '2000',
      SEED_DEMO: 'false',
      // Bounds for a stuck database, not for a busy test machine: the fault suite sets its own.
      REQUEST_DEADLINE_MS: '60000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
      // Sign-ins as cheap as the route tests' (testing/identity.ts), where production allows.
      ...(env.NODE_ENV === 'production' ? {} : CHEAP_SIGN_IN),
      ...env,
    });
    const handle = await startServer(config, { ...opts, limitsNow });
    const url = `http://127.0.0.1:${handle.port}`;
    return {
      url,
      db,
      handle,
      async close() {
        await handle.close();
        await db.drop();
      },
    };
  } catch (err) {
    await db.drop();
    throw err;
  }
}
