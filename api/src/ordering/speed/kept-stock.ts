import { stockDecider } from '@pickup/domain/ordering/item-stock';
import { rememberingLoader, type LoadAggregate } from '../../commands/load-aggregate';
import type { StockLoad } from '../item-stock';

/** Items whose stock is kept in memory; the least recently ordered is forgotten first. */
const ITEMS_KEPT = 2_000;

/**
 * Buys: an order of a counted item reads only the stock events since the last order of it
 * (a busy item's stream holds one event per order, and grows day after day). Staying
 * correct: a kept state is always caught up from its version before it is decided on, and
 * the append at that version refuses it if another process took units meanwhile.
 */
export function keptStock(load: LoadAggregate): StockLoad {
  const kept = rememberingLoader(load, ITEMS_KEPT);
  return (stream) => kept(stream, stockDecider);
}
