import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { migrate } from '../db/migrate';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { eventStoreMigrations } from '../eventstore/postgres-schema';
import type { TokenVerifier } from '../http/actor';
import { createAccessTokens } from '../security/tokens';
import { eventStoreAccess } from './event-store-access';
import { createGateway, type Gateway } from './gateway';
import { nextUpdate, notifyInTransaction } from './test-clients';
import { createRestaurant, restaurant } from './test-events';

/**
 * Issue 39: after the database comes back, a stock Socket.IO client (default options) is
 * back by itself and gets the next push; the gateway never closes a socket in a way a client
 * reads as final ('io server disconnect').
 */

const tokens = createAccessTokens({ secret: 'live-reconnect-test-secret-32-bytes!' });
const R1 = 'rest-reconnect';
let db: TestDatabase;
let store: PostgresEventStore;
const servers: { server: Server; gateway: Gateway }[] = [];
const clients: Socket[] = [];

async function serve(verifyToken: TokenVerifier): Promise<string> {
  const server = createServer();
  const gateway = createGateway({
    httpServer: server,
    pool: db.pool,
    verifyToken,
    ...eventStoreAccess(store),
    log: pino({ level: 'silent' }),
  });
  servers.push({ server, gateway });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await gateway.ready;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A kitchen board's client: stock options, subscribing on every connect as the web app does. */
async function kitchenClient(url: string) {
  const { token } = await tokens.sign({
    userId: 'owner-1',
    role: 'restaurant_owner',
    mustChangePassword: false,
  });
  const socket = io(url, { auth: { token }, forceNew: true });
  clients.push(socket);
  const reasons: string[] = [];
  const errors: string[] = [];
  let subscribed = 0;
  socket.on('disconnect', (reason) => reasons.push(reason));
  socket.on('connect_error', (err) => errors.push(err.message));
  socket.on('connect', () => {
    void socket.emitWithAck('subscribe', { restaurantId: R1 }).then(() => (subscribed += 1));
  });
  return { socket, reasons, errors, subscriptions: () => subscribed };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check()).toBe(true);
};

const signal = () => ({
  orderId: randomUUID(),
  restaurantId: R1,
  customerId: 'cust-1',
  status: 'confirmed' as const,
  updatedAt: new Date().toISOString(),
});

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  db.pool.on('error', () => {});
  await migrate(db.pool, eventStoreMigrations);
  store = createPostgresEventStore(db.pool);
  await createRestaurant(store, restaurant({ id: R1, ownerId: 'owner-1' }));
});

afterAll(async () => {
  for (const socket of clients) socket.disconnect();
  for (const { server, gateway } of servers) {
    await gateway.close();
    await new Promise((resolve) => server.close(resolve));
  }
  await store?.close();
  await db?.drop();
});

it('brings a stock client back after its database listeners were lost, and it gets the next push', async () => {
  const url = await serve(tokens.verify);
  const board = await kitchenClient(url);
  await until(() => board.subscriptions() === 1);

  // What a Postgres restart does to the gateway: every LISTEN connection is cut.
  await db.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
  );
  await until(() => board.subscriptions() === 2);
  expect(board.reasons).toEqual(['transport close']);

  const change = signal();
  const arrived = nextUpdate(board.socket);
  await notifyInTransaction(db.pool, change);
  expect(await arrived).toMatchObject({ orderId: change.orderId });
});

it('lets a client whose handshake could not be checked (database down) try again by itself', async () => {
  let failuresLeft = 2;
  const url = await serve(async (token) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('connect ECONNREFUSED');
    }
    return tokens.verify(token);
  });
  const board = await kitchenClient(url);
  await until(() => board.subscriptions() === 1);
  expect(board.socket.connected).toBe(true);
  expect(board.errors).toEqual([]);
});
