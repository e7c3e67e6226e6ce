import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from '../testing/free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { loadConfig } from '../config';
import { ensureAccount } from '../identity/accounts';
import { SYSTEM_ACTOR } from '../identity/service';
import { startServer, type ServerHandle } from '../composition/root';
import { createMenu, createRestaurant, type TestMenu } from '../ordering/testing/catalog';
import { fakeWebDist } from '../testing/app-harness';

/**
 * The whole server as `npm start` runs it, with an embedded Postgres of its own (never the
 * test run's shared one, which other test files use): what a fault test kills or stops
 * touches nobody else. One restaurant with a menu and a few verified customers.
 */
export interface FaultTarget {
  url: string;
  /** A one-burger order at the app's restaurant. */
  orderBody: unknown;
  /** Access tokens of verified customers, one per load worker. */
  customers: string[];
  /** The running postmaster's process id, from its pid file. */
  postmasterPid(): number;
  /** The app's database, to count what was stored. */
  pool: Pick<pg.Pool, 'query'>;
}

export interface FaultApp extends FaultTarget {
  handle: ServerHandle;
  /** The embedded Postgres's data directory. */
  pgDir: string;
  menu: TestMenu;
  /** The postmaster and every process it started (backends, checkpointer, …). */
  postgresPids(): number[];
  close(): Promise<void>;
}

/** Child processes of `pid`, read from /proc (Linux). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // "pid (comm) state ppid …": comm may hold spaces, so read after its closing paren.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid ? [Number(name)] : [];
      } catch {
        return [];
      }
    });
}

export async function startFaultApp(
  env: Record<string, string> = {},
  customerCount = 4,
): Promise<FaultApp> {
  const pgDir = mkdtempSync(join(tmpdir(), 'pickup-fault-pg-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'pickup-fault-data-'));
  const removeDirs = () => {
    for (const dir of [pgDir, dataDir]) rmSync(dir, { recursive: true, force: true });
  };
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    EMBEDDED_PG_DIR: pgDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    WEB_DIST: fakeWebDist(),
    JWT_SECRET: 'fault-suite-secret-fault-suite-secret-0123',
    SEED_DEMO: 'false',
    ORDERS_IN_PROGRESS_PER_RESTAURANT: '100000',
    ORDERS_IN_PROGRESS: '100000',
    ORDERS_PER_HOUR_PER_RESTAURANT: '100000',
    LOGINS_PER_IP_PER_15_MINUTES: '100000',
    PASSWORD_HASH_COST: 'test',
    ...env,
  });
  const handle = await startServer(config).catch((err: unknown) => {
    removeDirs();
    throw err;
  });
  const url = `http://127.0.0.1:${handle.port}`;
  try {
    const { identity, bus } = handle.services;
    const account = async (n: number, role: 'customer' | 'restaurant_owner') => {
      const email = `fault-${role}-${n}@example.com`;
      const password = 'fault-suite-password';
      const id = await ensureAccount(identity, SYSTEM_ACTOR, {
        email,
        password,
        firstName: 'Fault',
        lastName: `Tester ${n}`,
        phone: `+1555555${String(1000 + n)}`,
        role,
        emailVerified: true,
        phoneVerified: true,
      });
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = (await res.json()) as { tokens: { accessToken: string } };
      return { id, token: body.tokens.accessToken };
    };
    const owner = await account(0, 'restaurant_owner');
    const restaurantId = await createRestaurant(bus, { ownerId: owner.id });
    const menu = await createMenu(bus, restaurantId);
    const customers: string[] = [];
    for (let n = 1; n <= customerCount; n++) customers.push((await account(n, 'customer')).token);
    const postmasterPid = () =>
      Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return {
      url,
      handle,
      pool: handle.services.pool,
      pgDir,
      menu,
      // One Cheeseburger at its menu price (ordering/testing/world.ts's `burger`).
      orderBody: {
        restaurantId,
        items: [{ menuItemId: menu.ids.burger, quantity: 1, unitPrice: 1000, customizations: {} }],
      },
      customers,
      postmasterPid,
      postgresPids: () => {
        const pid = postmasterPid();
        return [pid, ...childrenOf(pid)];
      },
      close: async () => {
        await handle.close();
        removeDirs();
      },
    };
  } catch (err) {
    await handle.close();
    removeDirs();
    throw err;
  }
}
