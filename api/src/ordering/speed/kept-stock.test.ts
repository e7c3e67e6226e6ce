import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { itemStockStream, type StockEvent } from '@pickup/domain/ordering/item-stock';
import { aggregateLoader } from '../../commands/load-aggregate';
import { plainStock } from '../item-stock';
import { countingReads } from '../testing/counting-reads';
import { keptStock } from './kept-stock';

const STREAM = itemStockStream('burger');
const item = { restaurantId: 'r1', menuId: 'm1', itemId: 'burger' };
const metadata = { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: '' };
let ids = 0;

/** Appends the stock events as another process would (a count set, orders taking units). */
async function append(store: EventStore, events: StockEvent[]) {
  await store.appendToStream(
    STREAM,
    events.map((e) => ({ id: `e${++ids}`, ...e, metadata })),
    { expected: 'any' },
  );
}

const set = (left: number): StockEvent => ({
  type: 'StockCountSet',
  data: { ...item, left, par: null, refillAt: null },
});
const taken = (orderId: string, quantity = 1): StockEvent => ({
  type: 'StockTaken',
  data: { ...item, orderId, quantity },
});

describe('kept stock', () => {
  it('buys: the next order of a busy item reads its new events only, not the day’s orders again', async () => {
    const memory = new InMemoryEventStore();
    await append(memory, [set(100), ...Array.from({ length: 40 }, (_, i) => taken(`o${i}`))]);
    const { counted, counting: store } = countingReads(memory);
    const costs: Record<string, number> = {};
    for (const [name, stock] of Object.entries({
      plain: plainStock(aggregateLoader(store)),
      kept: keptStock(aggregateLoader(store)),
    })) {
      await stock(STREAM);
      await append(memory, [taken(`next-${name}`)]);
      const before = counted.events;
      expect((await stock(STREAM)).state.left).toBe(name === 'plain' ? 59 : 58);
      costs[name] = counted.events - before;
    }
    expect(costs).toEqual({ plain: 42, kept: 1 });
  });

  it('stays correct: units taken, given back or counted afresh elsewhere are seen at once', async () => {
    const memory = new InMemoryEventStore();
    const stock = keptStock(aggregateLoader(memory));
    const plain = plainStock(aggregateLoader(memory));
    expect(await stock(STREAM)).toEqual(await plain(STREAM));
    await append(memory, [set(5), taken('a', 2)]);
    expect((await stock(STREAM)).state.left).toBe(3);
    await append(memory, [
      taken('b'),
      { type: 'StockGivenBack', data: { ...item, orderId: 'a', quantity: 2 } },
    ]);
    expect((await stock(STREAM)).state.left).toBe(4);
    await append(memory, [set(10)]);
    const kept = await stock(STREAM);
    expect(kept).toEqual(await plain(STREAM));
    expect(kept).toMatchObject({ state: { counted: true, left: 10 }, version: 4n, exists: true });
  });
});
