import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHAT_IF_FUTURE_DAY } from '@pickup/domain/timing/what-if';
import { createTestClock } from '../testing/test-api';
import { updateRestaurant, type TestMenu } from '../ordering/testing/catalog';
import {
  addRestaurant,
  createWorld,
  placeOrder,
  setStatus,
  type World,
} from '../ordering/testing/world';

// Tuesday 2030-01-15: four orders at noon (UTC), each promised for 12:05 and ready at 12:07.
const NOON = new Date('2030-01-15T12:00:00.000Z');
const clock = createTestClock(NOON);

interface Side {
  orders: number;
  kept: number;
  late: number;
  moved?: number;
  turnedAway?: number;
  turnedAwayValue?: number;
}
interface WhatIf {
  actual: Side;
  proposed: Side;
  orders: { proposed: { outcome: string; promisedAt: string | null } }[];
  message?: string;
}

let w: World;
let menu: TestMenu;
/** What the customer paid for each of the day's orders (cents). */
let paid = 0;
beforeAll(async () => {
  w = await createWorld(clock);
  menu = await addRestaurant(w);
  await updateRestaurant(w.api.bus, menu.restaurantId, { estimatedPickupTime: 5 });
  for (let i = 0; i < 4; i++) {
    clock.set(NOON);
    const order = await placeOrder(w.api, w.customer, menu);
    paid = order.total;
    clock.advance(7 * 60_000);
    for (const status of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, order.id, status);
  }
});
afterAll(() => w.api.close());

const whatIf = (body: unknown, token = w.owner.token, id = menu.restaurantId) =>
  w.api.call<WhatIf>('POST', `/api/restaurants/${id}/what-if`, { token, body });
const capacity = (orders: number) => ({ orders, items: null, byWeekday: {} });

describe('POST /api/restaurants/:id/what-if', () => {
  it('replays the day with a longer preparation time: every promise would have been kept', async () => {
    const res = await whatIf({ date: '2030-01-15', prepMinutes: 10 });
    expect(res.status).toBe(200);
    expect(res.body.actual).toMatchObject({ orders: 4, kept: 0, late: 4 });
    expect(res.body.proposed).toMatchObject({ orders: 4, kept: 4, late: 0, moved: 0 });
  });

  it('replays the day with two orders per slot: two moved to the next slot, and kept', async () => {
    const res = await whatIf({ date: '2030-01-15', capacity: capacity(2) }, w.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.proposed).toMatchObject({ kept: 2, late: 2, moved: 2, turnedAway: 0 });
    expect(res.body.orders.map((o) => o.proposed.promisedAt)).toEqual([
      '2030-01-15T12:05:00.000Z',
      '2030-01-15T12:05:00.000Z',
      '2030-01-15T12:30:00.000Z',
      '2030-01-15T12:30:00.000Z',
    ]);
  });

  it('replays the day with one burger in stock: three orders turned away, and what they were worth', async () => {
    const res = await whatIf({
      date: '2030-01-15',
      stock: [{ itemId: menu.ids.burger, left: 1 }],
    });
    expect(res.status).toBe(200);
    expect(paid).toBeGreaterThan(0);
    expect(res.body.proposed).toMatchObject({
      orders: 1,
      turnedAway: 3,
      turnedAwayValue: 3 * paid,
    });
    expect(res.body.orders.map((o) => o.proposed.outcome)).toEqual([
      'same',
      'turned_away',
      'turned_away',
      'turned_away',
    ]);
  });

  it('replays the day as a closure: every order turned away', async () => {
    const res = await whatIf({ date: '2030-01-15', closed: true });
    expect(res.status).toBe(200);
    expect(res.body.proposed).toMatchObject({
      orders: 0,
      turnedAway: 4,
      turnedAwayValue: 4 * paid,
    });
    const bad = await whatIf({
      date: '2030-01-15',
      stock: [{ itemId: menu.ids.burger, left: -1 }],
    });
    expect(bad.status).toBe(400);
  });

  it('finds nothing on a day without orders, and writes nothing', async () => {
    const res = await whatIf({ date: '2030-01-14', capacity: capacity(1) });
    expect(res.body.orders).toEqual([]);
    const orders = await w.api.call<unknown[]>('GET', '/api/orders?limit=100', {
      token: w.customer.token,
    });
    expect(orders.body).toHaveLength(4);
  });

  it('refuses a day not begun, a bad date and a request proposing nothing', async () => {
    const future = await whatIf({ date: '2030-01-16', prepMinutes: 10 });
    expect(future.status).toBe(422);
    expect(future.body.message).toBe(WHAT_IF_FUTURE_DAY);
    expect((await whatIf({ date: '15/01/2030', prepMinutes: 10 })).status).toBe(400);
    const nothing = await whatIf({ date: '2030-01-15' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(
      'Propose a slot capacity, a preparation time, a stock count or a closure',
    );
    expect((await whatIf({ date: '2030-01-15', prepMinutes: 0 })).status).toBe(400);
  });

  it('is for the owner and admins only', async () => {
    const body = { date: '2030-01-15', prepMinutes: 10 };
    expect((await whatIf(body, w.otherOwner.token)).status).toBe(403);
    expect((await whatIf(body, w.customer.token)).status).toBe(403);
    const anonymous = await w.api.call('POST', `/api/restaurants/${menu.restaurantId}/what-if`, {
      body,
    });
    expect(anonymous.status).toBe(401);
    expect((await whatIf(body, w.admin.token, 'nope')).status).toBe(404);
  });
});
