import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import type { NewEvent } from '@pickup/domain/eventstore/types';
import { recoverDataDir } from '@pickup/api/db/embedded';
import { createPostgresEventStore, type PostgresEventStore } from '@pickup/api/eventstore/postgres';
import { fakeWebDist } from '@pickup/api/testing/app-harness';

const ROOT = resolve(import.meta.dirname, '..');
// Postgres refuses to run as root and runs as `postgres`, which must be able to reach the dir.
const dataDir = mkdtempSync(join(tmpdir(), 'pickup-kill-'));
chmodSync(dataDir, 0o755);
const pgPort = 30000 + Math.floor(Math.random() * 20000);
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await recoverDataDir(join(dataDir, 'pg'), () => {});
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` as a child process on the temp data dir; resolves with its URL once ready. */
async function start(): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: fakeWebDist(),
    PORT: '0',
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  delete env.EVENTSTORE_URL;
  // node --import tsx (not the tsx CLI, which forks): SIGKILL must hit the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Pickup is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) ok(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => fail(new Error(`start exited with ${code}:\n${output}`)));
  });
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(200);
  return { child, url };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((ok) => child.on('exit', (code) => ok(code)));
}

async function withStore<T>(work: (store: PostgresEventStore) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/pickup`,
  });
  const store = createPostgresEventStore(pool);
  try {
    return await work(store);
  } finally {
    await store.close();
    await pool.end();
  }
}

const events: NewEvent[] = ['Placed', 'Confirmed', 'Ready'].map((step) => ({
  id: randomUUID(),
  type: `Order${step}`,
  data: { step },
  metadata: {
    actorId: null,
    actorRole: null,
    correlationId: randomUUID(),
    causationId: null,
    at: new Date().toISOString(),
  },
}));

it(
  'comes back after SIGKILL with its events intact, exactly once',
  { timeout: 120_000 },
  async () => {
    const first = await start();
    await withStore((store) =>
      store.appendToStream('order-kill-test', events, { expected: 'no_stream' }),
    );

    first.child.kill('SIGKILL');
    await exited(first.child);
    // The embedded Postgres outlives its parent, still holding the data directory.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const second = await start();
    const stream = await withStore((store) => store.readStream('order-kill-test'));
    expect(stream.events.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(stream.version).toBe(2n);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  },
);
