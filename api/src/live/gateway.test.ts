import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import type { Role } from '../http/actor';
import { createAccessTokens } from '../security/tokens';
import { eventStoreAccess } from './event-store-access';
import { AUTH_REQUIRED, createGateway, type Gateway } from './gateway';
import type { OrderChangeSignal } from '@pickup/projections/orders/channel';
import { ADMIN_REFUSED, ORDER_REFUSED, RESTAURANT_REFUSED } from './rooms';
import {
  collectUpdates,
  connect,
  nextUpdate,
  notifyInTransaction,
  subscribe,
  type ClientSocket,
} from './test-clients';
import { createRestaurant, placeOrder, restaurant } from './test-events';

const tokens = createAccessTokens({ secret: 'live-gateway-test-secret-of-32-bytes!' });
const token = async (userId: string, role: Role) =>
  (await tokens.sign({ userId, role, mustChangePassword: false })).token;

const R1 = 'rest-1';
const R2 = 'rest-2';
const ORDER_1 = randomUUID(); // cust-1 at rest-1
const ORDER_2 = randomUUID(); // cust-2 at rest-2

let db: TestDatabase;
let store: PostgresEventStore;
let server: Server;
let gateway: Gateway;
let baseUrl: string;
const sockets: ClientSocket[] = [];

async function as(userId: string, role: Role): Promise<ClientSocket> {
  const socket = await connect(baseUrl, { token: await token(userId, role) });
  sockets.push(socket);
  return socket;
}

const signal = (
  orderId: string,
  restaurantId: string,
  customerId: string,
  status: OrderStatus = 'confirmed',
): OrderChangeSignal => ({
  orderId,
  restaurantId,
  customerId,
  status,
  updatedAt: new Date().toISOString(),
});

beforeAll(async () => {
  db = await migratedTestDatabase();
  db.pool.on('error', () => {});
  store = createPostgresEventStore(db.pool);
  await createRestaurant(store, restaurant({ id: R1, ownerId: 'owner-1' }));
  await createRestaurant(store, restaurant({ id: R2, ownerId: 'owner-2' }));
  await placeOrder(store, { orderId: ORDER_1, customerId: 'cust-1', restaurantId: R1 });
  await placeOrder(store, { orderId: ORDER_2, customerId: 'cust-2', restaurantId: R2 });

  server = createServer();
  gateway = createGateway({
    httpServer: server,
    pool: db.pool,
    verifyToken: tokens.verify,
    ...eventStoreAccess(store),
    log: pino({ level: 'silent' }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await gateway.ready;
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await gateway?.close();
  await new Promise((resolve) => server?.close(resolve));
  await store?.close();
  await db?.drop();
});

describe('handshake', () => {
  it('refuses a connection without a token, with a message', async () => {
    await expect(connect(baseUrl)).rejects.toThrow(AUTH_REQUIRED);
  });

  it('refuses a forged or malformed token', async () => {
    const forged = await createAccessTokens({ secret: 'another-secret-another-secret-123' }).sign({
      userId: 'admin-1',
      role: 'admin',
      mustChangePassword: false,
    });
    await expect(connect(baseUrl, { token: forged.token })).rejects.toThrow(AUTH_REQUIRED);
    await expect(connect(baseUrl, { token: 'not-a-jwt' })).rejects.toThrow(AUTH_REQUIRED);
  });

  it('closes a socket when its token expires, so that its rooms are checked again', async () => {
    // A token's times are whole seconds: a one-second token signed late in a second had
    // already expired when it connected. Five leave four at least to connect and subscribe.
    const shortLived = createAccessTokens({
      secret: 'live-gateway-test-secret-of-32-bytes!',
      ttlSeconds: 5,
    });
    const { token: brief } = await shortLived.sign({
      userId: 'owner-1',
      role: 'restaurant_owner',
      mustChangePassword: false,
    });
    const socket = await connect(baseUrl, { token: brief });
    sockets.push(socket);
    expect(await subscribe(socket, { restaurantId: R1 })).toMatchObject({ ok: true });
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
    await expect(connect(baseUrl, { token: brief })).rejects.toThrow(AUTH_REQUIRED);
  });

  it('accepts the token in an Authorization header', async () => {
    const socket = await connect(baseUrl, {
      header: `Bearer ${await token('cust-1', 'customer')}`,
    });
    sockets.push(socket);
    expect(await subscribe(socket, { orderId: ORDER_1 })).toEqual({
      ok: true,
      room: `order:${ORDER_1}`,
    });
  });
});

describe('rooms the server lets a user into', () => {
  it.each([
    ['a customer, their own order', 'cust-1', 'customer', { orderId: ORDER_1 }, `order:${ORDER_1}`],
    [
      'an owner, an order of their restaurant',
      'owner-1',
      'restaurant_owner',
      { orderId: ORDER_1 },
      `order:${ORDER_1}`,
    ],
    [
      'an owner, their restaurant',
      'owner-1',
      'restaurant_owner',
      { restaurantId: R1 },
      `restaurant:${R1}`,
    ],
    ['an admin, any order', 'admin-1', 'admin', { orderId: ORDER_2 }, `order:${ORDER_2}`],
    ['an admin, any restaurant', 'admin-1', 'admin', { restaurantId: R2 }, `restaurant:${R2}`],
    ['an admin, the admin room', 'admin-1', 'admin', { admin: true }, 'admin'],
  ] as const)('allows %s', async (_name, userId, role, request, room) => {
    const socket = await as(userId, role);
    expect(await subscribe(socket, request)).toEqual({ ok: true, room });
  });

  it.each([
    ["a customer, someone else's order", 'cust-1', 'customer', { orderId: ORDER_2 }, ORDER_REFUSED],
    [
      'a customer, an unknown order',
      'cust-1',
      'customer',
      { orderId: randomUUID() },
      ORDER_REFUSED,
    ],
    [
      'an owner, an order of another restaurant',
      'owner-1',
      'restaurant_owner',
      { orderId: ORDER_2 },
      ORDER_REFUSED,
    ],
    [
      'an owner, another restaurant',
      'owner-1',
      'restaurant_owner',
      { restaurantId: R2 },
      RESTAURANT_REFUSED,
    ],
    ['a customer, a restaurant', 'cust-1', 'customer', { restaurantId: R1 }, RESTAURANT_REFUSED],
    ['an owner, the admin room', 'owner-1', 'restaurant_owner', { admin: true }, ADMIN_REFUSED],
    ['a customer, the admin room', 'cust-1', 'customer', { admin: true }, ADMIN_REFUSED],
  ] as const)('refuses %s', async (_name, userId, role, request, error) => {
    const socket = await as(userId, role);
    expect(await subscribe(socket, request)).toEqual({ ok: false, error });
  });

  it('refuses a request that names a room directly', async () => {
    const socket = await as('admin-1', 'admin');
    const reply = await socket
      .timeout(5000)
      .emitWithAck('subscribe', { room: 'restaurant:rest-2' });
    expect(reply).toMatchObject({ ok: false });
  });
});

describe('order:updated', () => {
  it('reaches the order, restaurant and admin rooms only once the change is committed', async () => {
    const customer = await as('cust-1', 'customer');
    const owner = await as('owner-1', 'restaurant_owner');
    const admin = await as('admin-1', 'admin');
    const otherOwner = await as('owner-2', 'restaurant_owner');
    const otherCustomer = await as('cust-2', 'customer');
    await subscribe(customer, { orderId: ORDER_1 });
    await subscribe(owner, { restaurantId: R1 });
    await subscribe(admin, { admin: true });
    await subscribe(otherOwner, { restaurantId: R2 });
    await subscribe(otherCustomer, { orderId: ORDER_1 }); // refused
    const seen = [customer, owner, admin, otherOwner, otherCustomer].map(collectUpdates);

    const change = signal(ORDER_1, R1, 'cust-1', 'preparing');
    // Listening before the commit: the push may arrive before the commit call returns.
    const atCustomer = nextUpdate(customer);
    await notifyInTransaction(db.pool, change, async () => {
      await new Promise((r) => setTimeout(r, 150));
      expect(seen.flat()).toEqual([]);
    });
    const expected = {
      orderId: ORDER_1,
      restaurantId: R1,
      status: 'preparing',
      updatedAt: change.updatedAt,
    };
    expect(await atCustomer).toEqual(expected);
    // A later change for rest-2 shows what reached the others first.
    const later = signal(ORDER_2, R2, 'cust-2');
    const atOtherOwner = nextUpdate(otherOwner);
    await notifyInTransaction(db.pool, later);
    await atOtherOwner;
    await expect.poll(() => seen[1]).toEqual([expected]);
    await expect
      .poll(() => seen[2])
      .toEqual([expected, expect.objectContaining({ orderId: ORDER_2 })]);
    expect(seen[3]).toEqual([expect.objectContaining({ orderId: ORDER_2 })]);
    expect(seen[4]).toEqual([]);
  });

  it("brings a new order to its restaurant's room", async () => {
    const owner = await as('owner-1', 'restaurant_owner');
    await subscribe(owner, { restaurantId: R1 });
    const orderId = randomUUID();
    const arrived = nextUpdate(owner);
    await notifyInTransaction(db.pool, signal(orderId, R1, 'cust-9', 'pending'));
    expect(await arrived).toMatchObject({ orderId, restaurantId: R1, status: 'pending' });
  });

  it('asks clients to resync after the database listener was lost, then keeps pushing', async () => {
    const owner = await as('owner-1', 'restaurant_owner');
    await subscribe(owner, { restaurantId: R1 });
    const resynced = new Promise<void>((resolve) => owner.once('resync', () => resolve()));
    await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN pickup_orders'`,
    );
    await resynced;
    const orderId = randomUUID();
    const arrived = nextUpdate(owner);
    await notifyInTransaction(db.pool, signal(orderId, R1, 'cust-1'));
    expect(await arrived).toMatchObject({ orderId });
  });
});
