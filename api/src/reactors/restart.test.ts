import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import type { Message } from '../notifications/notifier';
import {
  changeStatus,
  createRestaurant,
  placeOrder,
  registerCustomer,
  restaurant,
} from '../live/test-events';
import { NEW_ORDER, PLACED, reactorsReached, READY } from './test-support';

const SCRIPT = fileURLToPath(new URL('./test-reactor-process.ts', import.meta.url));

let db: TestDatabase;
let store: PostgresEventStore;
let provider: Server;
let providerUrl: string;
/** Every message the fake SMS/email provider accepted, across all reactor processes. */
const delivered: Message[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  db = await migratedTestDatabase();
  db.pool.on('error', () => {});
  store = createPostgresEventStore(db.pool);
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      delivered.push(JSON.parse(body) as Message);
      res.end();
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
});

afterEach(async () => {
  for (const child of children.splice(0)) await kill(child);
});

afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
  await store?.close();
  await db?.drop();
});

/** Starts a reactor process; resolves once it printed `waitFor`. */
function startReactorProcess(waitFor: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, DATABASE_URL: db.url, PROVIDER_URL: providerUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise<ChildProcess>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.split('\n').includes(waitFor)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`reactor process exited (${code}): ${out}`)));
  });
}

/**
 * SIGKILL, then end its database sessions too: a backend blocked on a lock only notices its
 * client is gone when it next talks to it, and would otherwise still commit what it was doing.
 */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
  await db.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'reactor-under-test'`,
  );
}

/**
 * A restaurant, a customer, an order placed and made ready: six messages due (the
 * restaurant's SMS and email, the customer's confirmation SMS and email, and their ready SMS
 * and email).
 */
async function readyOrder() {
  const tag = randomUUID().slice(0, 8);
  const r = restaurant({
    id: randomUUID(),
    ownerId: 'owner-1',
    notificationPhone: `+1555${tag}`,
    notificationEmail: `kitchen-${tag}@example.com`,
  });
  await createRestaurant(store, r);
  const customerId = randomUUID();
  const customerPhone = `+1666${tag}`;
  await registerCustomer(store, customerId, customerPhone);
  const orderId = randomUUID();
  const placed = await placeOrder(store, { orderId, customerId, restaurantId: r.id });
  const ready = await changeStatus(store, orderId, 'pending', 'ready');
  const customerEmail = `${customerId}@example.com`;
  const addresses = [r.notificationPhone, r.notificationEmail, customerPhone, customerEmail];
  const due = [
    `sms ${r.notificationPhone}`,
    `email ${r.notificationEmail}`,
    `sms ${customerPhone}`,
    `email ${customerEmail}`,
    `sms ${customerPhone}`,
    `email ${customerEmail}`,
  ].sort();
  return { placed: placed.checkpoint, ready: ready.checkpoint, customerPhone, addresses, due };
}

const deliveredTo = (addresses: string[]) =>
  delivered.filter((m) => addresses.includes(m.to)).map((m) => `${m.channel} ${m.to}`);

const caughtUp = (order: { placed: string; ready: string }) =>
  Promise.all([
    reactorsReached(db.pool, order.placed, [NEW_ORDER, PLACED]),
    reactorsReached(db.pool, order.ready, [READY]),
  ]).then(([a, b]) => a && b);

it('does not send again what a reactor killed after recording the send had sent', async () => {
  const order = await readyOrder();
  // Holding the checkpoint table makes the reactors stop right after recording their sends.
  const lock = await db.pool.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE reactor_checkpoints IN EXCLUSIVE MODE');
    const first = await startReactorProcess('started');
    await expect
      .poll(
        async () => {
          const keys = await db.pool.query('SELECT key FROM sent_notifications');
          return keys.rowCount;
        },
        { timeout: 60_000 },
      )
      .toBe(6);
    expect(await caughtUp(order)).toBe(false);
    await kill(first);
    await lock.query('ROLLBACK');
  } finally {
    lock.release();
  }

  await startReactorProcess('started');
  await expect.poll(() => caughtUp(order), { timeout: 60_000 }).toBe(true);
  expect(deliveredTo(order.addresses).sort()).toEqual(order.due);
});

it('sends once, after a restart, what a reactor killed before sending had not sent', async () => {
  const order = await readyOrder();
  const first = await startReactorProcess('hanging', { HANG_TO: order.customerPhone });
  // The restaurant's messages went out in full; only the customer's SMS is in flight.
  await expect
    .poll(() => reactorsReached(db.pool, order.placed, [NEW_ORDER]), { timeout: 60_000 })
    .toBe(true);
  await kill(first);
  expect(deliveredTo([order.customerPhone])).toEqual([]);

  await startReactorProcess('started');
  await expect.poll(() => caughtUp(order), { timeout: 60_000 }).toBe(true);
  expect(deliveredTo(order.addresses).sort()).toEqual(order.due);
});

it('sends each message once when two processes run the reactors at the same time', async () => {
  await Promise.all([startReactorProcess('started'), startReactorProcess('started')]);
  const orders = await Promise.all([readyOrder(), readyOrder(), readyOrder()]);
  for (const order of orders) {
    await expect.poll(() => caughtUp(order), { timeout: 60_000 }).toBe(true);
    expect(deliveredTo(order.addresses).sort()).toEqual(order.due);
  }
});
