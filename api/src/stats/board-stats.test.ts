import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ORDERS_CHANNEL, type OrderChangeSignal } from '@pickup/projections/orders/projection';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { SPECIAL_DAYS_PROJECTION } from '@pickup/projections/special-days/projection';
import { createTestClock } from '../testing/test-api';
import {
  addRestaurant,
  createWorld,
  placeOrder,
  setStatus,
  type World,
} from '../ordering/testing/world';

// 12:00 UTC is 04:00 in Los Angeles: "today" there began at 08:00 UTC.
const clock = createTestClock(new Date('2030-01-15T12:00:00.000Z'));
let w: World;
beforeAll(async () => {
  w = await createWorld(clock);
});
afterAll(() => w.api.close());

const at = (iso: string) => clock.set(new Date(iso));
/** Access tokens live 15 minutes on the test clock: sign in again after moving it on. */
const ownerToken = async () => (await w.api.signIn(w.owner.email)).tokens.accessToken;

interface Board {
  active: { id: string; status: string }[];
  completed: { id: string; status: string }[];
}

describe('kitchen board', () => {
  it('lists active orders oldest first and the 10 newest finished ones', async () => {
    const menu = await addRestaurant(w);
    const placed: string[] = [];
    for (let i = 0; i < 16; i++) {
      at(`2030-01-15T1${Math.floor(i / 10)}:${String(i % 10).padStart(2, '0')}:00.000Z`);
      placed.push((await placeOrder(w.api, w.customer, menu)).id);
    }
    at('2030-01-15T12:00:00.000Z');
    // 12 finished: 11 cancelled by the customer, 1 picked up; 4 left active.
    const [pickedUp, ...rest] = placed.slice(0, 12);
    for (const id of rest) await setStatus(w.api, w.customer, id, 'cancelled');
    for (const s of ['confirmed', 'preparing', 'ready', 'picked_up']) {
      await setStatus(w.api, w.owner, pickedUp as string, s);
    }
    await setStatus(w.api, w.owner, placed[14] as string, 'confirmed');

    const res = await w.api.call<Board>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/orders/board`,
      {
        token: w.owner.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.active.map((o) => o.id)).toEqual(placed.slice(12));
    expect(res.body.active.map((o) => o.status)).toEqual([
      'pending',
      'pending',
      'confirmed',
      'pending',
    ]);
    expect(res.body.completed.map((o) => o.id)).toEqual(placed.slice(2, 12).reverse());
  });
});

describe('stats', () => {
  it('counts "today" in the restaurant’s own time zone', async () => {
    const menu = await addRestaurant(w, { timezone: 'America/Los_Angeles' });
    at('2030-01-15T07:30:00.000Z'); // 23:30 on the 14th in Los Angeles
    await placeOrder(w.api, w.customer, menu);
    at('2030-01-15T09:00:00.000Z'); // 01:00 on the 15th
    const first = await placeOrder(w.api, w.customer, menu);
    at('2030-01-15T09:10:00.000Z');
    await setStatus(w.api, w.owner, first.id, 'confirmed');
    await setStatus(w.api, w.owner, first.id, 'preparing');
    at('2030-01-15T09:22:00.000Z');
    await setStatus(w.api, w.owner, first.id, 'ready');
    at('2030-01-15T11:00:00.000Z');
    const second = await placeOrder(w.api, w.customer, menu);
    const cancelled = await placeOrder(w.api, w.customer, menu);
    await setStatus(w.api, w.customer, cancelled.id, 'cancelled');

    at('2030-01-15T12:00:00.000Z');
    const res = await w.api.call<Record<string, unknown>>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/stats`,
      { token: w.owner.token },
    );
    expect(res.body).toMatchObject({
      date: '2030-01-15',
      timezone: 'America/Los_Angeles',
      ordersToday: 2,
      revenueToday: first.total + second.total,
      avgPickupTime: 12,
      restaurantStatus: 'open',
    });

    at('2030-01-16T07:59:00.000Z'); // 23:59 on the 15th in Los Angeles, the 16th in UTC
    const late = await w.api.call<{ ordersToday: number }>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/stats`,
      { token: await ownerToken() },
    );
    expect(late.body.ordersToday).toBe(2);
    at('2030-01-16T08:00:00.000Z'); // midnight in Los Angeles
    const next = await w.api.call<{ ordersToday: number; avgPickupTime: number | null }>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/stats`,
      { token: await ownerToken() },
    );
    expect(next.body).toMatchObject({ ordersToday: 0, avgPickupTime: null });
    at('2030-01-15T12:00:00.000Z');
  });

  it('admin stats count users, active restaurants and each order on its restaurant’s today', async () => {
    const res = await w.api.call<Record<string, number>>('GET', '/api/admin/stats', {
      token: w.admin.token,
    });
    expect(res.body.totalUsers).toBe(5);
    expect(res.body.activeRestaurants).toBe(3);
    const list = await w.api.call<
      { status: string; total: number; createdAt: string; restaurant: { timezone: string } }[]
    >('GET', '/api/orders?limit=100', { token: w.admin.token });
    const today = list.body.filter(
      (o) =>
        o.status !== 'cancelled' &&
        new Date(o.createdAt).toLocaleDateString('en-CA', { timeZone: o.restaurant.timezone }) ===
          new Date('2030-01-15T12:00:00.000Z').toLocaleDateString('en-CA', {
            timeZone: o.restaurant.timezone,
          }),
    );
    expect(res.body.ordersToday).toBe(today.length);
    expect(res.body.revenueToday).toBe(today.reduce((s, o) => s + o.total, 0));
    expect(today.length).toBeGreaterThan(0);
  });

  it('analytics: 30 days, 24 hours, top items, confirm→ready minutes', async () => {
    const res = await w.api.call<{
      perDay: { date: string; orders: number }[];
      busiestHours: { hour: number; orders: number }[];
      topItems: { name: string; quantity: number }[];
      avgConfirmToReadyMinutes: number | null;
    }>('GET', '/api/admin/analytics', { token: w.admin.token });
    expect(res.body.perDay).toHaveLength(30);
    expect(res.body.perDay.at(-1)?.date).toBe('2030-01-15');
    expect(res.body.busiestHours).toHaveLength(24);
    expect(res.body.topItems[0]?.name).toBe('Cheeseburger');
    // Two orders reached ready: one 12 minutes after confirmation, the board's one at once.
    expect(res.body.avgConfirmToReadyMinutes).toBe(6);
    const bad = await w.api.call('GET', '/api/admin/analytics?timezone=Mars/Base', {
      token: w.admin.token,
    });
    expect(bad.status).toBe(400);
  });
});

describe('change signals', () => {
  it('NOTIFY pickup_orders with the order, restaurant, customer, status and time on commit', async () => {
    const listener = new pg.Client({ connectionString: w.api.db.url });
    await listener.connect();
    const signals: OrderChangeSignal[] = [];
    listener.on('notification', (m) => signals.push(JSON.parse(m.payload ?? '{}')));
    await listener.query(`LISTEN ${ORDERS_CHANNEL}`);
    try {
      const order = await placeOrder(w.api, w.customer, w.menu);
      await setStatus(w.api, w.owner, order.id, 'confirmed');
      await expect.poll(() => signals.filter((s) => s.orderId === order.id).length).toBe(2);
      expect(signals.filter((s) => s.orderId === order.id)).toEqual([
        {
          orderId: order.id,
          restaurantId: w.restaurantId,
          customerId: w.customer.id,
          status: 'pending',
          updatedAt: '2030-01-15T12:00:00.000Z',
        },
        expect.objectContaining({ orderId: order.id, status: 'confirmed' }),
      ]);
    } finally {
      await listener.end();
    }
  });
});
describe('special days', () => {
  it('a special day closing today shows the restaurant closed (issue 32)', async () => {
    const menu = await addRestaurant(w, { timezone: 'America/Los_Angeles' });
    const stats = () =>
      w.api.call<{ restaurantStatus: string }>(
        'GET',
        `/api/restaurants/${menu.restaurantId}/stats`,
        { token: w.owner.token },
      );
    expect((await stats()).body.restaurantStatus).toBe('open');
    await w.api.bus.execute({
      name: 'SetSpecialDay',
      stream: restaurantStream(menu.restaurantId),
      decider: restaurantDecider,
      command: {
        type: 'SetSpecialDay',
        actor: { id: w.owner.id, role: 'restaurant_owner' },
        restaurantId: menu.restaurantId,
        specialDay: { id: 'sd', from: '2030-01-15', to: '2030-01-15', hours: null, note: 'Shut' },
        today: '2030-01-15',
      },
      actor: null,
      readModels: [SPECIAL_DAYS_PROJECTION],
    });
    expect((await stats()).body.restaurantStatus).toBe('closed');
  });
});
