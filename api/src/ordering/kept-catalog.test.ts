import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@pickup/domain/eventstore/types';
import type pg from 'pg';
import { aggregateLoader } from '../commands/load-aggregate';
import { streamCatalog } from './order-facts';
import { createMenu, updateRestaurant } from './testing/catalog';
import { addRestaurant, createWorld, type World } from './testing/world';
import { countingPool } from './testing/counting-pool';
import { countingReads } from './testing/counting-reads';
import { keptCatalog } from './kept-catalog';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

/** The store and the pool, counting the events read and the queries made. */
function counting(store: EventStore, pool: pg.Pool) {
  const reads = countingReads(store);
  const statements = countingPool(pool);
  const spent = () => ({ events: reads.counted.events, queries: statements.counted.queries });
  return { spent, store: reads.counting, pool: statements.counting };
}

describe('kept catalog: what it buys', () => {
  it('a second order reads no catalog events and asks the directory nothing', async () => {
    const menu = await addRestaurant(w);
    const { spent, store, pool } = counting(w.api.store, w.api.pool);
    const catalogs = {
      plain: streamCatalog(pool, aggregateLoader(store)),
      kept: keptCatalog(pool, aggregateLoader(store)),
    };
    const items = [menu.ids.burger];
    const costs: Record<string, { events: number; queries: number }> = {};
    for (const [name, catalog] of Object.entries(catalogs)) {
      await Promise.all([
        catalog.restaurant(menu.restaurantId),
        catalog.menus(menu.restaurantId, items),
      ]);
      const before = spent();
      await Promise.all([
        catalog.restaurant(menu.restaurantId),
        catalog.menus(menu.restaurantId, items),
      ]);
      costs[name] = {
        events: spent().events - before.events,
        queries: spent().queries - before.queries,
      };
    }
    expect(costs.plain?.events).toBeGreaterThan(0);
    expect(costs.plain?.queries).toBe(1);
    expect(costs.kept).toEqual({ events: 0, queries: 0 });
  });
});

describe('kept catalog: staying correct', () => {
  it('sees a menu change at once', async () => {
    const menu = await addRestaurant(w);
    const catalog = keptCatalog(w.api.pool, aggregateLoader(w.api.store));
    const items = [menu.ids.burger];
    const price = async () =>
      (await catalog.menus(menu.restaurantId, items))[0]?.items.find(
        (i) => i.id === menu.ids.burger,
      )?.priceCents;
    expect(await price()).toBe(1000);
    await menu.change({
      type: 'UpdateMenuItem',
      itemId: menu.ids.burger,
      changes: { priceCents: 1200 },
    });
    expect(await price()).toBe(1200);
  });

  it('finds an item of a menu added after its menu ids were kept', async () => {
    const menu = await addRestaurant(w);
    const catalog = keptCatalog(w.api.pool, aggregateLoader(w.api.store));
    expect(await catalog.menus(menu.restaurantId, [menu.ids.burger])).toHaveLength(1);
    const added = await createMenu(w.api.bus, menu.restaurantId);
    const menus = await catalog.menus(menu.restaurantId, [added.ids.burger]);
    expect(menus.map((m) => m.id).sort()).toEqual([menu.menuId, added.menuId].sort());
  });

  it('sees the restaurant changed at once', async () => {
    const menu = await addRestaurant(w);
    const catalog = keptCatalog(w.api.pool, aggregateLoader(w.api.store));
    expect((await catalog.restaurant(menu.restaurantId))?.restaurant.name).not.toBe('Renamed');
    await updateRestaurant(w.api.bus, menu.restaurantId, { name: 'Renamed' });
    expect((await catalog.restaurant(menu.restaurantId))?.restaurant.name).toBe('Renamed');
    expect(await catalog.restaurant('no-such-restaurant')).toBeNull();
  });
});
