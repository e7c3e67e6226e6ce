import type { EventStore } from '@pickup/domain/eventstore/types';
import { stockDecider, type StockState } from '@pickup/domain/ordering/item-stock';
import type { StockRead } from '@pickup/domain/ordering/placement';
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
