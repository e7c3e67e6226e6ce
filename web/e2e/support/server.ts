import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (this file is web/e2e/support/server.ts). */
export const ROOT = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Builds the web app into `outDir`, so tests see this tree's code, not a stale dist. */
export function buildWeb(outDir: string): void {
  const result = spawnSync(
    join(ROOT, 'web/node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: join(ROOT, 'web'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('building the web app failed');
}

export type RunningServer = { url: string; dir: string; stop: () => Promise<void> };

/** `npm start` says so once the demo data is seeded, which is later than /readyz. */
function waitUntilRunning(child: ChildProcess, logFile: string): Promise<void> {
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`the server did not start in 2 minutes; see ${logFile}`)),
      120_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Pickup is running at')) {
        clearTimeout(timer);
        done();
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      fail(new Error(`the server exited early; see ${logFile}`));
    });
  });
}

/**
 * `npm start` (scripts/start.ts) on a fresh data directory and free ports, with the demo
 * accounts seeded; stopped with SIGTERM and its directory removed afterwards.
 */
export async function startServer(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'pickup-e2e-'));
  // Run as root, embedded Postgres drops to its own user, which must reach DATA_DIR/pg.
  chmodSync(dir, 0o755);
  const webDist = join(dir, 'dist');
  buildWeb(webDist);
  const [port, pgPort] = [await freePort(), await freePort()];
  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: join(dir, 'data'),
      WEB_DIST: webDist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The service-night journey places a busy day's 120 orders as one customer.
      ORDERS_IN_PROGRESS_PER_RESTAURANT: '500',
      ORDERS_IN_PROGRESS: '500',
      ORDERS_PER_HOUR_PER_RESTAURANT: '500',
      // Each of those orders texts the restaurant; repeated runs (--repeat-each) would spend
      // the hour's SMS budget, and then a journey's verification code is refused.
      SMS_PER_HOUR: '100000',
      // Every test signs in through the API from this one address; repeated runs would pass
      // the per-address limits meant for strangers.
      LOGINS_PER_IP_PER_15_MINUTES: '100000',
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      // Sign-ins and sign-ups as cheap as the server tests' (never in production: config.ts).
      PASSWORD_HASH_COST: 'test',
      CAPTCHA_MAX_NUMBER: '1000',
      // Bounds for a stuck database, not for a browser and a server sharing two busy cores.
      REQUEST_DEADLINE_MS: '60000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://localhost:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    log.end();
    if (!process.env.PICKUP_E2E_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilRunning(child, logFile);
  } catch (error) {
    process.env.PICKUP_E2E_KEEP = '1';
    await stop();
    throw error;
  }
  return { url, dir, stop };
}
