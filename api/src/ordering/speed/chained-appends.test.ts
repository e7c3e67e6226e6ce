import { describe, expect, it } from 'vitest';
import type { StreamAppend } from '@pickup/domain/eventstore/types';
import { chained } from './slot-group-commit';

/** Orders of one day's batch that took units of one item: one append, only as a chain. */

const event = (id: string) => ({
  id,
  type: 'StockTaken',
  data: {},
  metadata: { actorId: null, actorRole: null, correlationId: id, causationId: null, at: '' },
});
const append = (stream: string, expected: StreamAppend['expected'], ids: string[]) => ({
  stream,
  expected,
  events: ids.map(event),
});

describe('appends of a batch to one stream', () => {
  it('are merged in order when each continues the one before', () => {
    const a = append('item-stock-1', 4n, ['a']);
    const b = append('item-stock-1', 5n, ['b1', 'b2']);
    const c = append('item-stock-1', 7n, ['c']);
    const order = append('order-x', 'no_stream', ['x']);
    expect(chained([a, order, b, c])).toEqual([
      { append: append('item-stock-1', 4n, ['a', 'b1', 'b2', 'c']), parts: [a, b, c] },
      { append: order, parts: [order] },
    ]);
  });

  it('start from a stream that does not exist yet', () => {
    const a = append('item-stock-1', 'no_stream', ['a']);
    const b = append('item-stock-1', 0n, ['b']);
    expect(chained([a, b])?.[0]?.append).toEqual(append('item-stock-1', 'no_stream', ['a', 'b']));
  });

  it('are refused when two were decided on the same read', () => {
    const a = append('item-stock-1', 4n, ['a']);
    const b = append('item-stock-1', 4n, ['b']);
    expect(chained([a, b])).toBeNull();
  });
});
