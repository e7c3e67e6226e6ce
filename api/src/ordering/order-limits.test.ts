import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Role } from '@pickup/domain/identity/constants';
import { ensureAccount } from '../identity/accounts';
import { SYSTEM_ACTOR } from '../identity/service';
import { startRunningServer, type RunningServer } from '../testing/running-server';
import { createMenu, createRestaurant, type TestMenu } from './testing/catalog';
import { burger, orderBody } from './testing/world';
import { TOO_MANY_ACTIVE_ORDERS } from './order-limits';

const PASSWORD = 'order-flood-password';
let server: RunningServer;
let menu: TestMenu;
let accounts = 0;

async function signedIn(role: Role): Promise<{ id: string; token: string }> {
  accounts += 1;
  const email = `flood-${accounts}@example.com`;
  const id = await ensureAccount(server.handle.services.identity, SYSTEM_ACTOR, {
    email,
    password: PASSWORD,
    firstName: 'Flo',
    lastName: `Od ${accounts}`,
    phone: '+15555550100',
    role,
    emailVerified: true,
    phoneVerified: true,
  });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { tokens: { accessToken: string } };
  return { id, token: body.tokens.accessToken };
}

async function call(
  method: string,
  path: string,
  token: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; message?: string } };
}

const place = (token: string) =>
  call('POST', '/api/orders', token, orderBody(menu, [burger(menu)]));

async function ordersWritten(customerId: string): Promise<number> {
  const { rows } = await server.db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE type = 'OrderPlaced' AND data->>'customerId' = $1`,
    [customerId],
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  server = await startRunningServer();
  const owner = await signedIn('restaurant_owner');
  const { bus } = server.handle.services;
  menu = await createMenu(bus, await createRestaurant(bus, { ownerId: owner.id, hours: null }));
});
afterAll(() => server.close());

it('answers a flood of orders by one customer with 429 once 5 are in progress, writing none', async () => {
  const customer = await signedIn('customer');
  const statuses: number[] = [];
  for (let n = 0; n < 8; n++) {
    const res = await place(customer.token);
    statuses.push(res.status);
    if (res.status === 429) expect(res.body.message).toBe(TOO_MANY_ACTIVE_ORDERS);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  expect(await ordersWritten(customer.id)).toBe(5);
});

it('holds the limit when the flood arrives all at once', async () => {
  const customer = await signedIn('customer');
  const statuses = await Promise.all(
    Array.from({ length: 8 }, async () => (await place(customer.token)).status),
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  expect(await ordersWritten(customer.id)).toBe(5);
});

it('still limits orders per hour at a restaurant when each is cancelled to make room', async () => {
  const customer = await signedIn('customer');
  const statuses: number[] = [];
  for (let n = 0; n < 11; n++) {
    const res = await place(customer.token);
    statuses.push(res.status);
    if (res.status === 201) {
      const cancelled = await call('PATCH', `/api/orders/${res.body.id}/status`, customer.token, {
        status: 'cancelled',
      });
      expect(cancelled.status).toBe(200);
    } else {
      expect(res.body.message).toMatch(
        /^Too many orders at this restaurant\. Please try again in \d+ minutes?\.$/,
      );
    }
  }
  expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  expect(await ordersWritten(customer.id)).toBe(10);
});

it('refuses beyond the limit before any other fault, keeping no Idempotency-Key', async () => {
  const customer = await signedIn('customer');
  for (let n = 0; n < 5; n++) expect((await place(customer.token)).status).toBe(201);
  const unknownItem = { ...burger(menu), menuItemId: 'no-such-item' };
  const refused = await call(
    'POST',
    '/api/orders',
    customer.token,
    orderBody(menu, [unknownItem]),
    { 'idempotency-key': 'flood-key-0001' },
  );
  expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_ACTIVE_ORDERS } });
  const { rows } = await server.db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM order_idempotency_keys WHERE customer_id = $1`,
    [customer.id],
  );
  expect(rows[0]?.n).toBe(0);
  expect(await ordersWritten(customer.id)).toBe(5);
});
