import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYS, type WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { RESTAURANT_CLOSED, RESTAURANT_NOT_ACCEPTING } from '@pickup/domain/ordering/order';
import { SLOT_MESSAGES } from '@pickup/domain/timing/pickup';
import { createTestClock } from '../testing/test-api';
import { addRestaurant, createWorld, orderBody, type World } from './testing/world';
import type { TestMenu } from './testing/catalog';

// The clock stands at Tuesday 2030-01-15 12:00 UTC. The restaurant opens 09:00-10:00 only,
// so it is closed now by construction and tomorrow offers four slots.
const clock = createTestClock(new Date('2030-01-15T12:00:00.000Z'));
const nineToTen = Object.fromEntries(
  DAYS.map((d) => [d, { start: '09:00', end: '10:00', closed: false }]),
) as WeeklyHours;
const TOMORROW_9 = '2030-01-16T09:00:00.000Z';
const TOMORROW_915 = '2030-01-16T09:15:00.000Z';

interface Receipt {
  id: string;
  pickup: { kind: string; promisedFrom: string; promisedAt: string; fireAt: string };
  message?: string;
  nextSlotStart?: string | null;
}
interface Options {
  timezone: string;
  asap: { available: boolean; reason?: string; promisedFrom?: string; promisedAt?: string };
  slots: { start: string; serviceDate: string }[];
}

let w: World;
let closedMenu: TestMenu;
beforeAll(async () => {
  w = await createWorld(clock);
  closedMenu = await addRestaurant(w, { hours: nineToTen });
});
afterAll(() => w.api.close());

const place = (menu: TestMenu, pickup: unknown, token = w.customer.token) =>
  w.api.call<Receipt>('POST', '/api/orders', { token, body: { ...orderBody(menu), pickup } });
const scheduled = (slotStart: string) => ({ kind: 'scheduled', slotStart });
const setCapacity = (restaurantId: string, body: unknown, token = w.owner.token) =>
  w.api.call<{ orders: number | null; message?: string }>(
    'PUT',
    `/api/restaurants/${restaurantId}/slot-capacity`,
    { token, body },
  );
const pickupOptions = (restaurantId: string) =>
  w.api.call<Options>('GET', `/api/restaurants/${restaurantId}/pickup-slots`);
const capacity = (orders: number | null) => ({ orders, items: null, byWeekday: {} });
const orderCount = async (token = w.customer.token) =>
  (await w.api.call<unknown[]>('GET', '/api/orders?limit=100', { token })).body.length;

describe('GET /api/restaurants/:id/pickup-slots', () => {
  it("offers a closed restaurant's slots tomorrow and no ASAP", async () => {
    const res = await pickupOptions(closedMenu.restaurantId);
    expect(res.status).toBe(200);
    expect(res.body.asap).toEqual({ available: false, reason: 'closed' });
    expect(res.body.slots.map((s) => s.start)).toEqual([
      TOMORROW_9,
      TOMORROW_915,
      '2030-01-16T09:30:00.000Z',
      '2030-01-16T09:45:00.000Z',
    ]);
  });

  it('promises an open restaurant ASAP after its estimated pickup time', async () => {
    const res = await pickupOptions(w.restaurantId);
    expect(res.body.asap).toEqual({
      available: true,
      promisedFrom: '2030-01-15T12:10:00.000Z',
      promisedAt: '2030-01-15T12:15:00.000Z',
      movedToLaterSlot: false,
    });
    expect(res.body.slots[0]?.start).toBe('2030-01-15T12:15:00.000Z');
  });

  it('answers 404 for an unknown restaurant and 400 for a bad item count', async () => {
    expect((await w.api.call('GET', '/api/restaurants/nope/pickup-slots')).status).toBe(404);
    const bad = await w.api.call<{ message: string }>(
      'GET',
      `/api/restaurants/${w.restaurantId}/pickup-slots?items=0`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Items must be a whole number from 1 to 500');
  });
});

describe('scheduling an order', () => {
  it('places an order for a slot at a closed restaurant, ready by the end of the slot', async () => {
    const res = await place(closedMenu, scheduled(TOMORROW_915));
    expect(res.status).toBe(201);
    expect(res.body.pickup).toEqual({
      kind: 'scheduled',
      promisedFrom: TOMORROW_915,
      promisedAt: '2030-01-16T09:30:00.000Z',
      fireAt: '2030-01-16T09:00:00.000Z',
    });
    const receipt = await w.api.call<Receipt>('GET', `/api/orders/${res.body.id}`, {
      token: w.customer.token,
    });
    expect(receipt.body.pickup.promisedFrom).toBe(TOMORROW_915);
  });

  it('refuses ASAP at a closed restaurant and writes nothing', async () => {
    const before = await orderCount();
    const res = await place(closedMenu, { kind: 'asap' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(RESTAURANT_CLOSED);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['outside hours', '2030-01-16T12:00:00.000Z', 422, SLOT_MESSAGES.outside_hours],
    ['in the past', '2030-01-15T09:00:00.000Z', 422, SLOT_MESSAGES.in_the_past],
    ['too soon to prepare', '2030-01-15T12:00:00.000Z', 422, SLOT_MESSAGES.in_the_past],
    ['too far ahead', '2030-01-17T09:00:00.000Z', 422, SLOT_MESSAGES.too_far_ahead],
    ['off the quarter hour', '2030-01-16T09:10:00.000Z', 400, SLOT_MESSAGES.not_a_slot],
    ['not a time', 'tomorrow morning', 400, 'Choose a pickup time'],
  ])(
    'refuses a slot %s with a clear message and writes nothing',
    async (_, slot, status, message) => {
      const before = await orderCount();
      const res = await place(closedMenu, scheduled(slot));
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses scheduling at an inactive restaurant and writes nothing', async () => {
    const inactive = await addRestaurant(w, { hours: nineToTen, isActive: false });
    const before = await orderCount();
    const res = await place(inactive, scheduled(TOMORROW_9));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(RESTAURANT_NOT_ACCEPTING);
    expect(await orderCount()).toBe(before);
  });
});

describe('slot capacity', () => {
  it('refuses a full slot with a 409 naming the next free one, and frees a cancelled place', async () => {
    const menu = await addRestaurant(w, { hours: nineToTen });
    expect((await setCapacity(menu.restaurantId, capacity(1))).status).toBe(200);
    const first = await place(menu, scheduled(TOMORROW_9));
    expect(first.status).toBe(201);
    const before = await orderCount(w.otherCustomer.token);
    const full = await place(menu, scheduled(TOMORROW_9), w.otherCustomer.token);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This pickup time is full. The next free pickup time is 09:15');
    expect(full.body.nextSlotStart).toBe(TOMORROW_915);
    expect(await orderCount(w.otherCustomer.token)).toBe(before);
    const slots = await pickupOptions(menu.restaurantId);
    expect(slots.body.slots[0]?.start).toBe(TOMORROW_915);

    const cancel = await w.api.call('PATCH', `/api/orders/${first.body.id}/status`, {
      token: w.customer.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect((await place(menu, scheduled(TOMORROW_9), w.otherCustomer.token)).status).toBe(201);
  });

  it('gives exactly three of twenty racing customers the last three places', async () => {
    const menu = await addRestaurant(w, { hours: nineToTen });
    await setCapacity(menu.restaurantId, capacity(3));
    const verified = { phoneVerified: true, emailVerified: true };
    const customers = await Promise.all(
      Array.from({ length: 20 }, () => w.api.createAccount('customer', verified)),
    );
    const results = await Promise.all(
      customers.map((c) => place(menu, scheduled(TOMORROW_9), c.token)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(17);
    expect(refused.every((r) => r.body.nextSlotStart === TOMORROW_915)).toBe(true);
    const board = await w.api.call<{ active: unknown[] }>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/orders/board`,
      { token: w.owner.token },
    );
    expect(board.body.active).toHaveLength(3);
  });

  it('promises an ASAP order the next slot with room', async () => {
    const menu = await addRestaurant(w);
    await setCapacity(menu.restaurantId, capacity(1));
    // Ready by 12:15: the one place of the 12:00 slot.
    const first = await place(menu, { kind: 'asap' });
    expect(first.body.pickup.promisedAt).toBe('2030-01-15T12:15:00.000Z');
    const offered = await pickupOptions(menu.restaurantId);
    expect(offered.body.asap).toMatchObject({
      available: true,
      promisedFrom: '2030-01-15T12:25:00.000Z',
      promisedAt: '2030-01-15T12:30:00.000Z',
      movedToLaterSlot: true,
    });
    const second = await place(menu, { kind: 'asap' }, w.otherCustomer.token);
    expect(second.body.pickup).toMatchObject({
      kind: 'asap',
      promisedFrom: '2030-01-15T12:25:00.000Z',
      promisedAt: '2030-01-15T12:30:00.000Z',
    });
  });
});

describe('an ASAP order late in the evening', () => {
  it('takes the first place after midnight once tonight is full', async () => {
    // 23:00 in UTC+11 and open around the clock: tonight has four slots, of one place each.
    const menu = await addRestaurant(w, { timezone: 'Etc/GMT-11' });
    await setCapacity(menu.restaurantId, capacity(1));
    const tonight = [];
    for (let i = 0; i < 4; i++) tonight.push(await place(menu, { kind: 'asap' }));
    expect(tonight.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(tonight.at(-1)?.body.pickup.promisedAt).toBe('2030-01-15T13:00:00.000Z');
    // Checkout says so before the customer confirms: 00:00-00:15 tomorrow.
    const offered = await pickupOptions(menu.restaurantId);
    expect(offered.body.asap).toEqual({
      available: true,
      promisedFrom: '2030-01-15T13:10:00.000Z',
      promisedAt: '2030-01-15T13:15:00.000Z',
      movedToLaterSlot: true,
    });
    const afterMidnight = await place(menu, { kind: 'asap' }, w.otherCustomer.token);
    expect(afterMidnight.status).toBe(201);
    expect(afterMidnight.body.pickup).toMatchObject({
      kind: 'asap',
      promisedFrom: '2030-01-15T13:10:00.000Z',
      promisedAt: '2030-01-15T13:15:00.000Z',
    });
  });
});

describe('PUT /api/restaurants/:id/slot-capacity', () => {
  const url = () => `/api/restaurants/${w.restaurantId}/slot-capacity`;
  const body = { orders: 4, items: 20, byWeekday: { sat: { orders: 8, items: null } } };

  it('lets the owner and an admin set it, and reads it back', async () => {
    const res = await setCapacity(w.restaurantId, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(body);
    expect((await setCapacity(w.restaurantId, capacity(null), w.admin.token)).status).toBe(200);
    const read = await w.api.call('GET', url(), { token: w.owner.token });
    expect(read.body).toEqual(capacity(null));
  });

  it('refuses other owners, customers and anonymous callers', async () => {
    expect((await setCapacity(w.restaurantId, body, w.otherOwner.token)).status).toBe(403);
    expect((await setCapacity(w.restaurantId, body, w.customer.token)).status).toBe(403);
    expect((await w.api.call('PUT', url(), { body })).status).toBe(401);
    expect((await w.api.call('GET', url(), { token: w.customer.token })).status).toBe(403);
    expect((await w.api.call('GET', url(), { token: w.otherOwner.token })).status).toBe(403);
  });

  it('refuses a bad capacity with the field named', async () => {
    const res = await setCapacity(w.restaurantId, { ...body, orders: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Capacity must be a whole number from 1 to 500, or empty for no limit',
    );
    expect((await setCapacity('nope', body)).status).toBe(404);
  });
});
