import { describe, it } from 'vitest';
import type pg from 'pg';
import { menuStream, type MenuEvent } from '@pickup/domain/catalog/menu-types';
import { restaurantStream, type RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import { itemStockStream, type StockEvent } from '@pickup/domain/ordering/item-stock';
import { projectionSpec } from '../../testing/projection-spec';
import { menusProjection } from './projection';
import { getMenuItem } from './queries';
import { stockCountsOfRestaurant } from './stock-queries';
import { testRestaurant } from '@pickup/domain/catalog/restaurant.fixtures';

/** Issue 32: the menus read model keeps each counted item's stock, from its stock stream. */

const spec = projectionSpec(menusProjection);

/** Events as one command appends them to one stream. */
const on = (stream: string, events: readonly (MenuEvent | RestaurantEvent | StockEvent)[]) =>
  events.map((e) => ({ stream, type: e.type, data: e.data }));

const restaurant: RestaurantEvent = {
  type: 'RestaurantCreated',
  data: testRestaurant({ id: 'r1', ownerId: 'owner-1', name: 'Smokehouse' }),
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

/** What the restaurant page shows of the item, and the owner's list of counted items. */
const shown = async (db: pg.Pool) => ({
  item: (await getMenuItem(db, 'brisket', { includeInactive: false }))?.stock,
  counted: await stockCountsOfRestaurant(db, 'r1'),
});

describe('stock counts in the menus read model', () => {
  it('shows the count, the units taken and given back in one batch, and a refill', async () => {
    const refillAt = '2030-01-16T23:00:00.000Z';
    const stock = itemStockStream('brisket');
    await spec
      .given([
        ...on(restaurantStream('r1'), [restaurant]),
        ...on(menuStream('m1'), menu),
        ...on(stock, [
          { type: 'StockCountSet', data: { ...item, left: 10, par: 12, refillAt } },
          taken('a', 2),
          taken('b'),
          { type: 'StockGivenBack', data: { ...item, orderId: 'a', quantity: 2 } },
          taken('c', 3),
        ]),
      ])
      .then(shown, {
        item: { left: 6, par: 12, refillAt },
        counted: [
          {
            itemId: 'brisket',
            menuId: 'm1',
            name: 'Brisket',
            stock: { left: 6, par: 12, refillAt },
          },
        ],
      });

    const next = '2030-01-17T23:00:00.000Z';
    const refilled = { left: 11, par: 12, refillAt: next };
    await spec
      .given(
        on(stock, [
          { type: 'StockRefilled', data: { ...item, left: 12, refillAt: next } },
          taken('d'),
        ]),
      )
      .then(shown, {
        item: refilled,
        counted: [{ itemId: 'brisket', menuId: 'm1', name: 'Brisket', stock: refilled }],
      });

    await spec
      .given(on(stock, [{ type: 'StockCountCleared', data: item }]))
      .then(shown, { item: null, counted: [] });
  });
});
