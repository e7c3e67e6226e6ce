import type { StockTurns } from '../item-stock';
import { takeTurns } from '../order-limits';

/**
 * Buys: orders of one counted item placed one after another in this process, at a restaurant
 * that does not limit its slots (where it does, the day's group commit decides an item's
 * orders one after another on its units and appends them together). Every order of
 * the item appends to its one stock stream at the version it read: orders at the same moment
 * would mostly collide on it, read again and decide again (a busy item's orders then spent
 * their time retrying). In turn, each reads the stock as the one before left it. Staying
 * correct: the append's expected version still decides, and another process racing on the
 * item makes it fail and decide again. An order of several counted items takes its turns in
 * the streams' sorted order, so two orders never wait on each other.
 */
export function stockTurns(): StockTurns {
  const turns = takeTurns();
  return (streams, work) =>
    [...new Set(streams)]
      .sort()
      .reduceRight<() => ReturnType<typeof work>>(
        (inner, stream) => () => turns(stream, inner),
        work,
      )();
}
