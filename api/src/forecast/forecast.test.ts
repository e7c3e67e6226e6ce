import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '@pickup/domain/ordering/order';
import { FORECAST_SUMMARY_PROJECTION } from '@pickup/projections/forecast/forecast-summary';
import { tonightSchema, type Tonight } from '@pickup/projections/forecast/contract';
import { createTestClock } from '../testing/test-api';
import {
  addRestaurant,
  burger,
  createWorld,
  placeOrder,
  type World,
} from '../ordering/testing/world';

// Today is Tuesday 2030-01-15, 10:00 UTC. The test restaurant is in UTC, always open, and
// promises an ASAP order 15 minutes on: an order placed at 12:00 is picked up in the 12:15
// slot.
const TODAY_10 = new Date('2030-01-15T10:00:00.000Z');
const clock = createTestClock(TODAY_10);
const DAY = 24 * 60 * 60_000;
const noonDaysAgo = (days: number) => new Date(Date.parse('2030-01-15T12:00:00Z') - days * DAY);

let w: World;
let lastOrderId = '';
async function ordersAt(at: Date, count: number, quantity = 2) {
  clock.set(at);
  for (let i = 0; i < count; i++)
    lastOrderId = (await placeOrder(w.api, w.customer, w.menu, [burger(w.menu, quantity)])).id;
}

beforeAll(async () => {
  w = await createWorld(clock);
  // Tuesdays: three orders of two burgers a week ago, two in each of the three weeks before.
  await ordersAt(noonDaysAgo(7), 3);
  for (const weeks of [2, 3, 4]) await ordersAt(noonDaysAgo(7 * weeks), 2);
  // Mondays: one order in each of the three weeks before yesterday, and three yesterday.
  for (const weeks of [1, 2, 3]) await ordersAt(noonDaysAgo(1 + 7 * weeks), 1, 1);
  await ordersAt(noonDaysAgo(1), 3, 1);
  // Today at 10:00, one order already in (the 10:15 slot).
  await ordersAt(TODAY_10, 1, 1);
  const capacity = { orders: 2, items: null, byWeekday: {} };
  const set = await w.api.call('PUT', `/api/restaurants/${w.restaurantId}/slot-capacity`, {
    token: w.owner.token,
    body: capacity,
  });
  expect(set.status).toBe(200);
  const read = await w.api.store.readStream(orderStream(lastOrderId));
  const checkpoint = read.events.at(-1)?.checkpoint ?? '';
  expect(await w.api.runner.waitFor(checkpoint, [FORECAST_SUMMARY_PROJECTION])).toBe(true);
});
afterAll(() => w.api.close());

const url = (id = w.restaurantId) => `/api/restaurants/${id}/forecast`;

describe('GET /api/restaurants/:id/forecast', () => {
  it("gives tonight's slots from the weighted weeks, what is booked, the full slot and the prep list", async () => {
    const res = await w.api.call<Tonight>('GET', url(), { token: w.owner.token });
    expect(res.status).toBe(200);
    const body = tonightSchema.parse(res.body);
    expect(body.date).toBe('2030-01-15');
    if (body.forecast.status !== 'ready') throw new Error('expected a forecast');
    // Weeks 1–4 weigh 8, 7, 6, 5: (3 × 8 + 2 × 7 + 2 × 6 + 2 × 5) / 26 = 2.3 orders.
    expect(body.forecast.weeks.map((wk) => wk.weight)).toEqual([8, 7, 6, 5]);
    expect(
      body.forecast.slots.map((s) => [s.slot, s.expectedOrders, s.bookedOrders, s.overCapacity]),
    ).toEqual([
      ['10:15', 0, 1, false],
      ['12:15', 2.3, 0, true],
    ]);
    expect(body.forecast.prep).toEqual([
      { by: '10:00', items: [{ itemId: w.menu.ids.burger, name: 'Cheeseburger', quantity: 1 }] },
      { by: '12:00', items: [{ itemId: w.menu.ids.burger, name: 'Cheeseburger', quantity: 5 }] },
    ]);
  });

  it("holds yesterday's forecast against what happened", async () => {
    const res = await w.api.call<Tonight>('GET', url(), { token: w.owner.token });
    expect(res.body.yesterday).toEqual({
      date: '2030-01-14',
      status: 'ready',
      slots: [{ slot: '12:15', forecast: 1, actual: 3, error: 2 }],
      forecastOrders: 1,
      actualOrders: 3,
      meanAbsoluteError: 2,
    });
  });

  it('says there is not enough history yet for a restaurant without orders', async () => {
    const menu = await addRestaurant(w);
    const res = await w.api.call<Tonight>('GET', url(menu.restaurantId), {
      token: w.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.forecast).toEqual({ status: 'not_enough_history', weeks: [], minWeeks: 3 });
    expect(res.body.yesterday).toEqual({ date: '2030-01-14', status: 'not_enough_history' });
  });

  it('is for the owner and admins only', async () => {
    expect((await w.api.call('GET', url(), { token: w.admin.token })).status).toBe(200);
    const other = await w.api.call<{ message: string }>('GET', url(), {
      token: w.otherOwner.token,
    });
    expect(other.status).toBe(403);
    expect((await w.api.call('GET', url(), { token: w.customer.token })).status).toBe(403);
    expect((await w.api.call('GET', url())).status).toBe(401);
    expect((await w.api.call('GET', url('nope'), { token: w.admin.token })).status).toBe(404);
  });
});
