import type pg from 'pg';
import { menuIdsOfRestaurants } from '@pickup/projections/directory/queries';
import { rememberingLoader, type LoadAggregate } from '../commands/load-aggregate';
import { keyedLoader } from '../db/batcher';
import { remembered } from '../db/remembered';
import { streamCatalog, type CatalogReader } from './order-facts';

const MENU_IDS_KEPT_MS = 5_000;

/**
 * Buys: the catalog read for an order costs the restaurant's and menus' new events only
 * (usually none), and the restaurant's menu ids are asked of the directory once in a few
 * seconds, for every restaurant asked at the same moment together. Staying correct: a kept
 * state is always caught up from its version (a menu changed is seen at once), and when the
 * kept menu ids lack an item ordered (a menu added since), they are asked afresh.
 */
export function keptCatalog(pool: Pick<pg.Pool, 'query'>, load: LoadAggregate): CatalogReader {
  const states = rememberingLoader(load);
  const asked = keyedLoader((ids: readonly string[]) => menuIdsOfRestaurants(pool, ids));
  const menuIds = remembered(async (id: string) => (await asked(id)) ?? [], {
    ttlMs: MENU_IDS_KEPT_MS,
  });
  const kept = streamCatalog(pool, states, menuIds);
  const fresh = streamCatalog(pool, states);
  return {
    restaurant: kept.restaurant,
    async menus(restaurantId, itemIds) {
      const menus = await kept.menus(restaurantId, itemIds);
      const known = new Set(menus.flatMap((m) => m.items.map((i) => i.id)));
      return itemIds.every((id) => known.has(id)) ? menus : fresh.menus(restaurantId, itemIds);
    },
  };
}
