import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@pickup/domain/identity/constants';
import { ensureAccount } from '../identity/accounts';
import { SYSTEM_ACTOR } from '../identity/service';
import {
  collectUpdates,
  connect,
  nextUpdate,
  notifyInTransaction,
  subscribe,
  type ClientSocket,
} from '../live/test-clients';
import { startRunningServer, type RunningServer } from '../testing/running-server';

const PASSWORD = 'cutoff-password-1';
let server: RunningServer;
const sockets: ClientSocket[] = [];

interface Session {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

async function call(method: string, path: string, token?: string, body?: object) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

let accounts = 0;
/** An account made the way the demo seeding makes one, then signed in over HTTP. */
async function account(role: Role): Promise<Session> {
  accounts += 1;
  const email = `${role}-${accounts}@example.com`;
  const id = await ensureAccount(server.handle.services.identity, SYSTEM_ACTOR, {
    email,
    password: PASSWORD,
    firstName: 'Cut',
    lastName: `Off ${accounts}`,
    phone: '+15555550100',
    role,
    emailVerified: true,
    phoneVerified: true,
  });
  return { id, email, ...(await signIn(email)) };
}

async function signIn(email: string) {
  const res = await call('POST', '/api/auth/login', undefined, { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.body.tokens as { accessToken: string; refreshToken: string };
}

async function refreshed(session: Session): Promise<string> {
  const res = await call('POST', '/api/auth/refresh', undefined, {
    refreshToken: session.refreshToken,
  });
  expect(res.status).toBe(200);
  return (res.body.tokens as { accessToken: string }).accessToken;
}

async function socketOf(token: string): Promise<ClientSocket> {
  const socket = await connect(server.url, { token });
  sockets.push(socket);
  return socket;
}

const closedByServer = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

async function restaurantOf(admin: Session, ownerId: string): Promise<string> {
  const res = await call('POST', '/api/restaurants', admin.accessToken, {
    name: `Cutoff Diner ${randomUUID().slice(0, 6)}`,
    address: '1 Main Street, Boston, MA',
    taxRate: '0.0625',
    ownerId,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** What the order projection sends when an order of `restaurantId` changes. */
const orderSignal = (restaurantId: string) =>
  notifyInTransaction(server.db.pool, {
    orderId: randomUUID(),
    restaurantId,
    customerId: 'someone',
    status: 'confirmed',
    updatedAt: new Date().toISOString(),
  });

let admin: Session;
beforeAll(async () => {
  server = await startRunningServer();
  admin = await account('admin');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server.close());

describe('an access token used after', () => {
  it('logout is refused', async () => {
    const user = await account('customer');
    expect((await call('GET', '/api/auth/user', user.accessToken)).status).toBe(200);
    const out = await call('POST', '/api/auth/logout', user.accessToken, {
      refreshToken: user.refreshToken,
    });
    expect(out.status).toBe(200);
    expect((await call('GET', '/api/auth/user', user.accessToken)).status).toBe(401);
    expect((await call('GET', '/api/favorites', user.accessToken)).status).toBe(401);
    // Signing in again works at once.
    const again = await signIn(user.email);
    expect((await call('GET', '/api/auth/user', again.accessToken)).status).toBe(200);
  });

  it("the account's deletion is refused everywhere", async () => {
    const user = await account('customer');
    expect((await call('GET', '/api/favorites', user.accessToken)).status).toBe(200);
    const deleted = await call('DELETE', '/api/user/delete-account', user.accessToken, {
      confirmDeletion: true,
      currentPassword: PASSWORD,
    });
    expect(deleted.status).toBe(200);
    expect((await call('GET', '/api/favorites', user.accessToken)).status).toBe(401);
  });

  it('demotion is refused, and the refreshed token carries the new role', async () => {
    const owner = await account('restaurant_owner');
    await restaurantOf(admin, owner.id);
    expect((await call('GET', '/api/auth/user', owner.accessToken)).status).toBe(200);
    const demoted = await call('PUT', `/api/admin/users/${owner.id}`, admin.accessToken, {
      email: owner.email,
      firstName: 'Cut',
      lastName: 'Off',
      role: 'customer',
    });
    expect(demoted.status).toBe(200);
    expect((await call('GET', '/api/auth/user', owner.accessToken)).status).toBe(401);
    const fresh = await refreshed(owner);
    const me = await call('GET', '/api/auth/user', fresh);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'customer' });
  });
});

describe("a socket on a restaurant's kitchen board", () => {
  it("of a demoted owner is closed and cannot watch the old restaurant's orders again", async () => {
    const owner = await account('restaurant_owner');
    const restaurantId = await restaurantOf(admin, owner.id);
    const socket = await socketOf(owner.accessToken);
    expect(await subscribe(socket, { restaurantId })).toMatchObject({ ok: true });
    const seen = collectUpdates(socket);
    const arrived = nextUpdate(socket);
    await orderSignal(restaurantId);
    expect((await arrived).restaurantId).toBe(restaurantId);

    const closed = closedByServer(socket);
    const demoted = await call('PUT', `/api/admin/users/${owner.id}`, admin.accessToken, {
      email: owner.email,
      firstName: 'Cut',
      lastName: 'Off',
      role: 'customer',
    });
    expect(demoted.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await orderSignal(restaurantId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(1);

    await expect(socketOf(owner.accessToken)).rejects.toThrow('Sign in to receive live updates');
    const again = await socketOf(await refreshed(owner));
    expect(await subscribe(again, { restaurantId })).toMatchObject({ ok: false });
  });

  it('of an owner whose restaurant an admin gave to someone else is closed; it cannot rejoin', async () => {
    const [before, after] = [await account('restaurant_owner'), await account('restaurant_owner')];
    const restaurantId = await restaurantOf(admin, before.id);
    const socket = await socketOf(before.accessToken);
    expect(await subscribe(socket, { restaurantId })).toMatchObject({ ok: true });

    const closed = closedByServer(socket);
    const moved = await call('PUT', `/api/restaurants/${restaurantId}`, admin.accessToken, {
      ownerId: after.id,
    });
    expect(moved.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const again = await socketOf(await refreshed(before));
    expect(await subscribe(again, { restaurantId })).toMatchObject({ ok: false });
    const newOwner = await socketOf(after.accessToken);
    expect(await subscribe(newOwner, { restaurantId })).toMatchObject({ ok: true });
  });
});
