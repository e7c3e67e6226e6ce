import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import type { RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { Projection } from '../../runner/projection';
import { applyMenuEvent } from './apply-menu';
import { updateItems, type ItemUpdate } from './update-rows';
import {
  applyStockDeltas,
  applyStockEvent,
  stockDelta,
  STOCK_EVENT_TYPES,
  STOCK_STREAM_PREFIX,
} from './apply-stock';
import { MENUS_DDL } from './schema';

/**
 * The `menus` read model: every menu stream's menus, drinks, categories, items, ingredients,
 * sides and item links, plus the owner and active flag of each restaurant (for permission
 * checks and for hiding an inactive restaurant's menus), so it needs no other read model.
 */
export const MENUS_PROJECTION = 'menus';

/** The menu's events this read model shows (whether an item is counted is not shown). */
type ShownMenuEvent = Exclude<MenuEvent, { type: 'MenuItemStockCounting' }>;

const MENU_EVENT_TYPES: Record<ShownMenuEvent['type'], true> = {
  MenuCreated: true,
  MenuUpdated: true,
  MenuDeleted: true,
  DrinkAdded: true,
  DrinkUpdated: true,
  DrinkRemoved: true,
  CategoryAdded: true,
  CategoryUpdated: true,
  CategoryRemoved: true,
  MenuItemAdded: true,
  MenuItemUpdated: true,
  MenuItemImageChanged: true,
  MenuItemRemoved: true,
  MenuItemIngredientsSet: true,
  MenuItemSidesSet: true,
  IngredientAdded: true,
  IngredientUpdated: true,
  IngredientRemoved: true,
  SideAdded: true,
  SideUpdated: true,
  SideRemoved: true,
  MenuEntrySoldOut: true,
  MenuEntryBackInStock: true,
};

const RESTAURANT_EVENT_TYPES = ['RestaurantCreated', 'RestaurantUpdated', 'RestaurantDeleted'];

type RestaurantFact = Extract<
  RestaurantEvent,
  { type: 'RestaurantCreated' | 'RestaurantUpdated' | 'RestaurantDeleted' }
>;

async function applyRestaurantEvent(tx: pg.PoolClient, event: RestaurantFact): Promise<void> {
  switch (event.type) {
    case 'RestaurantCreated':
      await tx.query(
        `INSERT INTO restaurants (id, owner_id, is_active) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO NOTHING`,
        [event.data.id, event.data.ownerId, event.data.isActive],
      );
      return;
    case 'RestaurantUpdated': {
      const { restaurantId, changes } = event.data;
      if (changes.ownerId !== undefined)
        await tx.query('UPDATE restaurants SET owner_id = $2 WHERE id = $1', [
          restaurantId,
          changes.ownerId,
        ]);
      if (changes.isActive !== undefined)
        await tx.query('UPDATE restaurants SET is_active = $2 WHERE id = $1', [
          restaurantId,
          changes.isActive,
        ]);
      return;
    }
    case 'RestaurantDeleted':
      // Cascades to the restaurant's menus and everything in them.
      await tx.query('DELETE FROM restaurants WHERE id = $1', [event.data.restaurantId]);
      return;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

async function applyFresh(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  if (recorded.stream.startsWith(STOCK_STREAM_PREFIX)) return applyStockEvent(tx, recorded);
  if (recorded.stream.startsWith('restaurant-')) {
    if (RESTAURANT_EVENT_TYPES.includes(recorded.type))
      await applyRestaurantEvent(tx, {
        type: recorded.type,
        data: recorded.data,
      } as RestaurantFact);
    return;
  }
  if (recorded.type in MENU_EVENT_TYPES)
    await applyMenuEvent(tx, { type: recorded.type, data: recorded.data } as ShownMenuEvent, {
      version: recorded.version.toString(),
      checkpoint: recorded.checkpoint,
    });
}

const LEAVES_ITEMS = ['RestaurantCreated', 'RestaurantUpdated'];

/**
 * A batch with the stream versions read and written once rather than per event, and each
 * stretch of item updates (and of units taken and given back) in one statement; an event at
 * or below its stream's recorded version was applied before and is skipped.
 */
async function applyMany(tx: pg.PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const streams = [...new Set(events.map((e) => e.stream))];
  const { rows } = await tx.query<{ stream: string; version: string }>(
    'SELECT stream, version::text FROM stream_versions WHERE stream = ANY($1::text[])',
    [streams],
  );
  const seen = new Map(rows.map((r) => [r.stream, BigInt(r.version)]));
  const moved = new Map<string, bigint>();
  let itemUpdates: ItemUpdate[] = [];
  let deltas = new Map<string, number>();
  const flushItemUpdates = async () => {
    if (itemUpdates.length > 0) await updateItems(tx, itemUpdates);
    itemUpdates = [];
    await applyStockDeltas(tx, deltas);
    deltas = new Map();
  };
  for (const event of events) {
    if (event.version <= (seen.get(event.stream) ?? -1n)) continue;
    seen.set(event.stream, event.version);
    moved.set(event.stream, event.version);
    if (event.type === 'MenuItemUpdated' && event.stream.startsWith('menu-')) {
      itemUpdates.push(event.data as ItemUpdate);
      continue;
    }
    const units = event.stream.startsWith(STOCK_STREAM_PREFIX) ? stockDelta(event) : null;
    if (units) {
      deltas.set(units.itemId, (deltas.get(units.itemId) ?? 0) + units.delta);
      continue;
    }
    // A restaurant created or updated touches no item; anything else may.
    if (!LEAVES_ITEMS.includes(event.type)) await flushItemUpdates();
    await applyFresh(tx, event);
  }
  await flushItemUpdates();
  if (moved.size === 0) return;
  await tx.query(
    `INSERT INTO stream_versions (stream, version)
     SELECT * FROM unnest($1::text[], $2::bigint[])
     ON CONFLICT (stream) DO UPDATE SET version = EXCLUDED.version
       WHERE stream_versions.version < EXCLUDED.version`,
    [[...moved.keys()], [...moved.values()].map(String)],
  );
}

export const menusProjection: Projection = {
  name: MENUS_PROJECTION,
  // 2: sold-out marks (issue 15). 3: stock counts (issue 32).
  version: 3,
  ddl: MENUS_DDL,
  filter: {
    streamPrefixes: ['restaurant-', 'menu-', STOCK_STREAM_PREFIX],
    eventTypes: [
      ...RESTAURANT_EVENT_TYPES,
      ...Object.keys(MENU_EVENT_TYPES),
      ...Object.keys(STOCK_EVENT_TYPES),
    ],
  },
  apply: applyMany,
};
