import type { Config } from '../config';
import { systemNow } from '../clock';
import { aggregateLoader } from '../commands/load-aggregate';
import type { OrderingDeps } from '../ordering/deps';
import { atOnce, plainStock } from '../ordering/item-stock';
import { streamCatalog } from '../ordering/order-facts';
import { DEFAULT_ORDER_LIMITS, plainLimitCheck } from '../ordering/order-limits';
import { readKitchenSignals } from '../ordering/pickup';
import type { OrderingPorts } from '../ordering/ports';
import { plainReceiptLookup } from '../ordering/receipt-lookup';
import { plainSlotBook } from '../ordering/slot-book';
import { batchedLimitCheck } from '../ordering/speed/batched-limits';
import { batchedReceiptLookup } from '../ordering/speed/batched-receipts';
import { keptCatalog } from '../ordering/speed/kept-catalog';
import { keptKitchenSignals } from '../ordering/speed/kept-kitchen';
import { keptStock } from '../ordering/speed/kept-stock';
import { slotGroupCommit } from '../ordering/speed/slot-group-commit';
import { stockTurns } from '../ordering/speed/stock-turns';

/** 'plain': the order path's ports without their speed decorators (ORDERING_SPEED). */
export type OrderingSpeed = Config['ORDERING_SPEED'];

/**
 * The order path's ports (../ordering/ports.ts), built once for the routes that share them:
 * each plain implementation, and unless `speed` is 'plain', the decorator of
 * ../ordering/speed/ that takes its place, named for what it buys (README "The order's path").
 */
export function orderingPorts(
  deps: Pick<OrderingDeps, 'pool' | 'store' | 'now' | 'limitsNow' | 'limits'>,
  speed: OrderingSpeed = 'decorated',
): OrderingPorts {
  const { pool, store } = deps;
  const now = deps.now ?? systemNow;
  const limitsNow = deps.limitsNow ?? now;
  const limits = deps.limits ?? DEFAULT_ORDER_LIMITS;
  const load = aggregateLoader(store);
  const signals = readKitchenSignals(pool, now);
  if (speed === 'plain')
    return {
      facts: { catalog: streamCatalog(pool, load), load },
      signals,
      slots: plainSlotBook(store),
      stock: plainStock(load),
      stockTurns: atOnce,
      limits: plainLimitCheck(pool, limits, limitsNow),
      receipts: plainReceiptLookup(pool),
    };
  return {
    facts: { catalog: keptCatalog(pool, load), load },
    signals: keptKitchenSignals(signals, now),
    slots: slotGroupCommit(store),
    stock: keptStock(load),
    stockTurns: stockTurns(),
    limits: batchedLimitCheck(pool, limits, limitsNow),
    receipts: batchedReceiptLookup(pool),
  };
}
