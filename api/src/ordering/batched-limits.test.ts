import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitCheck, OrderLimits } from './order-limits';
import { countingPool } from './testing/counting-pool';
import { createWorld, type World } from './testing/world';
import { batchedLimitCheck } from './batched-limits';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

const LIMITS: OrderLimits = { activePerRestaurant: 5, activeInAll: 30, perRestaurantPerHour: 2 };

const asks = (customer: string, n: number) =>
  Array.from({ length: n }, () => ({ customerId: customer, restaurantId: 'r-limits' }));

const verdicts = (check: LimitCheck, all: { customerId: string; restaurantId: string }[]) =>
  Promise.allSettled(all.map((a) => check(a))).then((s) => s.map((r) => r.status));

describe('batched order limits', () => {
  it('buys: ten customers at once are checked in one statement or two, not ten', async () => {
    const { counting, counted } = countingPool(w.api.pool);
    const check = batchedLimitCheck(counting, LIMITS, w.api.now);
    const all = Array.from({ length: 10 }, (_, i) => asks(`batch-${i}`, 1)).flat();
    expect(await verdicts(check, all)).toEqual(Array(10).fill('fulfilled'));
    expect(counted.queries).toBeLessThanOrEqual(2);
  });

  it('stays correct: the hour’s third order at a restaurant is refused, one after another or at once', async () => {
    const check = batchedLimitCheck(w.api.pool, LIMITS, w.api.now);
    const apart: string[] = [];
    for (const a of asks('p', 3)) apart.push(...(await verdicts(check, [a])));
    expect(apart).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const batched = await verdicts(check, asks('b', 3));
    expect(batched.filter((s) => s === 'fulfilled')).toHaveLength(2);
    expect(batched.filter((s) => s === 'rejected')).toHaveLength(1);
  });
});
