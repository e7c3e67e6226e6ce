import type pg from 'pg';
import { getOrder } from '@pickup/projections/orders/queries';
import type { OrderDetailView } from '@pickup/projections/orders/views';

/**
 * The receipt a command is answered with, as the orders read model has it; null while it has
 * none (the plain port: one statement per receipt; ./speed/ reads those asked together at once).
 */
export type ReceiptLookup = (orderId: string) => Promise<OrderDetailView | null>;

export const plainReceiptLookup =
  (pool: Pick<pg.Pool, 'query'>): ReceiptLookup =>
  (orderId) =>
    getOrder(pool, orderId);
