import { describe, expect, it } from 'vitest';
import type { StockState } from './item-stock';
import { stockContinued, stockLeftBy, type StockAt, type StockRead } from './placement';

const stream = 'item-stock-i1';
const counted = (left: number): StockState => ({ counted: true, left, par: null, refillAt: null });

/** An order of `quantity` units of the item, read with `left` units at version 4. */
const read = (orderId: string, quantity: number, left = 3): StockRead => ({
  inputs: [
    {
      stream,
      state: counted(left),
      take: {
        type: 'TakeStock',
        item: { restaurantId: 'r1', menuId: 'm1', itemId: 'i1', name: 'Brisket' },
        orderId,
        quantity,
        opening: { hours: null, timezone: 'UTC' },
        now: '2025-01-15T23:00:00.000Z',
      },
    },
  ],
  reads: [{ stream, version: 4n, exists: true }],
});

/** What a placement took of the item: StockTaken of `quantity` for `orderId`. */
const placementTaking = (orderId: string, quantity: number) => ({
  stock: [
    {
      stream,
      events: [
        {
          type: 'StockTaken' as const,
          data: { restaurantId: 'r1', menuId: 'm1', itemId: 'i1', orderId, quantity },
        },
      ],
    },
  ],
});

describe('two orders of a counted item decided for one append', () => {
  it('the first leaves the item one event on, with its units gone', () => {
    const left = stockLeftBy(placementTaking('a', 2), read('a', 2));
    expect(left).toEqual([{ stream, version: 5n, exists: true, state: counted(1) }]);
  });

  it('the second continues from what the first left, not from its own read', () => {
    const earlier = new Map<string, StockAt>([
      [stream, { stream, version: 5n, exists: true, state: counted(1) }],
    ]);
    const continued = stockContinued(read('b', 1), earlier);
    expect(continued.inputs[0]?.state).toEqual(counted(1));
    expect(continued.inputs[0]?.take.orderId).toBe('b');
    expect(continued.reads).toEqual([{ stream, version: 5n, exists: true }]);
  });

  it('an item no earlier decision took from is left as read', () => {
    const own = read('b', 1);
    expect(stockContinued(own, new Map())).toEqual(own);
  });

  it('an item never counted before starts its version from no stream', () => {
    const fresh: StockRead = { ...read('a', 1), reads: [{ stream, version: -1n, exists: false }] };
    expect(stockLeftBy(placementTaking('a', 1), fresh)[0]?.version).toBe(0n);
  });
});
