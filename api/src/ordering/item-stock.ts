import type { Menu } from '@pickup/domain/catalog/menu-types';
import type { Restaurant } from '@pickup/domain/catalog/restaurant';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { itemStockStream, stockDecider, type StockState } from '@pickup/domain/ordering/item-stock';
import type { StockDecisionInput, StockRead } from '@pickup/domain/ordering/placement';
import { moved, onConflict } from '../commands/handle';
import type { LoadAggregate, Loaded } from '../commands/load-aggregate';

/**
 * The stock counts an order takes from (issue 32): the streams of the items ordered that
 * their menu counts, read as they stand now. The order decides on them and appends to them
 * at the versions read, so an item's last units go to one order; when another order took
 * units meanwhile, the order is decided again on a fresh read.
 */

/** A counted item's stock as read: its stream read whole and folded. */
export type StockLoad = (stream: string) => Promise<Loaded<StockState>>;

export const plainStock =
  (load: LoadAggregate): StockLoad =>
  (stream) =>
    load(stream, stockDecider);

export type CountedStock = StockRead;

interface OrderedStock {
  orderId: string;
  restaurant: Restaurant;
  menus: readonly Menu[];
  items: readonly { menuItemId: string; quantity: number }[];
  at: Date;
}

/** The counted items among those ordered, with their menus. */
function countedItems(order: Pick<OrderedStock, 'menus' | 'items'>) {
  const asked = new Set(order.items.map((line) => line.menuItemId));
  return order.menus.flatMap((menu) =>
    menu.items
      .filter((item) => asked.has(item.id) && (menu.stockCounted ?? []).includes(item.id))
      .map((item) => ({ menu, item })),
  );
}

/** The counted items among those ordered, each with the units asked of it, read now. */
export async function countedStock(stock: StockLoad, order: OrderedStock): Promise<CountedStock> {
  const asked = new Map<string, number>();
  for (const line of order.items)
    asked.set(line.menuItemId, (asked.get(line.menuItemId) ?? 0) + line.quantity);
  const { restaurant } = order;
  const read = await Promise.all(
    countedItems(order).map(async ({ menu, item }) => {
      const stream = itemStockStream(item.id);
      const loaded = await stock(stream);
      const input: StockDecisionInput = {
        stream,
        state: loaded.state,
        take: {
          type: 'TakeStock',
          item: { restaurantId: restaurant.id, menuId: menu.id, itemId: item.id, name: item.name },
          orderId: order.orderId,
          quantity: asked.get(item.id) ?? 0,
          opening: { hours: restaurant.hours, timezone: restaurant.timezone },
          now: order.at.toISOString(),
        },
      };
      return { input, at: { stream, version: loaded.version, exists: loaded.exists } };
    }),
  );
  return { inputs: read.map((r) => r.input), reads: read.map((r) => r.at) };
}

/**
 * Runs `attempt` on the stock as read, again on a fresh read while a refusal of the append
 * came from a stock stream that moved; any other refusal is the answer.
 */
export async function onFreshStock<T>(
  store: EventStore,
  read: () => Promise<CountedStock>,
  attempt: (stock: CountedStock) => Promise<T>,
): Promise<T> {
  let stock: CountedStock;
  return onConflict(
    async () => attempt((stock = await read())),
    () =>
      moved(
        store,
        stock.reads.map((r) => ({
          stream: r.stream,
          expected: r.exists ? r.version : 'no_stream',
        })),
      ),
  );
}
