import { describe, expect, it } from 'vitest';
import { atOnce, type StockTurns } from '../item-stock';
import { stockTurns } from './stock-turns';

/** Placements that each hold their turn until let go, noting how many run at one time. */
function placements(turns: StockTurns) {
  let running = 0;
  const seen = { most: 0, order: [] as string[] };
  const waiting: (() => void)[] = [];
  const place = (name: string, streams: string[], fails = false) =>
    turns(streams, async () => {
      running++;
      seen.most = Math.max(seen.most, running);
      seen.order.push(name);
      await new Promise<void>((done) => waiting.push(done));
      running--;
      if (fails) throw new Error(`${name} refused`);
      return name;
    });
  /** Lets every placement in its turn finish, until all given have. */
  const letGo = async <T>(all: Promise<T>[]) => {
    const settled = Promise.allSettled(all);
    let done = false;
    void settled.then(() => (done = true));
    while (!done) {
      waiting.splice(0).forEach((go) => go());
      await new Promise((r) => setImmediate(r));
    }
    return settled;
  };
  return { place, letGo, seen };
}

describe('stock turns', () => {
  it('buys: orders of one counted item go one after another, in arrival order', async () => {
    const { place, letGo, seen } = placements(stockTurns());
    const all = ['a', 'b', 'c'].map((n) => place(n, ['item-stock-1']));
    await letGo(all);
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(['a', 'b', 'c']);
  });

  it('the plain port lets them all run at once (and collide on the stream)', async () => {
    const { place, letGo, seen } = placements(atOnce);
    await letGo(['a', 'b', 'c'].map((n) => place(n, ['item-stock-1'])));
    expect(seen.most).toBe(3);
  });

  it('orders of different items, or of none, do not wait for each other', async () => {
    const { place, letGo, seen } = placements(stockTurns());
    await letGo([place('a', ['item-stock-1']), place('b', ['item-stock-2']), place('c', [])]);
    expect(seen.most).toBe(3);
  });

  it('stays correct: two orders of the same two items, named in opposite orders, both finish', async () => {
    const { place, letGo, seen } = placements(stockTurns());
    const both = [
      place('a', ['item-stock-1', 'item-stock-2']),
      place('b', ['item-stock-2', 'item-stock-1']),
    ];
    const settled = await letGo(both);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(seen.most).toBe(1);
  });

  it('a refused order gives its turn to the next', async () => {
    const { place, letGo } = placements(stockTurns());
    const settled = await letGo([place('a', ['item-stock-1'], true), place('b', ['item-stock-1'])]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled']);
  });
});
