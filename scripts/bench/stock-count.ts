import { randomUUID } from 'node:crypto';
import { menuStream } from '@pickup/domain/catalog/menu-types';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { itemStockStream } from '@pickup/domain/ordering/item-stock';
import { stampWith } from '@pickup/domain/ordering/placement';
import type { TestMenu } from '@pickup/api/ordering/testing/catalog';

/**
 * The burger of a bench restaurant counted (issue 32): `left` units, no par, and its menu
 * noting it is counted, in one append as PUT /api/stock/:itemId makes it.
 */
export async function countStock(
  store: EventStore,
  restaurantId: string,
  menu: TestMenu,
  left: number,
): Promise<void> {
  const itemId = menu.ids.burger;
  const stamp = stampWith(randomUUID, {
    actorId: 'bench',
    actorRole: 'admin',
    correlationId: randomUUID(),
    causationId: null,
    at: new Date().toISOString(),
  });
  const item = { restaurantId, menuId: menu.menuId, itemId };
  await store.appendToStreams([
    {
      stream: itemStockStream(itemId),
      events: [
        stamp({ type: 'StockCountSet', data: { ...item, left, par: null, refillAt: null } }),
      ],
      expected: 'no_stream',
    },
    {
      stream: menuStream(menu.menuId),
      events: [
        stamp({
          type: 'MenuItemStockCounting',
          data: { menuId: menu.menuId, itemId, counted: true },
        }),
      ],
      expected: 'any',
    },
  ]);
}
