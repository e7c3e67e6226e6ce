import type { FactSources } from './order-facts';
import type { LimitCheck } from './order-limits';
import type { KitchenSignals } from './pickup';
import type { StockLoad } from './item-stock';
import type { ReceiptLookup } from './receipt-lookup';
import type { SlotBook } from './slot-book';

/**
 * The small ports the order's path takes, each with its one implementation in the file
 * named. The composition root (../composition/ordering.ts) builds them once for the routes.
 */
export interface OrderingPorts {
  /** The customer, restaurant, menus and order's own stream (./order-facts.ts, ./kept-catalog.ts). */
  facts: FactSources;
  /** The kitchen's history and load, as the pickup promise reads them (./kept-kitchen.ts). */
  signals: KitchenSignals;
  /** The order appended with its place in the day's slots (./slot-book.ts). */
  slots: SlotBook;
  /** A counted item's stock, read for the order to decide on (./item-stock.ts). */
  stock: StockLoad;
  /** The per-customer order limits (./batched-limits.ts). */
  limits: LimitCheck;
  /** The receipt a command is answered with (./receipt-lookup.ts). */
  receipts: ReceiptLookup;
}
