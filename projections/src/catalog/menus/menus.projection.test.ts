import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import { menuStream } from '@pickup/domain/catalog/menu-types';
import { restaurantStream, type RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { TestDatabase } from '../../testing/test-database';
import { ProjectionRunner } from '../../runner/runner';
import { runnerDatabase } from '../../runner/test-support';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { menuIdOfItem, restaurantAccess } from './lookup';
import { MENUS_PROJECTION, menusProjection } from './projection';
import { getMenuItem, listItemsOfMenu, menuTreeForRestaurant } from './queries';

let db: TestDatabase;
let store: InMemoryEventStore;
let runner: ProjectionRunner;
let n = 0;

const meta = () => ({
  actorId: null,
  actorRole: null,
  correlationId: `c${n}`,
  causationId: null,
  at: new Date(0).toISOString(),
});

async function append(stream: string, events: (MenuEvent | RestaurantEvent)[]): Promise<void> {
  const { checkpoint } = await store.appendToStream(
    stream,
    events.map((e) => ({ id: `e${++n}`, type: e.type, data: e.data, metadata: meta() })),
    { expected: 'any' },
  );
  expect(await runner.waitFor(checkpoint, [MENUS_PROJECTION], 5000)).toBe(true);
}

const restaurantCreated = (id: string): RestaurantEvent => ({
  type: 'RestaurantCreated',
  data: {
    id,
    ownerId: 'owner-1',
    name: 'Diner',
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
});

function menuEvents(menuId: string, restaurantId: string, active = true): MenuEvent[] {
  const cat = (id: string, displayOrder: number, isActive = true) => ({
    type: 'CategoryAdded' as const,
    data: {
      menuId,
      category: {
        id: `${menuId}-${id}`,
        name: id,
        description: '',
        displayOrder,
        includesDrink: id === 'mains',
        sidesRequired: id === 'mains' ? 1 : 0,
        isActive,
      },
    },
  });
  const c = (id: string) => `${menuId}-${id}`;
  const item = (id: string, categoryId: string, priceCents: number, isActive = true) => ({
    type: 'MenuItemAdded' as const,
    data: {
      menuId,
      item: {
        id: c(id),
        categoryId: c(categoryId),
        name: id,
        description: `${id} description`,
        priceCents,
        imageUrl: null,
        sidesRequired: null,
        isActive,
      },
    },
  });
  return [
    {
      type: 'MenuCreated',
      data: {
        menuId,
        restaurantId,
        name: 'Dinner',
        description: '',
        availableHours: null,
        cutoffMinutes: 15,
        isActive: active,
      },
    },
    {
      type: 'DrinkAdded',
      data: { menuId, drink: { id: c('cola'), name: 'Cola', priceCents: 199, isActive: true } },
    },
    cat('starters', 2),
    cat('mains', 1),
    cat('secret', 3, false),
    item('burger', 'mains', 1250),
    item('old-burger', 'mains', 900, false),
    item('wings', 'starters', 799),
    {
      type: 'IngredientAdded',
      data: {
        menuId,
        ingredient: {
          id: c('onion'),
          categoryId: c('mains'),
          name: 'Onion',
          type: 'optional',
          priceCents: 0,
          maxQuantity: 1,
          isActive: true,
        },
      },
    },
    {
      type: 'IngredientAdded',
      data: {
        menuId,
        ingredient: {
          id: c('bacon'),
          categoryId: c('mains'),
          name: 'Bacon',
          type: 'possible',
          priceCents: 150,
          maxQuantity: 2,
          isActive: true,
        },
      },
    },
    {
      type: 'SideAdded',
      data: {
        menuId,
        side: {
          id: c('fries'),
          categoryId: c('mains'),
          name: 'Fries',
          priceCents: 300,
          isActive: true,
        },
      },
    },
    {
      type: 'MenuItemIngredientsSet',
      data: {
        menuId,
        itemId: c('burger'),
        ingredients: [
          { ingredientId: c('bacon'), isIncluded: false },
          { ingredientId: c('onion'), isIncluded: true },
        ],
      },
    },
    { type: 'MenuItemSidesSet', data: { menuId, itemId: c('burger'), sideIds: [c('fries')] } },
  ];
}

beforeAll(async () => {
  db = await runnerDatabase();
  store = new InMemoryEventStore();
  runner = new ProjectionRunner({
    pool: db.pool,
    store,
    projections: [menusProjection],
    retryMs: 20,
  });
  await runner.start();
});

afterAll(async () => {
  await runner.stop();
  await db.drop();
});

describe('menus read model', () => {
  it('gives the restaurant page its whole tree in dollars, inactive things only when asked', async () => {
    await append(restaurantStream('r1'), [restaurantCreated('r1')]);
    await append(menuStream('m1'), menuEvents('m1', 'r1'));

    const [menu] = await menuTreeForRestaurant(db.pool, 'r1', { includeInactive: false });
    expect(menu).toMatchObject({
      id: 'm1',
      restaurantId: 'r1',
      name: 'Dinner',
      availability: 'Always available',
      drinks: [{ id: 'm1-cola', name: 'Cola', price: '1.99', isActive: true }],
    });
    expect(menu?.categories.map((c) => c.name)).toEqual(['mains', 'starters']);
    const burger = menu?.categories[0]?.menuItems[0];
    expect(menu?.categories[0]?.menuItems.map((i) => i.name)).toEqual(['burger']);
    expect(burger).toMatchObject({
      id: 'm1-burger',
      price: '12.50',
      requiredSides: 1,
      ingredients: [
        {
          id: 'm1-bacon',
          ingredientId: 'm1-bacon',
          name: 'Bacon',
          type: 'possible',
          price: '1.50',
          maxQuantity: 2,
          isIncluded: false,
          ingredient: { id: 'm1-bacon', name: 'Bacon', type: 'possible', price: '1.50' },
        },
        { ingredientId: 'm1-onion', type: 'optional', price: '0.00', isIncluded: true },
      ],
      sides: [
        {
          id: 'm1-fries',
          sideId: 'm1-fries',
          name: 'Fries',
          price: '3.00',
          side: { id: 'm1-fries' },
        },
      ],
    });

    const [full] = await menuTreeForRestaurant(db.pool, 'r1', { includeInactive: true });
    expect(full?.categories.map((c) => c.name)).toEqual(['mains', 'starters', 'secret']);
    expect(full?.categories[0]?.menuItems.map((i) => i.name)).toEqual(['burger', 'old-burger']);
  });

  it('cascades deletes: ingredient → links, category → items, menu → everything', async () => {
    await append(restaurantStream('r2'), [restaurantCreated('r2')]);
    await append(menuStream('m2'), menuEvents('m2', 'r2'));
    await append(menuStream('m2'), [
      { type: 'IngredientRemoved', data: { menuId: 'm2', ingredientId: 'm2-bacon' } },
    ]);
    expect(
      (await getMenuItem(db.pool, 'm2-burger', { includeInactive: true }))?.ingredients.map(
        (i) => i.name,
      ),
    ).toEqual(['Onion']);

    await append(menuStream('m2'), [
      { type: 'CategoryRemoved', data: { menuId: 'm2', categoryId: 'm2-mains' } },
    ]);
    expect(
      (await listItemsOfMenu(db.pool, 'm2', { includeInactive: true })).map((i) => i.name),
    ).toEqual(['wings']);
    expect(await menuIdOfItem(db.pool, 'm2-burger')).toBeNull();

    await append(menuStream('m2'), [
      { type: 'MenuDeleted', data: { menuId: 'm2', restaurantId: 'r2' } },
    ]);
    expect(await menuTreeForRestaurant(db.pool, 'r2', { includeInactive: true })).toEqual([]);
    expect(await menuIdOfItem(db.pool, 'm2-wings')).toBeNull();
  });

  it('removes a deleted restaurant with its menus', async () => {
    await append(restaurantStream('r3'), [restaurantCreated('r3')]);
    await append(menuStream('m3'), menuEvents('m3', 'r3'));
    expect(await menuIdOfItem(db.pool, 'm3-burger')).toBe('m3');
    await append(restaurantStream('r3'), [
      { type: 'RestaurantDeleted', data: { restaurantId: 'r3' } },
    ]);
    expect(await restaurantAccess(db.pool, 'r3')).toBeNull();
    expect(await menuIdOfItem(db.pool, 'm3-burger')).toBeNull();
    const { rows } = await db.pool.query(
      'SELECT count(*)::int AS n FROM rm_menus.item_ingredients',
    );
    expect(rows[0]).toEqual({ n: 2 }); // only m1's links remain
  });

  it('applies a stretch of item updates in order, later changes winning per field', async () => {
    await append(restaurantStream('r4'), [restaurantCreated('r4')]);
    const update = (itemId: string, changes: object): MenuEvent =>
      ({ type: 'MenuItemUpdated', data: { menuId: 'm4', itemId, changes } }) as MenuEvent;
    // One append: the runner applies it as one batch.
    await append(menuStream('m4'), [
      ...menuEvents('m4', 'r4'),
      update('m4-burger', { priceCents: 1300, name: 'Big burger' }),
      update('m4-wings', { isActive: false }),
      update('m4-burger', { priceCents: 1350, sidesRequired: 2 }),
      update('m4-gone', { priceCents: 1 }),
      { type: 'MenuItemRemoved', data: { menuId: 'm4', itemId: 'm4-wings' } },
      update('m4-old-burger', { description: 'back again', isActive: true }),
    ]);
    const [menu] = await menuTreeForRestaurant(db.pool, 'r4', { includeInactive: true });
    const items = menu?.categories.flatMap((c) => c.menuItems);
    expect(
      items?.map((i) => [i.name, i.description, i.price, i.requiredSides, i.isActive]),
    ).toEqual([
      ['Big burger', 'burger description', '13.50', 2, true],
      ['old-burger', 'back again', '9.00', 1, true],
    ]);
  });
});
