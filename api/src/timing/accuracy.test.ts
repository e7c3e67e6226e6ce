import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-api';
import { updateRestaurant, type TestMenu } from '../ordering/testing/catalog';
import {
  addRestaurant,
  createWorld,
  placeOrder,
  setStatus,
  type World,
} from '../ordering/testing/world';

// Tuesday 2030-01-15 12:00 UTC; the restaurant (UTC, always open) promises 5 minutes.
const NOON = new Date('2030-01-15T12:00:00.000Z');
const clock = createTestClock(NOON);
const MINUTE = 60_000;

interface Figures {
  orders: number;
  ready: number;
  keptShare: number | null;
  medianLateMinutes: number | null;
  p90LateMinutes: number | null;
  noShows: number;
}

let w: World;
let menu: TestMenu;
beforeAll(async () => {
  w = await createWorld(clock);
  menu = await addRestaurant(w);
  await updateRestaurant(w.api.bus, menu.restaurantId, { estimatedPickupTime: 5 });
  const ready = async (minutes: number, then?: 'cancelled') => {
    clock.set(NOON);
    const order = await placeOrder(w.api, w.customer, menu);
    clock.advance(minutes * MINUTE);
    for (const status of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, order.id, status);
    if (then) await setStatus(w.api, w.owner, order.id, then, { reason: 'Never came' });
  };
  await ready(3); // kept
  await ready(12); // 7 minutes late
  await ready(5); // kept, to the minute
  await ready(2, 'cancelled'); // a no-show
  clock.set(NOON);
  const cancelled = await placeOrder(w.api, w.customer, menu);
  await setStatus(w.api, w.customer, cancelled.id, 'cancelled');
  clock.set(new Date(NOON.getTime() + 14 * MINUTE));
});
afterAll(() => w.api.close());

const url = () => `/api/restaurants/${menu.restaurantId}/promise-accuracy`;

describe('GET /api/restaurants/:id/promise-accuracy', () => {
  it('gives the share kept, lateness and no-shows per day from the event times', async () => {
    const res = await w.api.call<{
      timezone: string;
      days: (Figures & { date: string })[];
      total: Figures;
    }>('GET', url(), { token: w.owner.token });
    expect(res.status).toBe(200);
    const expected: Figures = {
      orders: 5,
      ready: 3,
      keptShare: 2 / 3,
      medianLateMinutes: 0,
      // Lateness 0, 0, 7: the 90th percentile lies 80 % of the way from 0 to 7.
      p90LateMinutes: 5.6,
      noShows: 1,
    };
    expect(res.body.days).toEqual([{ date: '2030-01-15', ...expected }]);
    expect(res.body.total).toEqual(expected);
  });

  it('is for the owner and admins only', async () => {
    expect((await w.api.call('GET', url(), { token: w.admin.token })).status).toBe(200);
    expect((await w.api.call('GET', url(), { token: w.otherOwner.token })).status).toBe(403);
    expect((await w.api.call('GET', url(), { token: w.customer.token })).status).toBe(403);
    expect((await w.api.call('GET', url())).status).toBe(401);
    const unknown = await w.api.call('GET', '/api/restaurants/nope/promise-accuracy', {
      token: w.admin.token,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/admin/promise-accuracy', () => {
  it('lists every restaurant with orders, for admins only', async () => {
    const res = await w.api.call<(Figures & { restaurantId: string })[]>(
      'GET',
      '/api/admin/promise-accuracy',
      { token: w.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.find((r) => r.restaurantId === menu.restaurantId)).toMatchObject({
      orders: 5,
      ready: 3,
      noShows: 1,
    });
    const owner = await w.api.call('GET', '/api/admin/promise-accuracy', {
      token: w.owner.token,
    });
    expect(owner.status).toBe(403);
    expect((await w.api.call('GET', '/api/admin/promise-accuracy')).status).toBe(401);
  });
});
