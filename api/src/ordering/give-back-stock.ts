import type { EventStore, StreamAppend } from '@pickup/domain/eventstore/types';
import { fold } from '@pickup/domain/commands/decider';
import {
  decideStock,
  stockDecider,
  itemStockStream,
  unitsHeldBy,
  type StockEvent,
} from '@pickup/domain/ordering/item-stock';
import type { OrderPlaced } from '@pickup/domain/ordering/order';
import type { Stamp } from '@pickup/domain/ordering/placement';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import { ORDERS_PROJECTION } from '@pickup/projections/orders/projection';

/**
 * What an order that gave back units waits for: the orders read model, and the
 * menus read model that shows each item's stock (the next screen shows what is left).
 */
export const READ_MODELS_WITH_STOCK = [ORDERS_PROJECTION, MENUS_PROJECTION];

/**
 * A cancelled order's units given back to the stock counts it took from (issue 32): each
 * ordered item's stream read whole (cancellations are rare) and appended at the version read,
 * in the same append as the cancellation. Items it took nothing of are left alone.
 */
export async function unitsGivenBack(
  store: EventStore,
  placed: OrderPlaced['data'],
  stamp: Stamp,
): Promise<StreamAppend[]> {
  const itemIds = [...new Set(placed.lines.map((l) => l.menuItemId))];
  const appends = await Promise.all(
    itemIds.map(async (itemId): Promise<StreamAppend | null> => {
      const stream = itemStockStream(itemId);
      const read = await store.readStream(stream);
      if (!read.exists) return null;
      const events = read.events.map((e) => ({ type: e.type, data: e.data }) as StockEvent);
      const first = events.find((e) => e.type === 'StockTaken');
      if (!first) return null;
      const { restaurantId, menuId } = first.data;
      const given = decideStock(
        {
          type: 'GiveBackStock',
          item: { restaurantId, menuId, itemId },
          orderId: placed.orderId,
          held: unitsHeldBy(events, placed.orderId),
        },
        fold(stockDecider, events),
      );
      if (given.length === 0) return null;
      return { stream, events: given.map(stamp), expected: read.version };
    }),
  );
  return appends.filter((a): a is StreamAppend => a !== null);
}
