import type pg from 'pg';
import { getOrders } from '@pickup/projections/orders/queries';
import type { OrderDetailView } from '@pickup/projections/orders/views';
import { keyedLoader } from '../db/batcher';

/**
 * The receipt a command is answered with, as the orders read model has it; null while it has
 * none.
 */
export type ReceiptLookup = (orderId: string) => Promise<OrderDetailView | null>;

/**
 * One statement for the receipts of every order placed or changed at the same moment, instead
 * of one each (the ids asked while a read runs go in the next one): under load the
 * statements saved count (issue 37's measurement). Each caller gets the row of its own id.
 */
export function batchedReceiptLookup(pool: Pick<pg.Pool, 'query'>): ReceiptLookup {
  const read = keyedLoader((ids: readonly string[]) => getOrders(pool, ids));
  return async (orderId) => (await read(orderId)) ?? null;
}
