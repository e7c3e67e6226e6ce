import {
  decideStock,
  stockDecider,
  itemStockStream,
  unitsHeldBy,
} from '@pickup/domain/ordering/item-stock';
import type { OrderEvent } from '@pickup/domain/ordering/order';
import {
  decidePickupSlots,
  pickupSlotsDecider,
  pickupSlotsStream,
} from '@pickup/domain/timing/pickup-slots';
import { serviceDateOf } from '@pickup/domain/timing/slots';
import type { DomainEvent } from '@pickup/domain/commands/decider';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import { ORDERS_PROJECTION } from '@pickup/projections/orders/projection';
import type { ReadStream } from '../commands/handle';

/**
 * What a cancelled order gives back, appended with the cancellation: its place in the day's
 * pickup slots, and the units it took of counted items (issue 32), each stream read for the
 * command helper to append at the version read. Streams it took nothing from are left alone.
 */

interface Freed {
  appends: { stream: string; events: DomainEvent[] }[];
  /**
   * What the cancellation waits for: the orders read model, and when units went back the
   * menus read model that shows each item's stock (the next screen shows what is left).
   */
  readModels: string[];
}

const readModelsAfter = (unitsBack: boolean) =>
  unitsBack ? [ORDERS_PROJECTION, MENUS_PROJECTION] : [ORDERS_PROJECTION];

/** What the order's new events free: nothing unless they cancel it. */
export async function freedByCancelling(
  read: ReadStream,
  order: readonly OrderEvent[],
  decided: readonly OrderEvent[],
): Promise<Freed> {
  const placed = order.find((e) => e.type === 'OrderPlaced')?.data;
  const cancels = decided.some((e) => e.type === 'OrderStatusChanged' && e.data.to === 'cancelled');
  if (!placed || !cancels) return { appends: [], readModels: readModelsAfter(false) };
  const itemIds = [...new Set(placed.lines.map((l) => l.menuItemId))];
  const units = await Promise.all(
    itemIds.map(async (itemId) => {
      const stream = itemStockStream(itemId);
      const stock = await read(stream, stockDecider);
      const first = stock.events.find((e) => e.type === 'StockTaken');
      if (!first) return { stream, events: [] };
      const { restaurantId, menuId } = first.data;
      const events = decideStock(
        {
          type: 'GiveBackStock',
          item: { restaurantId, menuId, itemId },
          orderId: placed.orderId,
          held: unitsHeldBy(stock.events, placed.orderId),
        },
        stock.state,
      );
      return { stream, events };
    }),
  );
  const readModels = readModelsAfter(units.some((u) => u.events.length > 0));
  const slotStart = placed.pickup?.slotStart;
  if (!slotStart) return { appends: units, readModels };
  const day = pickupSlotsStream(
    placed.restaurantId,
    serviceDateOf(placed.restaurant.timezone, new Date(slotStart)),
  );
  const slots = await read(day, pickupSlotsDecider);
  const release = {
    type: 'ReleasePickupSlot' as const,
    restaurantId: placed.restaurantId,
    orderId: placed.orderId,
  };
  return {
    appends: [{ stream: day, events: decidePickupSlots(release, slots.state) }, ...units],
    readModels,
  };
}
