import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { StockEvent } from '@pickup/domain/ordering/item-stock';

/**
 * Items' stock counts (issue 32) kept on their rows, so every screen that reads an item sees
 * what is left: the count as last decided, its par and when it refills; whether a refill has
 * come is judged by whoever reads it, at their moment (stockLeftAt).
 */

export const STOCK_STREAM_PREFIX = 'item-stock-';

export const STOCK_EVENT_TYPES: Record<StockEvent['type'], true> = {
  StockCountSet: true,
  StockCountCleared: true,
  StockRefilled: true,
  StockTaken: true,
  StockGivenBack: true,
};

export async function applyStockEvent(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  if (!(recorded.type in STOCK_EVENT_TYPES)) return;
  const event = { type: recorded.type, data: recorded.data } as StockEvent;
  const { itemId } = event.data;
  switch (event.type) {
    case 'StockCountSet':
      await tx.query(
        'UPDATE items SET stock_left = $2, stock_par = $3, stock_refill_at = $4 WHERE id = $1',
        [itemId, event.data.left, event.data.par, event.data.refillAt],
      );
      return;
    case 'StockCountCleared':
      await tx.query(
        'UPDATE items SET stock_left = NULL, stock_par = NULL, stock_refill_at = NULL WHERE id = $1',
        [itemId],
      );
      return;
    case 'StockRefilled':
      await tx.query('UPDATE items SET stock_left = $2, stock_refill_at = $3 WHERE id = $1', [
        itemId,
        event.data.left,
        event.data.refillAt,
      ]);
      return;
    case 'StockTaken':
      await tx.query('UPDATE items SET stock_left = stock_left - $2 WHERE id = $1', [
        itemId,
        event.data.quantity,
      ]);
      return;
    case 'StockGivenBack':
      await tx.query('UPDATE items SET stock_left = stock_left + $2 WHERE id = $1', [
        itemId,
        event.data.quantity,
      ]);
      return;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/**
 * Units taken and given back, summed per item over a stretch of events: a busy night's
 * orders each take a unit, and one statement applies a batch's worth of them.
 */
export function stockDelta(recorded: RecordedEvent): { itemId: string; delta: number } | null {
  if (recorded.type !== 'StockTaken' && recorded.type !== 'StockGivenBack') return null;
  const { itemId, quantity } = recorded.data as { itemId: string; quantity: number };
  return { itemId, delta: recorded.type === 'StockTaken' ? -quantity : quantity };
}

export async function applyStockDeltas(
  tx: pg.PoolClient,
  deltas: ReadonlyMap<string, number>,
): Promise<void> {
  if (deltas.size === 0) return;
  await tx.query(
    `UPDATE items i SET stock_left = i.stock_left + d.delta
       FROM unnest($1::text[], $2::int[]) AS d(id, delta) WHERE i.id = d.id`,
    [[...deltas.keys()], [...deltas.values()]],
  );
}
