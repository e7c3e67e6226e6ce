/**
 * `npm run measure:order-path`: which of the project's source files run while one order is
 * placed, and while one order is advanced, in the whole server as `npm start` runs it (every
 * feature, reactors, audit and security included). V8's precise coverage counts function
 * calls; after a warm-up, each step's window is compared with an idle window of the same
 * length, and files that also ran while idle (timers, polling) are left out.
 *
 * Uses DATABASE_URL's server when set (in a scratch database), otherwise its own embedded
 * Postgres. Prints the counts per top-level folder and the files, then one JSON line.
 * `--functions` names, after each file, the functions of it that ran (anonymous ones as
 * `(anonymous)`).
 */
import { Session } from 'node:inspector/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDatabase } from './bench/with-database';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WARM_UP = 20;
const SETTLE_MS = 750;

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

/** Project files (not tests, not dependencies) with a function called since the last take. */
const SHOW_FUNCTIONS = process.argv.includes('--functions');
/** With `--functions`: the functions each file ran in the last take, for the listing. */
let functionsRan = new Map<string, string[]>();

async function ranSinceLastTake(): Promise<Set<string>> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const files = new Set<string>();
  functionsRan = new Map();
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    const path = relative(ROOT, fileURLToPath(script.url));
    // The measuring script's own helpers (the order's body) are not the server's.
    const notServer = path.startsWith('scripts/') || path.includes('/testing/');
    if (path.startsWith('..') || path.includes('node_modules') || notServer) continue;
    const ran = script.functions.filter((f) => f.ranges.some((r) => r.count > 0));
    if (ran.length === 0) continue;
    files.add(path);
    functionsRan.set(path, [...new Set(ran.map((f) => f.functionName || '(anonymous)'))]);
  }
  return files;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Files that ran during `step` and its settling time, less those an idle window runs. */
async function filesOf(step: () => Promise<void>): Promise<string[]> {
  await ranSinceLastTake();
  const started = performance.now();
  await step();
  await sleep(SETTLE_MS);
  const ran = await ranSinceLastTake();
  const named = functionsRan;
  await sleep(performance.now() - started);
  const idle = await ranSinceLastTake();
  return [...ran]
    .filter((f) => !idle.has(f))
    .sort()
    .map((f) => (SHOW_FUNCTIONS ? `${f}: ${named.get(f)?.join(', ')}` : f));
}

function byFolder(files: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of files) {
    const top = f.split('/')[0] ?? f;
    counts[top] = (counts[top] ?? 0) + 1;
  }
  return counts;
}

async function measure(url: string) {
  const { loadConfig } = await import('@pickup/api/config');
  const { startServer } = await import('@pickup/api/composition/root');
  const { fakeWebDist } = await import('@pickup/api/testing/app-harness');
  const { ensureAccount } = await import('@pickup/api/identity/accounts');
  const { SYSTEM_ACTOR } = await import('@pickup/api/identity/service');
  const { createMenu, createRestaurant } = await import('@pickup/api/ordering/testing/catalog');
  const { burger, orderBody } = await import('@pickup/api/ordering/testing/world');

  const handle = await startServer(
    loadConfig({
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pickup-measure-')),
      WEB_DIST: fakeWebDist(),
      JWT_SECRET: 'measure-order-path-secret-0123456789abcdef',
      SEED_DEMO: 'false',
      ORDERS_IN_PROGRESS_PER_RESTAURANT: '1000',
      ORDERS_IN_PROGRESS: '1000',
      ORDERS_PER_HOUR_PER_RESTAURANT: '1000',
    }),
  );
  const base = `http://127.0.0.1:${handle.port}`;
  try {
    const account = async (email: string, role: 'customer' | 'restaurant_owner') => {
      const id = await ensureAccount(handle.services.identity, SYSTEM_ACTOR, {
        email,
        password: 'measure-password',
        firstName: 'Mea',
        lastName: 'Sure',
        phone: '+15555550123',
        role,
        emailVerified: true,
        phoneVerified: true,
      });
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'measure-password' }),
      });
      const body = (await res.json()) as { tokens: { accessToken: string } };
      return { id, token: body.tokens.accessToken };
    };
    const owner = await account('owner@measure.test', 'restaurant_owner');
    const customer = await account('customer@measure.test', 'customer');
    const { bus } = handle.services;
    const menu = await createMenu(
      bus,
      await createRestaurant(bus, { ownerId: owner.id, hours: null }),
    );

    const call = async (method: string, path: string, token: string, body: object) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { id?: string; message?: string };
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${answer.message}`);
      return answer;
    };
    const place = async () =>
      (await call('POST', '/api/orders', customer.token, orderBody(menu, [burger(menu)]))).id ?? '';
    const advance = (id: string) =>
      call('PATCH', `/api/orders/${id}/status`, owner.token, { status: 'confirmed' });

    for (let n = 0; n < WARM_UP; n++) await advance(await place());
    const next = await place();
    let placed = '';
    const placing = await filesOf(async () => {
      placed = await place();
    });
    const advancing = await filesOf(async () => {
      await advance(next);
    });
    return { placing, advancing, placed };
  } finally {
    await handle.close();
  }
}

const { placing, advancing } = await withDatabase(measure);
for (const [what, files] of [
  ['placing one order', placing],
  ['advancing one order', advancing],
] as const) {
  console.log(`\n${what}: ${files.length} files ${JSON.stringify(byFolder(files))}`);
  for (const f of files) console.log(`  ${f}`);
}
console.log(
  JSON.stringify({
    placeFiles: placing.length,
    placeByFolder: byFolder(placing),
    advanceFiles: advancing.length,
    advanceByFolder: byFolder(advancing),
  }),
);
process.exit(0);
