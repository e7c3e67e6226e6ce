import { describe, expect, it } from 'vitest';
import { batcher } from './batcher';

describe('batcher', () => {
  it('sends a lone call at once and batches the calls that arrive while one is running', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const double = batcher<number, number>(
      async (items) => {
        batches.push([...items]);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
        return items.map((n) => ({ ok: true, value: n * 2 }));
      },
      { maxInFlight: 1 },
    );
    const first = double(1);
    const rest = [double(2), double(3), double(4)];
    expect(batches).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects only the items the batch refused, and every item when the batch fails', async () => {
    const odd = batcher<number, number>(async (items) =>
      items.map((n) =>
        n % 2 ? { ok: true, value: n } : { ok: false, error: new Error(`even ${n}`) },
      ),
    );
    const results = await Promise.allSettled([odd(1), odd(2), odd(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);

    const broken = batcher<number, number>(async () => {
      throw new Error('connection lost');
    });
    await expect(broken(1)).rejects.toThrow('connection lost');
  });

  it('keeps batches within maxBatch', async () => {
    const sizes: number[] = [];
    const echo = batcher<number, number>(
      async (items) => {
        sizes.push(items.length);
        await new Promise((r) => setTimeout(r, 5));
        return items.map((value) => ({ ok: true, value }));
      },
      { maxInFlight: 1, maxBatch: 3 },
    );
    await Promise.all(Array.from({ length: 8 }, (_, i) => echo(i)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });
});
