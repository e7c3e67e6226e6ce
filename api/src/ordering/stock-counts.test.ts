import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuStream } from '@pickup/domain/catalog/menu-types';
import { itemStockStream } from '@pickup/domain/ordering/item-stock';
import {
  menuItemDetailViewSchema,
  type MenuItemDetailView,
} from '@pickup/projections/catalog/menus/contract';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import { stockCountViewSchema } from '@pickup/projections/catalog/menus/stock-queries';
import { z } from 'zod';
import { createTestClock } from '../testing/test-api';
import type { TestMenu } from './testing/catalog';
import {
  addRestaurant,
  burger,
  createWorld,
  orderBody,
  setStatus,
  type World,
} from './testing/world';

/**
 * Stock counts (issue 32) over HTTP, on both order paths: an owner sets "N left today", orders
 * take from it on the write side, the last units go to exactly as many orders, a cancelled
 * order gives its units back, and the item shows what is left.
 */
describe('stock counts', () => {
  // The restaurants have no hours: open by construction, whatever the time of day.
  const clock = createTestClock(new Date('2030-01-15T17:00:00.000Z'));
  let w: World;
  beforeAll(async () => {
    w = await createWorld(clock);
  });
  afterAll(() => w.api.close());

  /** A fresh restaurant whose menu the menus read model already shows. */
  async function restaurant(): Promise<TestMenu> {
    const menu = await addRestaurant(w);
    const read = await w.api.store.readStream(menuStream(menu.menuId));
    const checkpoint = read.events.at(-1)?.checkpoint ?? '';
    expect(await w.api.runner.waitFor(checkpoint, [MENUS_PROJECTION])).toBe(true);
    return menu;
  }

  const setStock = (menu: TestMenu, body: unknown, token = w.owner.token) =>
    w.api.call<{ message?: string }>('PUT', `/api/stock/${menu.ids.burger}`, { token, body });

  /** The item as the menus read model shows it once it has caught up with the log. */
  async function item(menu: TestMenu): Promise<MenuItemDetailView> {
    const last = await w.api.store.readStream(itemStockStream(menu.ids.burger));
    const checkpoint = last.events.at(-1)?.checkpoint;
    if (checkpoint) expect(await w.api.runner.waitFor(checkpoint, [MENUS_PROJECTION])).toBe(true);
    const res = await w.api.call('GET', `/api/menu-items/${menu.ids.burger}`, {
      token: w.customer.token,
    });
    expect(res.status).toBe(200);
    return menuItemDetailViewSchema.parse(res.body);
  }

  const setCapacity = (restaurantId: string, orders: number) =>
    w.api.call('PUT', `/api/restaurants/${restaurantId}/slot-capacity`, {
      token: w.owner.token,
      body: { orders, items: null, byWeekday: {} },
    });

  it.each([
    ['without slot limits', false],
    ['with slot limits (the day decides its orders together)', true],
  ])(
    '%s: ten customers racing for the last three get three orders and seven 409s naming the item',
    async (_, limited) => {
      const menu = await restaurant();
      if (limited) expect((await setCapacity(menu.restaurantId, 500)).status).toBe(200);
      expect((await setStock(menu, { left: 3 })).status).toBe(204);
      expect((await item(menu)).stock).toEqual({ left: 3, par: null, refillAt: null });

      const customers = await Promise.all(
        Array.from({ length: 10 }, () =>
          w.api.createAccount('customer', { phoneVerified: true, emailVerified: true }),
        ),
      );
      const answers = await Promise.all(
        customers.map((c) =>
          w.api.call<{ id?: string; message?: string }>('POST', '/api/orders', {
            token: c.token,
            body: orderBody(menu),
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409))
        expect(refused.body.message).toBe('Sorry, Cheeseburger is sold out today');

      // Sold out everywhere the item is read, and exactly three units taken on its stream.
      expect((await item(menu)).stock?.left).toBe(0);
      const stream = await w.api.store.readStream(itemStockStream(menu.ids.burger));
      expect(stream.events.filter((e) => e.type === 'StockTaken')).toHaveLength(3);
      const board = await w.api.call<{ active: unknown[] }>(
        'GET',
        `/api/restaurants/${menu.restaurantId}/orders/board`,
        { token: w.owner.token },
      );
      expect(board.body.active).toHaveLength(3);
      const counts = await w.api.call('GET', `/api/restaurants/${menu.restaurantId}/stock`, {
        token: w.owner.token,
      });
      expect(z.array(stockCountViewSchema).parse(counts.body)).toEqual([
        {
          itemId: menu.ids.burger,
          menuId: menu.menuId,
          name: 'Cheeseburger',
          stock: { left: 0, par: null, refillAt: null },
        },
      ]);
    },
  );

  it('refuses an order asking more than is left, naming how many are left', async () => {
    const menu = await restaurant();
    await setStock(menu, { left: 2 });
    const res = await w.api.call<{ message?: string }>('POST', '/api/orders', {
      token: w.customer.token,
      body: orderBody(menu, [burger(menu, 3)]),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Sorry, only 2 Cheeseburger left today');
    expect((await item(menu)).stock?.left).toBe(2);
  });

  it('a cancelled order gives its units back, and they can be ordered again', async () => {
    const menu = await restaurant();
    await setStock(menu, { left: 2 });
    const first = await w.api.call<{ id: string }>('POST', '/api/orders', {
      token: w.customer.token,
      body: orderBody(menu, [burger(menu, 2)]),
    });
    expect(first.status).toBe(201);
    expect((await item(menu)).stock?.left).toBe(0);

    expect((await setStatus(w.api, w.customer, first.body.id, 'cancelled')).status).toBe(200);
    expect((await item(menu)).stock?.left).toBe(2);
    const again = await w.api.call('POST', '/api/orders', {
      token: w.otherCustomer.token,
      body: orderBody(menu, [burger(menu, 2)]),
    });
    expect(again.status).toBe(201);
  });

  it('an item no longer counted is ordered freely again', async () => {
    const menu = await restaurant();
    await setStock(menu, { left: 0 });
    const del = await w.api.call('DELETE', `/api/stock/${menu.ids.burger}`, {
      token: w.owner.token,
    });
    expect(del.status).toBe(204);
    expect((await item(menu)).stock).toBeNull();
    const res = await w.api.call('POST', '/api/orders', {
      token: w.customer.token,
      body: orderBody(menu),
    });
    expect(res.status).toBe(201);
  });

  it('refuses a bad count with the field named, and another owner, writing nothing', async () => {
    const menu = await restaurant();
    const bad = await setStock(menu, { left: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Units left must be a whole number from 0 to 10000');
    const halves = await setStock(menu, { left: 2, par: 2.5 });
    expect(halves.status).toBe(400);
    expect(halves.body.message).toBe('Daily par must be a whole number from 0 to 10000');
    const notTheirs = await setStock(menu, { left: 5 }, w.otherOwner.token);
    expect(notTheirs.status).toBe(403);
    const byCustomer = await setStock(menu, { left: 5 }, w.customer.token);
    expect(byCustomer.status).toBe(403);
    const counts = `/api/restaurants/${menu.restaurantId}/stock`;
    expect((await w.api.call('GET', counts, { token: w.otherOwner.token })).status).toBe(403);
    const stream = await w.api.store.readStream(itemStockStream(menu.ids.burger));
    expect(stream.exists).toBe(false);
    expect((await item(menu)).stock).toBeNull();
  });
});
