import type pg from 'pg';
import { getOrders } from '@pickup/projections/orders/queries';
import { keyedLoader } from '../../db/batcher';
import type { ReceiptLookup } from '../receipt-lookup';

/**
 * Buys: one statement for the receipts of every order placed or changed at the same moment,
 * instead of one each (the ids asked while a read runs go in the next one). Staying correct:
 * each caller gets the row of its own id, and an id the read model lacks answers null, as
 * the plain lookup does.
 */
export function batchedReceiptLookup(pool: Pick<pg.Pool, 'query'>): ReceiptLookup {
  const read = keyedLoader((ids: readonly string[]) => getOrders(pool, ids));
  return async (orderId) => (await read(orderId)) ?? null;
}
