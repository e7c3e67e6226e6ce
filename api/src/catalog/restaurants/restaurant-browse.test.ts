import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTAURANTS_PROJECTION } from '@pickup/projections/catalog/restaurants/projection';
import { addMenu } from '../../testing/sample-menu';
import { createRestaurantTestApi, weekHours, type RestaurantTestApi } from './test-support';
import type { RestaurantView } from './views';

interface Item {
  name: string;
  ingredients: { name: string; type: string; price: string; isIncluded: boolean }[];
  sides: { name: string; price: string }[];
}

type Detail = RestaurantView & {
  menus: { categories: { menuItems: Item[] }[] }[];
  owner?: { id: string; email: string };
};

let api: RestaurantTestApi;
let active: RestaurantView;
let hidden: RestaurantView;
let othersHidden: RestaurantView;

beforeAll(async () => {
  api = await createRestaurantTestApi();
  active = await api.createRestaurant({ name: 'Active Italian', cuisine: 'italian' });
  hidden = await api.createRestaurant({
    name: 'Hidden Mexican',
    cuisine: 'mexican',
    isActive: false,
  });
  othersHidden = await api.createRestaurant({
    name: 'Other Hidden',
    ownerId: api.otherOwner.id,
    isActive: false,
  });
});
afterAll(() => api?.close());

/** An OrderPlaced as the ordering feature appends it, reduced to what this read model reads. */
const placeOrder = async (restaurantId: string, placedAt: Date) => {
  const orderId = randomUUID();
  const { checkpoint } = await api.store.appendToStream(
    `order-${orderId}`,
    [
      {
        id: randomUUID(),
        type: 'OrderPlaced',
        data: {
          orderId,
          restaurantId,
          customerId: api.customer.id,
          placedAt: placedAt.toISOString(),
        },
        metadata: {
          actorId: null,
          actorRole: null,
          correlationId: orderId,
          causationId: null,
          at: placedAt.toISOString(),
        },
      },
    ],
    { expected: 'no_stream' },
  );
  await api.runner.waitFor(checkpoint, [RESTAURANTS_PROJECTION]);
  return orderId;
};

const names = (list: RestaurantView[]) => list.map((r) => r.name);

describe('GET /api/restaurants', () => {
  it('shows customers and visitors active restaurants only, without owners or settings', async () => {
    for (const token of [undefined, api.customer.token]) {
      const res = await api.call<RestaurantView[]>('GET', '/api/restaurants', { token });
      expect(res.status).toBe(200);
      expect(names(res.body)).toContain('Active Italian');
      expect(names(res.body)).not.toContain('Hidden Mexican');
      const card = res.body.find((r) => r.id === active.id);
      expect(card).not.toHaveProperty('ownerId');
      expect(card).not.toHaveProperty('notificationEmail');
      expect(card).toMatchObject({ taxRate: '0.0625', rating: 4, openStatus: { open: true } });
    }
  });

  it("shows an owner their own inactive restaurants, with every restaurant's ownerId", async () => {
    const res = await api.call<RestaurantView[]>('GET', '/api/restaurants', {
      token: api.owner.token,
    });
    expect(names(res.body)).toEqual(expect.arrayContaining(['Active Italian', 'Hidden Mexican']));
    expect(res.body.map((r) => r.id)).not.toContain(othersHidden.id);
    expect(res.body.every((r) => typeof r.ownerId === 'string')).toBe(true);
  });

  it('shows an admin every restaurant', async () => {
    const res = await api.call<RestaurantView[]>('GET', '/api/restaurants', {
      token: api.admin.token,
    });
    expect(names(res.body)).toEqual(
      expect.arrayContaining(['Active Italian', 'Hidden Mexican', 'Other Hidden']),
    );
  });

  it('filters by cuisine, "all" meaning none', async () => {
    const italian = await api.call<RestaurantView[]>('GET', '/api/restaurants?cuisine=italian');
    expect(names(italian.body)).toEqual(['Active Italian']);
    const all = await api.call<RestaurantView[]>('GET', '/api/restaurants?cuisine=all');
    const unfiltered = await api.call<RestaurantView[]>('GET', '/api/restaurants');
    expect(all.body).toEqual(unfiltered.body);
    const bad = await api.call<{ message: string }>('GET', '/api/restaurants?cuisine=martian');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Cuisine must be one of all, american, italian, asian, mexican, indian, other',
    );
  });
});

describe('GET /api/restaurants/:id', () => {
  it('hides an inactive restaurant from visitors, customers and other owners', async () => {
    for (const token of [undefined, api.customer.token, api.otherOwner.token]) {
      const res = await api.call<{ message: string }>('GET', `/api/restaurants/${hidden.id}`, {
        token,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Restaurant not found');
    }
  });

  it('shows it to its owner and admins, with settings and the owner', async () => {
    for (const token of [api.owner.token, api.admin.token]) {
      const res = await api.call<Detail>('GET', `/api/restaurants/${hidden.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        isActive: false,
        notificationPreference: 'sms',
        owner: { id: api.owner.id, email: api.owner.email },
      });
    }
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api.call('GET', `/api/restaurants/${randomUUID()}`)).status).toBe(404);
  });

  it('says when it opens next, in its own time zone (DECISIONS 1)', async () => {
    // 2030-01-15T12:00Z is Tuesday 07:00 in New York.
    const r = await api.createRestaurant({ hours: weekHours('09:00', '22:00') });
    const res = await api.call<RestaurantView>('GET', `/api/restaurants/${r.id}`);
    expect(res.body.openStatus).toEqual({
      open: false,
      opensAt: { day: 'tuesday', time: '09:00', daysAhead: 0 },
    });
    const la = await api.createRestaurant({
      hours: weekHours('03:00', '05:00'),
      timezone: 'America/Los_Angeles',
    });
    const open = await api.call<RestaurantView>('GET', `/api/restaurants/${la.id}`);
    expect(open.body.openStatus).toEqual({ open: true, closesAt: '05:00' });
    // A list works each one out too, never one restaurant's status for another's.
    const list = await api.call<RestaurantView[]>('GET', '/api/restaurants');
    const statusOf = (id: string) => list.body.find((x) => x.id === id)?.openStatus;
    expect(statusOf(r.id)).toEqual(res.body.openStatus);
    expect(statusOf(la.id)).toEqual(open.body.openStatus);
  });

  it('carries menus, categories and items with ingredients and sides in one call', async () => {
    const r = await api.createRestaurant({}, { menu: false });
    const actor = { userId: api.admin.id, role: 'admin' as const, mustChangePassword: false };
    const at = { id: r.id, ownerId: api.owner.id };
    await addMenu(api.bus, actor, at, { items: 3, extras: true });
    const res = await api.call<Detail>('GET', `/api/restaurants/${r.id}`);
    expect(res.body.menus).toHaveLength(1);
    const items = res.body.menus[0]?.categories[0]?.menuItems ?? [];
    expect(items.map((i) => i.name)).toEqual(['Dish 1', 'Dish 2', 'Dish 3']);
    expect(items[0]?.ingredients).toEqual([
      expect.objectContaining({
        name: 'Lettuce',
        type: 'optional',
        price: '0.00',
        isIncluded: true,
      }),
      expect.objectContaining({ name: 'Onion', type: 'optional', isIncluded: true }),
      expect.objectContaining({
        name: 'Extra cheese',
        type: 'possible',
        price: '1.50',
        isIncluded: false,
      }),
    ]);
    expect(items[0]?.sides.map((s) => [s.name, s.price])).toEqual([
      ['Fries', '3.00'],
      ['Side salad', '3.00'],
    ]);
  });
});

describe('GET /api/restaurants/popular', () => {
  it('sorts by orders in the last 30 days, then by name, with orderCount (DECISIONS 18)', async () => {
    const now = api.now();
    const day = 24 * 60 * 60 * 1000;
    const a = await api.createRestaurant({ name: 'Pop A' });
    const b = await api.createRestaurant({ name: 'Pop B' });
    await placeOrder(b.id, new Date(now.getTime() - day));
    await placeOrder(b.id, new Date(now.getTime() - 29 * day));
    await placeOrder(a.id, new Date(now.getTime() - 2 * day));
    for (let i = 0; i < 3; i++) await placeOrder(a.id, new Date(now.getTime() - 31 * day));
    await placeOrder(hidden.id, new Date(now.getTime() - day));

    const res = await api.call<(RestaurantView & { orderCount: number })[]>(
      'GET',
      '/api/restaurants/popular',
    );
    expect(res.status).toBe(200);
    const top = res.body.slice(0, 2).map((r) => [r.name, r.orderCount]);
    expect(top).toEqual([
      ['Pop B', 2],
      ['Pop A', 1],
    ]);
    expect(names(res.body)).not.toContain('Hidden Mexican');
    const zero = res.body.filter((r) => r.orderCount === 0).map((r) => r.name);
    expect(zero).toEqual([...zero].sort((x, y) => x.localeCompare(y)));
    const limited = await api.call<unknown[]>('GET', '/api/restaurants/popular?limit=1');
    expect(limited.body).toHaveLength(1);
  });

  it.each(['0', '101', '2.5', 'many', ''])('refuses ?limit=%s with a 400', async (limit) => {
    const res = await api.call<{ errors: { detail: string }[] }>(
      'GET',
      `/api/restaurants/popular?limit=${limit}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.detail)).toEqual([
      'Limit must be a whole number from 1 to 100',
    ]);
  });
});

describe('DELETE /api/restaurants/:id', () => {
  it.each([
    ['anonymous', () => undefined, 401],
    ['a customer', () => api.customer.token, 403],
    ['its owner', () => api.owner.token, 403],
    ['the owner of another restaurant', () => api.otherOwner.token, 403],
  ])('refuses %s', async (_who, token, status) => {
    const res = await api.call('DELETE', `/api/restaurants/${active.id}`, { token: token() });
    expect(res.status).toBe(status);
    expect((await api.call('GET', `/api/restaurants/${active.id}`)).status).toBe(200);
  });

  it('lets an admin delete it with its menus; its past orders stay', async () => {
    const r = await api.createRestaurant({ name: 'Doomed' });
    const actor = { userId: api.admin.id, role: 'admin' as const, mustChangePassword: false };
    const { menuId } = await addMenu(
      api.bus,
      actor,
      { id: r.id, ownerId: api.owner.id },
      { items: 2 },
    );
    const orderId = await placeOrder(r.id, api.now());

    const res = await api.call('DELETE', `/api/restaurants/${r.id}`, { token: api.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Restaurant deleted' });

    expect(
      (await api.call('GET', `/api/restaurants/${r.id}`, { token: api.admin.token })).status,
    ).toBe(404);
    const list = await api.call<RestaurantView[]>('GET', '/api/restaurants', {
      token: api.admin.token,
    });
    expect(names(list.body)).not.toContain('Doomed');
    await api.runner.waitFor(
      (await api.store.readStream(`restaurant-${r.id}`)).events.at(-1)?.checkpoint ?? '',
      ['menus'],
    );
    const menus = await api.pool.query('SELECT 1 FROM rm_menus.menus WHERE id = $1', [menuId]);
    expect(menus.rowCount).toBe(0);
    expect((await api.store.readStream(`order-${orderId}`)).events).toHaveLength(1);

    const again = await api.call('DELETE', `/api/restaurants/${r.id}`, { token: api.admin.token });
    expect(again.status).toBe(404);
  });
});
