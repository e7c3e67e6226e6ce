import type { EventStore } from '@pickup/domain/eventstore/types';
import { stockDecider, type StockState } from '@pickup/domain/ordering/item-stock';
import type { ReadAt, StockRead } from '@pickup/domain/ordering/placement';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import type { LoadAggregate, Loaded } from '../commands/load-aggregate';

/**
 * The stock counts an order takes from (issue 32): the streams of the items ordered that
 * their menu counts, read as they stand now. The order decides on them and appends to them
 * at the versions read, so an item's last units go to one order; when another order took
 * units meanwhile, the order is decided again on a fresh read.
 */

/** A counted item's stock as read (the plain port; ./speed/ keeps states between orders). */
export type StockLoad = (stream: string) => Promise<Loaded<StockState>>;

export const plainStock =
  (load: LoadAggregate): StockLoad =>
  (stream) =>
    load(stream, stockDecider);

export type CountedStock = StockRead;

/** Tries before an item whose stock keeps moving under an order is given up. */
export const STOCK_TRIES = 30;

/**
 * Runs an order's placement in its turn on the stock streams it takes from (the plain port:
 * at once; ./speed/ lines up this process's orders of one item, so they do not collide).
 */
export type StockTurns = <T>(streams: readonly string[], work: () => Promise<T>) => Promise<T>;

export const atOnce: StockTurns = (_streams, work) => work();

/** Whether any stock stream moved since it was read (another order took or gave back). */
async function moved(store: EventStore, reads: readonly ReadAt[]): Promise<boolean> {
  const now = await Promise.all(reads.map((r) => store.readStream(r.stream, { maxCount: 0 })));
  return now.some((n, i) => n.version !== reads[i]?.version);
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
  for (let tries = 1; ; tries++) {
    const stock = await read();
    try {
      return await attempt(stock);
    } catch (err) {
      const retry =
        err instanceof ConcurrencyError &&
        tries < STOCK_TRIES &&
        stock.reads.length > 0 &&
        (await moved(store, stock.reads));
      if (!retry) throw err;
    }
  }
}
