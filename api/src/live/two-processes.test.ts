import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testPool,
} from '@pickup/projections/testing/test-database';
import { createAccessTokens } from '../security/tokens';
import { createGateway, type Gateway } from './gateway';
import type { LiveAccess } from './rooms';
import { connect, nextUpdate, notifyInTransaction, subscribe } from './test-clients';

/** Two API processes' worth of live gateways: own http server, own pool, one database. */
interface Instance {
  server: Server;
  pool: pg.Pool;
  gateway: Gateway;
  url: string;
}

const tokens = createAccessTokens({ secret: 'live-two-process-secret-of-32-bytes' });
const everyoneOwnsEverything: LiveAccess = {
  ownsRestaurant: async () => true,
  canSeeOrder: async () => true,
};

let db: TestDatabase;
const instances: Instance[] = [];

async function start(): Promise<Instance> {
  const pool = testPool({ connectionString: db.url, max: 4 });
  const server = createServer();
  const gateway = createGateway({
    httpServer: server,
    pool,
    verifyToken: tokens.verify,
    ...everyoneOwnsEverything,
    log: pino({ level: 'silent' }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await gateway.ready;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const instance = { server, pool, gateway, url };
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
});

afterAll(async () => {
  for (const i of instances) {
    await i.gateway.close();
    await new Promise((resolve) => i.server.close(resolve));
    await i.pool.end();
  }
  await db?.drop();
});

it('pushes a change committed through one process to a socket connected to the other', async () => {
  const a = await start();
  const b = await start();
  const { token } = await tokens.sign({
    userId: 'owner-1',
    role: 'restaurant_owner',
    mustChangePassword: false,
  });
  const kitchen = await connect(b.url, { token });
  try {
    await subscribe(kitchen, { restaurantId: 'rest-1' });
    const orderId = randomUUID();
    const arrived = nextUpdate(kitchen);
    await notifyInTransaction(a.pool, {
      orderId,
      restaurantId: 'rest-1',
      customerId: 'cust-1',
      status: 'ready',
      updatedAt: new Date().toISOString(),
    });
    expect(await arrived).toMatchObject({ orderId, restaurantId: 'rest-1', status: 'ready' });
  } finally {
    kitchen.close();
  }
});
