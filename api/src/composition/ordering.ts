import { systemNow } from '../clock';
import { aggregateLoader } from '../commands/load-aggregate';
import type { OrderingDeps } from '../ordering/deps';
import { plainStock } from '../ordering/item-stock';
import { DEFAULT_ORDER_LIMITS } from '../ordering/order-limits';
import { readKitchenSignals } from '../ordering/pickup';
import { plainSlotBook } from '../ordering/slot-book';
import type { OrderingPorts } from '../ordering/ports';
import { batchedLimitCheck } from '../ordering/batched-limits';
import { batchedReceiptLookup } from '../ordering/receipt-lookup';
import { keptCatalog } from '../ordering/kept-catalog';
import { keptKitchenSignals } from '../ordering/kept-kitchen';

/** The order path's ports (../ordering/ports.ts), built once for the routes that share them. */
export function orderingPorts(
  deps: Pick<OrderingDeps, 'pool' | 'store' | 'now' | 'limitsNow' | 'limits'>,
): OrderingPorts {
  const { pool, store } = deps;
  const now = deps.now ?? systemNow;
  const load = aggregateLoader(store);
  return {
    facts: { catalog: keptCatalog(pool, load), load },
    signals: keptKitchenSignals(readKitchenSignals(pool, now), now),
    slots: plainSlotBook(store),
    stock: plainStock(load),
    limits: batchedLimitCheck(pool, deps.limits ?? DEFAULT_ORDER_LIMITS, deps.limitsNow ?? now),
    receipts: batchedReceiptLookup(pool),
  };
}
