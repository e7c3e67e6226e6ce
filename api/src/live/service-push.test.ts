import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restaurantStream } from '@pickup/domain/catalog/restaurant';
import { restaurantsProjection } from '@pickup/projections/catalog/restaurants/projection';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { createAccessTokens } from '../security/tokens';
import { eventStoreAccess } from './event-store-access';
import { createGateway, type Gateway } from './gateway';
import { connect, subscribe, type ClientSocket } from './test-clients';
import { appendEvents, createRestaurant, restaurant } from './test-events';

/**
 * A pause or resume reaches every open page of that restaurant (its public page and checkout,
 * its board) through the restaurants read model's NOTIFY, and no other restaurant's page.
 */

const tokens = createAccessTokens({ secret: 'live-service-push-secret-32-bytes!!' });
let db: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;
let server: Server;
let gateway: Gateway;
const sockets: ClientSocket[] = [];
const here = randomUUID();
const elsewhere = randomUUID();
let url: string;

async function as(userId: string, role: 'customer' | 'restaurant_owner') {
  const { token } = await tokens.sign({ userId, role, mustChangePassword: false });
  const socket = await connect(url, { token });
  sockets.push(socket);
  return socket;
}

/** Every `restaurant:service` signal a socket receives. */
function collect(socket: ClientSocket): unknown[] {
  const seen: unknown[] = [];
  socket.on('restaurant:service', (signal: unknown) => seen.push(signal));
  return seen;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
};

beforeAll(async () => {
  db = await migratedTestDatabase();
  store = createPostgresEventStore(db.pool);
  runner = new ProjectionRunner({ pool: db.pool, store, projections: [restaurantsProjection] });
  await runner.start();
  await createRestaurant(store, restaurant({ id: here, ownerId: 'owner-1' }));
  await createRestaurant(store, restaurant({ id: elsewhere, ownerId: 'owner-2' }));
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
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await gateway?.close();
  await new Promise((resolve) => server?.close(resolve));
  await runner?.stop();
  await store?.close();
  await db?.drop();
});

it('any signed-in user may follow a restaurant’s service; a malformed id is refused', async () => {
  const customer = await as('cust-1', 'customer');
  expect(await subscribe(customer, { restaurantService: here })).toEqual({
    ok: true,
    room: `service:${here}`,
  });
  const reply = await customer
    .timeout(5000)
    .emitWithAck('subscribe', { restaurantService: 'not an id!' });
  expect(reply).toMatchObject({ ok: false });
});

it('a pause and a resume reach that restaurant’s page and board, after the commit', async () => {
  const page = await as('cust-1', 'customer');
  const board = await as('owner-1', 'restaurant_owner');
  const otherPage = await as('cust-2', 'customer');
  await subscribe(page, { restaurantService: here });
  await subscribe(board, { restaurantId: here });
  await subscribe(otherPage, { restaurantService: elsewhere });
  const atPage = collect(page);
  const atBoard = collect(board);
  const atOther = collect(otherPage);

  const until1 = new Date(Date.now() + 30 * 60_000).toISOString();
  await appendEvents(store, restaurantStream(here), [
    { type: 'OrderingPaused', data: { restaurantId: here, until: until1, reason: null } },
  ]);
  await until(() => atPage.length === 1 && atBoard.length === 1);
  expect(atPage).toEqual([{ restaurantId: here }]);
  expect(atBoard).toEqual([{ restaurantId: here }]);
  // A page that refetches on the signal already reads the pause.
  const { rows } = await db.pool.query(
    'SELECT paused_until IS NOT NULL AS paused FROM rm_restaurants.restaurants WHERE id = $1',
    [here],
  );
  expect(rows).toEqual([{ paused: true }]);

  await appendEvents(store, restaurantStream(here), [
    { type: 'OrderingResumed', data: { restaurantId: here } },
  ]);
  await until(() => atPage.length === 2);
  expect(atPage).toEqual([{ restaurantId: here }, { restaurantId: here }]);
  expect(atOther).toEqual([]);
});
