import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../testing/app-harness';
import { freePort } from '../testing/free-port';
import { packagedPostgres, startEmbeddedPostgres } from './embedded';
import { embeddedPgDir, SYSTEM_DIR } from './embedded-placement';

/**
 * Issue 13: root working from a directory only root may enter (root's home, mode 700). The
 * embedded Postgres runs as the `postgres` user, which cannot reach programs or data there.
 */
const asRoot = process.getuid?.() === 0;
if (!asRoot)
  console.log('Skipping the private-directory tests: they need the tests to run as root');

const ROOT = resolve(import.meta.dirname, '../../..');
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.reverse().forEach((clean) => clean()));

/** A directory like root's home: only root may enter it. */
function privateDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pickup-private-'));
  expect(spawnSync('stat', ['-c', '%a', dir], { encoding: 'utf8' }).stdout.trim()).toBe('700');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe.skipIf(!asRoot)('the embedded Postgres, run as root from a private directory', () => {
  it('starts with its programs and data out of reach, and keeps the data across starts', async () => {
    const home = privateDir();
    // The checkout: its node_modules holds the programs, its .data the default data dir.
    const packaged = packagedPostgres();
    const checkoutBin = join(home, 'pickup/node_modules/native/bin');
    cpSync(dirname(packaged.binDir), dirname(checkoutBin), {
      recursive: true,
      verbatimSymlinks: true,
    });
    const version = `test-${process.pid}-${Date.now()}`;
    cleanups.push(() =>
      rmSync(join(SYSTEM_DIR, `postgres-${version}`), { recursive: true, force: true }),
    );

    const dataDir = embeddedPgDir({ DATA_DIR: join(home, 'pickup/.data') });
    expect(dataDir.startsWith(`${SYSTEM_DIR}/pg-`)).toBe(true);
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The same DATA_DIR finds the same place again at the next start.
    expect(embeddedPgDir({ DATA_DIR: join(home, 'pickup/.data') })).toBe(dataDir);

    const port = await freePort();
    const start = () =>
      startEmbeddedPostgres({ dataDir, port, packaged: { binDir: checkoutBin, version } });
    const first = await start();
    const pool = new pg.Pool({ connectionString: first.url });
    // Stopping Postgres ends any connection still closing: that is no failure of this test.
    pool.on('error', () => {});
    await pool.query('CREATE TABLE kept (note text)');
    await pool.query(`INSERT INTO kept VALUES ('still here')`);
    await pool.end();
    await first.stop();

    const second = await start();
    const again = new pg.Pool({ connectionString: second.url });
    again.on('error', () => {});
    const { rows } = await again.query<{ note: string }>('SELECT note FROM kept');
    await again.end();
    await second.stop();
    expect(rows).toEqual([{ note: 'still here' }]);
    // Other users are kept out of the data; the programs are readable by all.
    expect(spawnSync('stat', ['-c', '%a %U', dataDir], { encoding: 'utf8' }).stdout.trim()).toBe(
      '700 postgres',
    );
    expect(existsSync(join(SYSTEM_DIR, `postgres-${version}`, 'bin', 'postgres'))).toBe(true);
  });

  it('stops npm start with one sentence when EMBEDDED_PG_DIR points where Postgres cannot go', () => {
    const home = privateDir();
    const unreachable = join(home, 'pg');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        DATABASE_URL: '',
        EVENTSTORE_URL: '',
        NODE_ENV: 'development',
        DATA_DIR: join(home, 'data'),
        WEB_DIST: fakeWebDist(),
        EMBEDDED_PG_DIR: unreachable,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
    });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    const printed = result.stderr.trim();
    expect(printed).toBe(
      `The embedded Postgres runs as the user "postgres", which cannot enter ${home} to reach ` +
        `EMBEDDED_PG_DIR=${unreachable}: set EMBEDDED_PG_DIR to a directory that user can ` +
        `reach (for example under ${SYSTEM_DIR}), or unset it.`,
    );
  });
});
