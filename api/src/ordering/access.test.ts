import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../testing/identity';
import { ordersExportSource } from '../composition/read-models';
import { createWorld, orderBody, placeOrder, setStatus, type World } from './testing/world';

let w: World;
let orderId: string;
let otherOrderId: string;
beforeAll(async () => {
  w = await createWorld();
  orderId = (await placeOrder(w.api, w.customer, w.menu)).id;
  otherOrderId = (await placeOrder(w.api, w.otherCustomer, w.menu)).id;
});
afterAll(() => w.api.close());

type Who = 'anonymous' | 'customer' | 'otherCustomer' | 'owner' | 'otherOwner' | 'admin';
const WHO: Who[] = ['anonymous', 'customer', 'otherCustomer', 'owner', 'otherOwner', 'admin'];
const token = (who: Who) => (who === 'anonymous' ? undefined : (w[who] as TestAccount).token);

async function statuses(method: string, path: () => string, body?: () => unknown) {
  const out: Partial<Record<Who, number>> = {};
  for (const who of WHO) {
    out[who] = (await w.api.call(method, path(), { token: token(who), body: body?.() })).status;
  }
  return out;
}

describe('who may call what', () => {
  it('GET /api/orders/:id: the customer, the owner and admins; 403 others, 401 signed out', async () => {
    expect(await statuses('GET', () => `/api/orders/${orderId}`)).toEqual({
      anonymous: 401,
      customer: 200,
      otherCustomer: 403,
      owner: 200,
      otherOwner: 403,
      admin: 200,
    });
    const unknown = await w.api.call('GET', '/api/orders/nope', { token: w.admin.token });
    expect(unknown.status).toBe(404);
  });

  it('GET /api/orders: each sees their own list', async () => {
    const ids = async (who: Who, query = '') => {
      const res = await w.api.call<{ id: string }[]>('GET', `/api/orders${query}`, {
        token: token(who),
      });
      return res.status === 200 ? res.body.map((o) => o.id).sort() : res.status;
    };
    const both = [orderId, otherOrderId].sort();
    expect(await ids('anonymous')).toBe(401);
    expect(await ids('customer')).toEqual([orderId]);
    expect(await ids('otherCustomer')).toEqual([otherOrderId]);
    expect(await ids('owner')).toEqual(both);
    expect(await ids('otherOwner')).toEqual([]);
    expect(await ids('admin')).toEqual(both);
    const q = `?restaurantId=${w.restaurantId}`;
    expect(await ids('owner', q)).toEqual(both);
    expect(await ids('otherOwner', q)).toBe(403);
    expect(await ids('admin', q)).toEqual(both);
    expect(await ids('customer', q)).toEqual([orderId]);
    expect(await ids('admin', `?customerId=${w.otherCustomer.id}`)).toEqual([otherOrderId]);
    expect(await ids('owner', '?restaurantId=nope')).toBe(404);
  });

  it('the data export holds the customer’s own orders with their history', async () => {
    const exported = (await ordersExportSource(w.api.pool).load(w.otherCustomer.id)) as {
      id: string;
      statusHistory: unknown[];
    }[];
    expect(exported.map((o) => o.id)).toEqual([otherOrderId]);
    expect(exported[0]?.statusHistory).toHaveLength(1);
  });

  it('GET /api/orders pages with ?page&limit or ?offset&limit, the total in X-Total-Count', async () => {
    const all = await w.api.call<{ id: string }[]>('GET', '/api/orders', {
      token: w.admin.token,
    });
    const page2 = await w.api.call<{ id: string }[]>('GET', '/api/orders?page=2&limit=1', {
      token: w.admin.token,
    });
    const offset1 = await w.api.call<{ id: string }[]>('GET', '/api/orders?offset=1&limit=1', {
      token: w.admin.token,
    });
    expect(page2.body).toEqual([all.body[1]]);
    expect(offset1.body).toEqual([all.body[1]]);
    expect(page2.headers.get('x-total-count')).toBe('2');
    const bad = await w.api.call<{ message: string }>('GET', '/api/orders?limit=500', {
      token: w.admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Limit must be a whole number from 1 to 100');
  });

  it('PATCH /api/orders/:id/status: staff of the restaurant and admins move orders', async () => {
    const fresh = async () => (await placeOrder(w.api, w.customer, w.menu)).id;
    const result: Partial<Record<Who, number>> = {};
    for (const who of WHO) {
      const id = await fresh();
      const res = await w.api.call('PATCH', `/api/orders/${id}/status`, {
        token: token(who),
        body: { status: 'confirmed' },
      });
      result[who] = res.status;
    }
    expect(result).toEqual({
      anonymous: 401,
      customer: 403,
      otherCustomer: 403,
      owner: 200,
      otherOwner: 403,
      admin: 200,
    });
    const unknown = await setStatus(w.api, w.admin, 'nope', 'confirmed');
    expect(unknown.status).toBe(404);
    const othersCancel = await setStatus(w.api, w.otherCustomer, await fresh(), 'cancelled');
    expect(othersCancel.status).toBe(403);
    expect(othersCancel.body.message).toBe('This order belongs to a different account');
  });

  it('POST /api/orders: any signed-in user with a verified phone', async () => {
    expect(
      await statuses(
        'POST',
        () => '/api/orders',
        () => orderBody(w.menu),
      ),
    ).toEqual({
      anonymous: 401,
      customer: 201,
      otherCustomer: 201,
      owner: 201,
      otherOwner: 201,
      admin: 201,
    });
  });

  it('the kitchen board and restaurant stats: the owner and admins', async () => {
    const expected = {
      anonymous: 401,
      customer: 403,
      otherCustomer: 403,
      owner: 200,
      otherOwner: 403,
      admin: 200,
    };
    expect(await statuses('GET', () => `/api/restaurants/${w.restaurantId}/orders/board`)).toEqual(
      expected,
    );
    expect(await statuses('GET', () => `/api/restaurants/${w.restaurantId}/stats`)).toEqual(
      expected,
    );
    const unknown = await w.api.call('GET', '/api/restaurants/nope/stats', {
      token: w.admin.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('admin stats and analytics: admins only', async () => {
    const expected = {
      anonymous: 401,
      customer: 403,
      otherCustomer: 403,
      owner: 403,
      otherOwner: 403,
      admin: 200,
    };
    expect(await statuses('GET', () => '/api/admin/stats')).toEqual(expected);
    expect(await statuses('GET', () => '/api/admin/analytics')).toEqual(expected);
  });

  it('favorites: any signed-in user, their own list', async () => {
    const signedIn = {
      customer: 200,
      otherCustomer: 200,
      owner: 200,
      otherOwner: 200,
      admin: 200,
    };
    expect(await statuses('GET', () => '/api/favorites')).toEqual({
      anonymous: 401,
      ...signedIn,
    });
    expect(await statuses('POST', () => `/api/favorites/${w.restaurantId}`)).toEqual({
      anonymous: 401,
      ...signedIn,
    });
    expect(await statuses('DELETE', () => `/api/favorites/${w.restaurantId}`)).toEqual({
      anonymous: 401,
      ...signedIn,
    });
  });
});
