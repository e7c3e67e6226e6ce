import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ordersProjection } from '@pickup/projections/orders/projection';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { createAccessTokens } from '../security/tokens';
import { eventStoreAccess } from './event-store-access';
import { createGateway, type Gateway } from './gateway';
import { connect, nextUpdate, subscribe, type ClientSocket } from './test-clients';
import { changeStatus, createRestaurant, placeOrder, restaurant } from './test-events';

/** The real path: events → the orders read model's NOTIFY on commit → the gateway → sockets. */

const tokens = createAccessTokens({ secret: 'live-projection-push-secret-32-bytes' });
let db: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;
let server: Server;
let gateway: Gateway;
let kitchen: ClientSocket;
let customer: ClientSocket;
const restaurantId = randomUUID();

beforeAll(async () => {
  db = await migratedTestDatabase();
  store = createPostgresEventStore(db.pool);
  runner = new ProjectionRunner({ pool: db.pool, store, projections: [ordersProjection] });
  await runner.start();
  await createRestaurant(store, restaurant({ id: restaurantId, ownerId: 'owner-1' }));
  server = createServer();
  gateway = createGateway({
    httpServer: server,
    pool: db.pool,
    verifyToken: tokens.verify,
    ...eventStoreAccess(store),
    log: pino({ level: 'silent' }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await gateway.ready;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sign = async (userId: string, role: 'customer' | 'restaurant_owner') =>
    (await tokens.sign({ userId, role, mustChangePassword: false })).token;
  kitchen = await connect(url, { token: await sign('owner-1', 'restaurant_owner') });
  customer = await connect(url, { token: await sign('cust-1', 'customer') });
});

afterAll(async () => {
  kitchen?.close();
  customer?.close();
  await gateway?.close();
  await new Promise((resolve) => server?.close(resolve));
  await runner?.stop();
  await store?.close();
  await db?.drop();
});

it('brings a new order to its kitchen, then each status change to kitchen and customer', async () => {
  expect(await subscribe(kitchen, { restaurantId })).toMatchObject({ ok: true });
  const orderId = randomUUID();

  const created = nextUpdate(kitchen);
  await placeOrder(store, { orderId, customerId: 'cust-1', restaurantId });
  expect(await created).toMatchObject({ orderId, restaurantId, status: 'pending' });

  expect(await subscribe(customer, { orderId })).toMatchObject({ ok: true });
  const atKitchen = nextUpdate(kitchen);
  const atCustomer = nextUpdate(customer);
  await changeStatus(store, orderId, 'pending', 'confirmed');
  expect(await atKitchen).toMatchObject({ orderId, status: 'confirmed' });
  // The signal follows the commit: a refetch on arrival already reads the change.
  const { rows } = await db.pool.query('SELECT status FROM rm_orders.orders WHERE id = $1', [
    orderId,
  ]);
  expect(rows).toEqual([{ status: 'confirmed' }]);
  expect(await atCustomer).toMatchObject({ orderId, status: 'confirmed' });
});
