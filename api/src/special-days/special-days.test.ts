import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYS, type WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { SPECIAL_DAY_MESSAGES, closedOnSpecialDay } from '@pickup/domain/catalog/special-days';
import type { SpecialDaySetView } from '@pickup/projections/special-days/contract';
import { specialDaysProjection } from '@pickup/projections/special-days/projection';
import { reactorMigrations } from '../reactors/migrations';
import { startNotificationReactors, type NotificationReactors } from '../reactors/start';
import { createIdentityTestApi, type IdentityTestApi, type TestAccount } from '../testing/identity';
import { createTestClock } from '../testing/test-api';
import { orderRoutes } from '../ordering/routes';
import { orderingPorts } from '../composition/ordering';
import { specialDaysRoutes } from './routes';
import { timingRoutes } from '../timing/routes';
import { createMenu, createRestaurant, type TestMenu } from '../ordering/testing/catalog';
import { orderBody } from '../ordering/testing/world';
import {
  menuProjections,
  orderingMigrations,
  orderingProjections,
  ordersInProgress,
} from '../composition/read-models';

describe('special days', () => {
  // Tuesday 2030-01-15 12:00 in New York (17:00 UTC). Open 09:00-22:00 every day, so open now
  // by construction; tomorrow is Wednesday the 16th.
  const clock = createTestClock(new Date('2030-01-15T17:00:00.000Z'));
  const zone = 'America/New_York';
  const nineToTen = Object.fromEntries(
    DAYS.map((d) => [d, { start: '09:00', end: '22:00', closed: false }]),
  ) as WeeklyHours;
  const TOMORROW_NOON = '2030-01-16T17:00:00.000Z';
  const NOTE = 'Closed for a private event';

  let api: IdentityTestApi;
  let reactors: NotificationReactors;
  let owner: TestAccount;
  let otherOwner: TestAccount;
  let customer: TestAccount;
  let otherCustomer: TestAccount;

  beforeAll(async () => {
    api = await createIdentityTestApi({
      clock,
      projections: [...orderingProjections, ...menuProjections, specialDaysProjection],
      migrations: [...orderingMigrations, ...reactorMigrations],
      ordersInProgress,
      registrars: (s) => {
        const deps = {
          pool: s.pool,
          store: s.store,
          bus: s.bus,
          waitFor: s.runner.waitFor.bind(s.runner),
          now: s.now,
          limits: {
            activePerRestaurant: 10_000,
            activeInAll: 10_000,
            perRestaurantPerHour: 10_000,
          },
        };
        const ports = orderingPorts(deps);
        return [
          orderRoutes(deps, ports),
          timingRoutes(deps, ports.signals),
          specialDaysRoutes(deps),
        ];
      },
    });
    reactors = startNotificationReactors({
      store: api.store,
      pool: api.pool,
      notifier: api.outbox,
      log: pino({ level: 'silent' }),
      publicUrl: 'http://pickup.test',
      retryMs: 50,
    });
    const verified = { phoneVerified: true, emailVerified: true };
    owner = await api.createAccount('restaurant_owner', verified);
    otherOwner = await api.createAccount('restaurant_owner', verified);
    customer = await api.createAccount('customer', verified);
    otherCustomer = await api.createAccount('customer', verified);
  });
  afterAll(async () => {
    await reactors?.stop();
    await api?.close();
  });

  const newRestaurant = async (): Promise<TestMenu> =>
    createMenu(
      api.bus,
      await createRestaurant(api.bus, { ownerId: owner.id, hours: nineToTen, timezone: zone }),
    );
  const setDay = (restaurantId: string, body: object, token = owner.token) =>
    api.call<SpecialDaySetView & { message?: string }>(
      'POST',
      `/api/restaurants/${restaurantId}/special-days`,
      { token, body },
    );
  const place = (menu: TestMenu, pickup: unknown, token = customer.token) =>
    api.call<{ id: string; message?: string }>('POST', '/api/orders', {
      token,
      body: { ...orderBody(menu), pickup },
    });
  const scheduled = (slotStart: string) => ({ kind: 'scheduled', slotStart });
  const orderCount = async (token = customer.token) =>
    (await api.call<unknown[]>('GET', '/api/orders?limit=100', { token })).body.length;
  const slotDates = async (restaurantId: string) =>
    new Set(
      (
        await api.call<{ slots: { serviceDate: string }[] }>(
          'GET',
          `/api/restaurants/${restaurantId}/pickup-slots`,
        )
      ).body.slots.map((s) => s.serviceDate),
    );

  it('a closure tomorrow takes tomorrow out of the slot picker and refuses its orders with the note', async () => {
    const menu = await newRestaurant();
    expect(await slotDates(menu.restaurantId)).toEqual(new Set(['2030-01-15', '2030-01-16']));
    const set = await setDay(menu.restaurantId, { from: '2030-01-16', closed: true, note: NOTE });
    expect(set.status).toBe(201);
    expect(set.body.specialDay).toMatchObject({
      from: '2030-01-16',
      to: '2030-01-16',
      hours: null,
    });
    expect(await slotDates(menu.restaurantId)).toEqual(new Set(['2030-01-15']));

    const before = await orderCount();
    const refused = await place(menu, scheduled(TOMORROW_NOON));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(closedOnSpecialDay(NOTE));
    expect(await orderCount()).toBe(before);

    // Today still takes orders; the owner's list shows the closure.
    expect((await place(menu, { kind: 'asap' })).status).toBe(201);
    const list = await api.call<{ note: string }[]>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/special-days`,
      { token: owner.token },
    );
    expect(list.body.map((d) => d.note)).toEqual([NOTE]);
  });

  it('a closure today refuses ASAP with the note and writes nothing', async () => {
    const menu = await newRestaurant();
    expect(
      (await setDay(menu.restaurantId, { from: '2030-01-15', closed: true, note: NOTE })).status,
    ).toBe(201);
    const before = await orderCount(otherCustomer.token);
    const refused = await place(menu, { kind: 'asap' }, otherCustomer.token);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(closedOnSpecialDay(NOTE));
    expect(await orderCount(otherCustomer.token)).toBe(before);
  });

  it('refuses a lone surrogate in a special day’s note or an order’s notes with 400 naming the field', async () => {
    const menu = await newRestaurant();
    const day = await setDay(menu.restaurantId, {
      from: '2030-01-18',
      closed: true,
      note: 'a\ud800',
    });
    expect([day.status, day.body.message]).toEqual([400, expect.stringContaining('/note')]);
    const before = await orderCount();
    const order = await api.call<{ message?: string }>('POST', '/api/orders', {
      token: customer.token,
      body: { ...orderBody(menu), pickup: { kind: 'asap' }, notes: '\udc00 no onions' },
    });
    expect([order.status, order.body.message]).toEqual([400, expect.stringContaining('/notes')]);
    expect(await orderCount()).toBe(before);
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await setDay(menu.restaurantId, {
      from: '2030-01-18',
      closed: true,
      note: 'Closed \ud83c\udf89',
    });
    expect(emoji.status).toBe(201);
  });

  it('refuses a day in the past, an end before the start and another owner, writing nothing', async () => {
    const menu = await newRestaurant();
    const past = await setDay(menu.restaurantId, { from: '2030-01-14', closed: true, note: NOTE });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(SPECIAL_DAY_MESSAGES.inThePast);
    const backwards = await setDay(menu.restaurantId, {
      from: '2030-01-18',
      to: '2030-01-17',
      closed: true,
      note: NOTE,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(SPECIAL_DAY_MESSAGES.endBeforeStart);
    const noNote = await setDay(menu.restaurantId, { from: '2030-01-18', closed: true, note: ' ' });
    expect(noNote.status).toBe(400);
    const stranger = await setDay(
      menu.restaurantId,
      { from: '2030-01-18', closed: true, note: NOTE },
      otherOwner.token,
    );
    expect(stranger.status).toBe(403);
    const list = await api.call<unknown[]>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/special-days`,
      { token: owner.token },
    );
    expect(list.body).toEqual([]);
  });

  it('a closure over scheduled orders cancels the chosen ones with the reason, and each customer is told', async () => {
    const menu = await newRestaurant();
    const first = await place(menu, scheduled(TOMORROW_NOON));
    const second = await place(menu, scheduled('2030-01-16T18:00:00.000Z'), otherCustomer.token);
    const third = await place(menu, scheduled('2030-01-16T19:00:00.000Z'));
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);

    const due = await api.call<{ id: string; label: string }[]>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/special-days/orders-due?from=2030-01-16&to=2030-01-16`,
      { token: owner.token },
    );
    expect(due.body.map((o) => o.id)).toEqual([first.body.id, second.body.id, third.body.id]);

    const reason = 'Burst pipe: we are closed tomorrow';
    const set = await setDay(menu.restaurantId, {
      from: '2030-01-16',
      closed: true,
      note: 'Closed for repairs',
      cancelOrderIds: [first.body.id, second.body.id],
      cancelReason: reason,
    });
    expect(set.status).toBe(201);
    expect(set.body.cancelled).toEqual([first.body.id, second.body.id]);
    expect(set.body.affectedOrders.map((o) => o.id)).toEqual([third.body.id]);

    const statusOf = async (id: string, token: string) =>
      (await api.call<{ status: string }>('GET', `/api/orders/${id}`, { token })).body.status;
    expect(await statusOf(first.body.id, customer.token)).toBe('cancelled');
    expect(await statusOf(second.body.id, otherCustomer.token)).toBe('cancelled');
    expect(await statusOf(third.body.id, customer.token)).not.toBe('cancelled');

    const told = async (account: TestAccount, orderId: string) =>
      (await api.outbox.list({ to: account.email })).some(
        (m) => m.body.includes(orderId.slice(-8).toUpperCase()) && m.body.includes(reason),
      );
    await expect.poll(() => told(customer, first.body.id), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => told(otherCustomer, second.body.id), { timeout: 60_000 }).toBe(true);
    expect(await told(customer, third.body.id)).toBe(false);
  });

  it('refuses to cancel an order not due on the closed dates, writing nothing', async () => {
    const menu = await newRestaurant();
    const today = await place(menu, { kind: 'asap' });
    const res = await setDay(menu.restaurantId, {
      from: '2030-01-17',
      closed: true,
      note: NOTE,
      cancelOrderIds: [today.body.id],
      cancelReason: 'Closed',
    });
    expect(res.status).toBe(422);
    const list = await api.call<unknown[]>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/special-days`,
      { token: owner.token },
    );
    expect(list.body).toEqual([]);
  });
});
