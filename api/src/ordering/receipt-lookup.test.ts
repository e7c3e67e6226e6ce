import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedReceiptLookup, type ReceiptLookup } from './receipt-lookup';
import { countingPool } from './testing/counting-pool';
import { burger, createWorld, placeOrder, type World } from './testing/world';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

/** Three orders of one, two and three burgers: each receipt has its own total. */
const placeThree = () =>
  Promise.all([1, 2, 3].map((n) => placeOrder(w.api, w.customer, w.menu, [burger(w.menu, n)])));

const lookUp = (lookup: ReceiptLookup, ids: readonly string[]) =>
  Promise.all(ids.map((id) => lookup(id)));

describe('batched receipts', () => {
  it('buys: ten receipts asked at once are read in one statement or two, not ten', async () => {
    const ids = (await placeThree()).map((o) => o.id);
    const asked = Array.from({ length: 10 }, (_, i) => ids[i % ids.length] as string);
    const batched = countingPool(w.api.pool);
    await lookUp(batchedReceiptLookup(batched.counting), asked);
    expect(batched.counted.queries).toBeLessThanOrEqual(2);
  });

  it('stays correct: each caller gets its own receipt, and an unknown id null', async () => {
    const placed = await placeThree();
    const ids = [...placed.map((o) => o.id), 'no-such-order'];
    const batched = await lookUp(batchedReceiptLookup(w.api.pool), ids);
    expect(batched.map((r) => r && { id: r.id, total: r.total })).toEqual([
      ...placed.map((o) => ({ id: o.id, total: o.total })),
      null,
    ]);
  });
});
