import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYS, type WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { DomainError } from '@pickup/domain/shared/errors';
import { demandStream, type OrderTurnedAway } from '@pickup/domain/ordering/turned-away';
import {
  restaurantTurnedAwaySchema,
  turnedAwayByRestaurantSchema,
} from '@pickup/projections/demand/contract';
import { TURNED_AWAY_PROJECTION } from '@pickup/projections/demand/turned-away';
import { menuRoutes } from '../catalog/menus/routes';
import { createIdentityTestApi, type IdentityTestApi, type TestAccount } from '../testing/identity';
import { createTestClock } from '../testing/test-api';
import {
  createMenu,
  createRestaurant,
  controlService,
  type TestMenu,
} from '../ordering/testing/catalog';
import { burger, orderBody } from '../ordering/testing/world';
import { orderRoutes } from '../ordering/routes';
import { orderingPorts } from '../composition/ordering';
import { timingRoutes } from '../timing/routes';
import { turnedAwayRoutes } from './routes';
import { recordTurnedAway } from '../ordering/turned-away';
import {
  menuProjections,
  orderingMigrations,
  orderingProjections,
  ordersInProgress,
} from '../composition/read-models';

/**
 * Demand turned away (issue 32) over HTTP, on both order paths: each refusal for the
 * restaurant's own reasons is recorded once on its demand stream, with nothing about the
 * customer; the customer's answer is the same as ever; the owner and the admin read the sums.
 */
describe('demand turned away', () => {
  // Tuesday 2030-01-15 17:00 UTC. Restaurants without hours are open by construction; the
  // 09:00-10:00 one is closed now by construction.
  const clock = createTestClock(new Date('2030-01-15T17:00:00.000Z'));
  const nineToTen = Object.fromEntries(
    DAYS.map((d) => [d, { start: '09:00', end: '10:00', closed: false }]),
  ) as WeeklyHours;
  const verified = { phoneVerified: true, emailVerified: true };
  let api: IdentityTestApi;
  let owner: TestAccount;
  let otherOwner: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    api = await createIdentityTestApi({
      clock,
      projections: [...orderingProjections, ...menuProjections],
      migrations: [...orderingMigrations],
      ordersInProgress,
      registrars: (s) => {
        const deps = {
          pool: s.pool,
          store: s.store,
          bus: s.bus,
          waitFor: s.runner.waitFor.bind(s.runner),
          now: s.now,
          // One order in progress per restaurant: a second is refused by the order limits.
          limits: { activePerRestaurant: 1, activeInAll: 100, perRestaurantPerHour: 100 },
        };
        const ports = orderingPorts(deps);
        return [
          orderRoutes(deps, ports),
          timingRoutes(deps, ports.signals),
          turnedAwayRoutes(deps),
          menuRoutes(deps),
        ];
      },
    });
    owner = await api.createAccount('restaurant_owner', verified);
    otherOwner = await api.createAccount('restaurant_owner', verified);
    admin = await api.createAccount('admin', verified);
  });
  afterAll(() => api.close());

  const customer = () => api.createAccount('customer', verified);
  async function restaurant(hours: WeeklyHours | null = null): Promise<TestMenu> {
    const restaurantId = await createRestaurant(api.bus, { ownerId: owner.id, hours });
    return createMenu(api.bus, restaurantId);
  }
  const place = (menu: TestMenu, who: TestAccount, extra: object = {}, key?: string) =>
    api.call<{ message?: string }>('POST', '/api/orders', {
      token: who.token,
      body: { ...orderBody(menu, [burger(menu, 2)]), ...extra },
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });
  const scheduled = (slotStart: string) => ({ pickup: { kind: 'scheduled', slotStart } });

  /** The restaurant's demand stream as stored. */
  async function recorded(menu: TestMenu) {
    const read = await api.store.readStream(demandStream(menu.restaurantId));
    return read.events;
  }

  it.each([
    ['closed', 'This restaurant is closed right now', 422],
    ['outside_hours', 'The restaurant or its menu is closed at this pickup time', 422],
  ])('%s: refused as ever, recorded once', async (cause, message, status) => {
    const menu = await restaurant(nineToTen);
    const who = await customer();
    const extra = cause === 'outside_hours' ? scheduled('2030-01-16T12:00:00.000Z') : {};
    const res = await place(menu, who, extra);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    const events = await recorded(menu);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ restaurantId: menu.restaurantId, cause, basketCents: 2000 }),
    ]);
  });

  it('paused, sold out (86 and out of stock), slot full and order limits: each recorded once', async () => {
    const menu = await restaurant();
    const [first, second] = [await customer(), await customer()];
    // Order limits: the second order in progress at one restaurant.
    expect((await place(menu, first)).status).toBe(201);
    expect((await place(menu, first)).status).toBe(429);
    // Slot full: one order per slot, the 18:00 slot taken.
    const capacity = { orders: 1, items: null, byWeekday: {} };
    const set = await api.call('PUT', `/api/restaurants/${menu.restaurantId}/slot-capacity`, {
      token: owner.token,
      body: capacity,
    });
    expect(set.status).toBe(200);
    const at18 = scheduled('2030-01-15T18:00:00.000Z');
    expect((await place(menu, second, at18)).status).toBe(201);
    const third = await customer();
    const full = await place(menu, third, at18);
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^This pickup time is full/);
    // Out of stock: one left, two asked.
    const stock = await api.call('PUT', `/api/stock/${menu.ids.burger}`, {
      token: owner.token,
      body: { left: 1 },
    });
    expect(stock.status).toBe(204);
    expect((await place(menu, third)).body.message).toBe('Sorry, only 1 Cheeseburger left today');
    // 86'd by hand.
    const marked = await api.call('PUT', `/api/sold-out/item/${menu.ids.burger}`, {
      token: owner.token,
      body: { until: 'turned_back_on' },
    });
    expect(marked.status).toBe(204);
    expect((await place(menu, third)).body.message).toBe('Sorry, Cheeseburger is sold out today');
    // Paused.
    await controlService(api.bus, {
      type: 'PauseOrdering',
      restaurantId: menu.restaurantId,
      length: 30,
      now: clock.now().toISOString(),
    });
    expect((await place(menu, third)).status).toBe(409);

    const events = await recorded(menu);
    expect(events.map((e) => (e.data as OrderTurnedAway['data']).cause)).toEqual([
      'order_limit',
      'slot_full',
      'sold_out',
      'sold_out',
      'paused',
    ]);
    // The full slot is the one asked for, in the restaurant's zone (UTC here).
    expect(events[1]?.data).toMatchObject({
      pickup: 'scheduled',
      slotStart: '2030-01-15T18:00:00.000Z',
      serviceDate: '2030-01-15',
      slotTime: '18:00',
      basketCents: 2000,
    });
  });

  it('ten customers refused at the same moment are ten records, none lost to the race', async () => {
    const menu = await restaurant();
    await controlService(api.bus, {
      type: 'PauseOrdering',
      restaurantId: menu.restaurantId,
      length: 30,
      now: clock.now().toISOString(),
    });
    const crowd = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const answers = await Promise.all(crowd.map((who) => place(menu, who)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(409));
    expect((await recorded(menu)).map((e) => (e.data as OrderTurnedAway['data']).cause)).toEqual(
      Array(10).fill('paused'),
    );
  });

  it('a refusal of the request itself (an empty cart, an unknown item) is not demand', async () => {
    const menu = await restaurant();
    const who = await customer();
    const empty = await api.call('POST', '/api/orders', {
      token: who.token,
      body: { restaurantId: menu.restaurantId, items: [] },
    });
    expect(empty.status).toBe(400);
    const unknown = await place(menu, who, {
      items: [{ menuItemId: 'no-such-item', quantity: 1, customizations: {} }],
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(await recorded(menu)).toEqual([]);
  });

  it('a retry with the same Idempotency-Key counts once; another key or cart counts again', async () => {
    const menu = await restaurant(nineToTen);
    const who = await customer();
    for (let i = 0; i < 3; i++)
      expect((await place(menu, who, {}, 'retry-key-1')).status).toBe(422);
    expect((await place(menu, who, {}, 'retry-key-2')).status).toBe(422);
    const otherCart = { items: [burger(menu, 1)] };
    expect((await place(menu, who, otherCart, 'retry-key-2')).status).toBe(422);
    expect((await recorded(menu)).map((e) => e.data)).toEqual([
      expect.objectContaining({ basketCents: 2000 }),
      expect.objectContaining({ basketCents: 2000 }),
      expect.objectContaining({ basketCents: 1000 }),
    ]);
  });

  it('the stored event holds nothing personal: no customer id, name, email or phone', async () => {
    const menu = await restaurant(nineToTen);
    const who = await customer();
    expect((await place(menu, who, { notes: 'Call me on 555 0100' }, 'key-x')).status).toBe(422);
    const { rows } = await api.pool.query<{ row: unknown }>(
      `SELECT to_jsonb(e) AS row FROM events e WHERE stream_id = $1`,
      [demandStream(menu.restaurantId)],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]?.row);
    for (const personal of [who.id, who.email, 'key-x', '555 0100', 'Call me'])
      expect(stored).not.toContain(personal);
    expect((rows[0]?.row as { metadata: object }).metadata).toMatchObject({ actorId: null });
  });

  it('the owner reads per day and slot, another owner is refused, the admin reads per restaurant', async () => {
    const menu = await restaurant(nineToTen);
    const who = await customer();
    expect((await place(menu, who)).status).toBe(422);
    const last = (await recorded(menu)).at(-1)?.checkpoint ?? '';
    expect(await api.runner.waitFor(last, [TURNED_AWAY_PROJECTION])).toBe(true);

    const path = `/api/restaurants/${menu.restaurantId}/turned-away`;
    const mine = await api.call('GET', path, { token: owner.token });
    expect(mine.status).toBe(200);
    const closedAt17 = { cause: 'closed', orders: 1, cents: 2000 };
    expect(restaurantTurnedAwaySchema.parse(mine.body)).toEqual({
      timezone: 'UTC',
      days: [
        {
          date: '2030-01-15',
          orders: 1,
          cents: 2000,
          causes: [closedAt17],
          slots: [{ slotTime: '17:00', orders: 1, cents: 2000, causes: [closedAt17] }],
        },
      ],
      total: { orders: 1, cents: 2000, causes: [closedAt17] },
    });
    expect((await api.call('GET', path, { token: otherOwner.token })).status).toBe(403);
    expect((await api.call('GET', path, { token: who.token })).status).toBe(403);

    const all = await api.call('GET', '/api/admin/turned-away', { token: admin.token });
    expect(all.status).toBe(200);
    const row = turnedAwayByRestaurantSchema
      .parse(all.body)
      .find((r) => r.restaurantId === menu.restaurantId);
    expect(row).toEqual({
      restaurantId: menu.restaurantId,
      name: 'Burger Barn',
      orders: 1,
      cents: 2000,
      causes: [closedAt17],
    });
    expect((await api.call('GET', '/api/admin/turned-away', { token: owner.token })).status).toBe(
      403,
    );
  });
});

describe('recording a refusal', () => {
  it('never fails the refusal: a store or catalog that fails is logged, not thrown', async () => {
    const warned: string[] = [];
    const record = recordTurnedAway({
      store: { appendToStream: () => Promise.reject(new Error('database down')) },
      catalog: {
        restaurant: () => Promise.reject(new Error('database down')),
        menus: () => Promise.resolve([]),
      },
      newId: () => '00000000-0000-4000-8000-000000000000',
      log: { warn: (_meta, msg) => warned.push(msg) },
    });
    const request = { restaurantId: 'r1', items: [{ menuItemId: 'i1', quantity: 1 }] };
    await expect(
      record({
        request,
        error: new DomainError('rule', 'This restaurant is closed right now'),
        at: new Date('2030-01-15T17:00:00.000Z'),
        customerId: 'c1',
      }),
    ).resolves.toBeUndefined();
    expect(warned).toEqual(['could not record an order turned away']);
  });
});
