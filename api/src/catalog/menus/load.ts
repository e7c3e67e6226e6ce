import type pg from 'pg';
import { fold } from '@pickup/domain/commands/decider';
import { menuDecider } from '@pickup/domain/catalog/menu';
import { menuStream, type MenuEvent, type MenuState } from '@pickup/domain/catalog/menu-types';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { menuIdOfItem as menuIdOfItemInReadModel } from '@pickup/projections/catalog/menus/lookup';

/** A menu's current state, folded from its stream (ordering prices orders from it). */
export async function loadMenu(store: EventStore, menuId: string): Promise<MenuState> {
  const { events } = await store.readStream(menuStream(menuId));
  return fold(
    menuDecider,
    events.map((e) => ({ type: e.type, data: e.data }) as MenuEvent),
  );
}

/** The menu holding an item, from the menus read model; null for an unknown or deleted item. */
export function menuIdOfItem(pool: Pick<pg.Pool, 'query'>, itemId: string): Promise<string | null> {
  return menuIdOfItemInReadModel(pool, itemId);
}
