import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuStream, type MenuEvent } from '@pickup/domain/catalog/menu-types';
import { restaurantStream, type RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { itemStockStream, type StockEvent } from '@pickup/domain/ordering/item-stock';
import type { TestDatabase } from '../../testing/test-database';
import { ProjectionRunner } from '../../runner/runner';
import { runnerDatabase } from '../../runner/test-support';
import { MENUS_PROJECTION, menusProjection } from './projection';
import { getMenuItem } from './queries';
import { stockCountsOfRestaurant } from './stock-queries';

/** Issue 32: the menus read model keeps each counted item's stock, from its stock stream. */

let db: TestDatabase;
let store: InMemoryEventStore;
let runner: ProjectionRunner;
let n = 0;

async function append(stream: string, events: (MenuEvent | RestaurantEvent | StockEvent)[]) {
  const { checkpoint } = await store.appendToStream(
    stream,
    events.map((e) => ({
      id: `e${++n}`,
      type: e.type,
      data: e.data,
      metadata: {
        actorId: null,
        actorRole: null,
        correlationId: `c${n}`,
        causationId: null,
        at: new Date(0).toISOString(),
      },
    })),
    { expected: 'any' },
  );
  expect(await runner.waitFor(checkpoint, [MENUS_PROJECTION], 5000)).toBe(true);
}

const restaurant: RestaurantEvent = {
  type: 'RestaurantCreated',
  data: {
    id: 'r1',
    ownerId: 'owner-1',
    name: 'Smokehouse',
    cuisine: 'american',
    description: '',
    address: '1 Main St',
    phone: '5550001111',
    imageUrl: null,
    latitude: null,
    longitude: null,
    hours: null,
    taxRate: '0.0875',
    estimatedPickupTime: 15,
    notificationEmail: '',
    notificationPhone: '',
    notificationPreference: 'sms',
    rating: 4,
    isActive: true,
    timezone: 'America/Chicago',
  },
};

const menu: MenuEvent[] = [
  {
    type: 'MenuCreated',
    data: {
      menuId: 'm1',
      restaurantId: 'r1',
      name: 'Tonight',
      description: '',
      availableHours: null,
      cutoffMinutes: 0,
      isActive: true,
    },
  },
  {
    type: 'CategoryAdded',
    data: {
      menuId: 'm1',
      category: {
        id: 'c1',
        name: 'Mains',
        description: '',
        displayOrder: 1,
        includesDrink: false,
        sidesRequired: 0,
        isActive: true,
      },
    },
  },
  {
    type: 'MenuItemAdded',
    data: {
      menuId: 'm1',
      item: {
        id: 'brisket',
        categoryId: 'c1',
        name: 'Brisket',
        description: '',
        priceCents: 1800,
        imageUrl: null,
        sidesRequired: null,
        isActive: true,
      },
    },
  },
];

const item = { restaurantId: 'r1', menuId: 'm1', itemId: 'brisket' };
const taken = (orderId: string, quantity = 1): StockEvent => ({
  type: 'StockTaken',
  data: { ...item, orderId, quantity },
});

beforeAll(async () => {
  db = await runnerDatabase();
  store = new InMemoryEventStore();
  runner = new ProjectionRunner({ pool: db.pool, store, projections: [menusProjection] });
  await runner.start();
  await append(restaurantStream('r1'), [restaurant]);
  await append(menuStream('m1'), menu);
});

afterAll(async () => {
  await runner.stop();
  await db.drop();
});

describe('stock counts in the menus read model', () => {
  it('shows the count, the units taken and given back in one batch, and a refill', async () => {
    const refillAt = '2030-01-16T23:00:00.000Z';
    await append(itemStockStream('brisket'), [
      { type: 'StockCountSet', data: { ...item, left: 10, par: 12, refillAt } },
      taken('a', 2),
      taken('b'),
      { type: 'StockGivenBack', data: { ...item, orderId: 'a', quantity: 2 } },
      taken('c', 3),
    ]);
    const shown = await getMenuItem(db.pool, 'brisket', { includeInactive: false });
    expect(shown?.stock).toEqual({ left: 6, par: 12, refillAt });
    expect(await stockCountsOfRestaurant(db.pool, 'r1')).toEqual([
      { itemId: 'brisket', menuId: 'm1', name: 'Brisket', stock: { left: 6, par: 12, refillAt } },
    ]);

    const next = '2030-01-17T23:00:00.000Z';
    await append(itemStockStream('brisket'), [
      { type: 'StockRefilled', data: { ...item, left: 12, refillAt: next } },
      taken('d'),
    ]);
    const refilled = await getMenuItem(db.pool, 'brisket', { includeInactive: false });
    expect(refilled?.stock).toEqual({ left: 11, par: 12, refillAt: next });

    await append(itemStockStream('brisket'), [{ type: 'StockCountCleared', data: item }]);
    const cleared = await getMenuItem(db.pool, 'brisket', { includeInactive: false });
    expect(cleared?.stock).toBeNull();
    expect(await stockCountsOfRestaurant(db.pool, 'r1')).toEqual([]);
  });
});
