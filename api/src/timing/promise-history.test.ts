import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '@pickup/domain/ordering/order';
import { PREP_HISTORY_PROJECTION } from '@pickup/projections/timing/prep-history';
import { createTestClock } from '../testing/test-api';
import { createWorld, placeOrder, setStatus, type World } from '../ordering/testing/world';

// Tuesday 2030-01-15 12:00 UTC; the test restaurant has no hours (always open) and an
// estimated pickup time of 15 minutes.
const NOON = new Date('2030-01-15T12:00:00.000Z');
const clock = createTestClock(NOON);
const MINUTE = 60_000;

interface Options {
  asap: { available: boolean; promisedFrom?: string; promisedAt?: string };
}

let w: World;
beforeAll(async () => {
  w = await createWorld(clock);
});
afterAll(() => w.api.close());

const asap = async () =>
  (await w.api.call<Options>('GET', `/api/restaurants/${w.restaurantId}/pickup-slots`)).body.asap;

/**
 * Places an order at noon, and after `minutes` the kitchen marks it ready; then the clock
 * goes back to noon, so every order falls in the same hour of the week at an empty kitchen.
 */
async function orderTaking(minutes: number): Promise<string> {
  clock.set(NOON);
  const order = await placeOrder(w.api, w.customer, w.menu);
  clock.advance(minutes * MINUTE);
  for (const status of ['confirmed', 'preparing', 'ready'])
    await setStatus(w.api, w.owner, order.id, status);
  return order.id;
}

describe('promises learned from the kitchen', () => {
  it("uses the restaurant's estimate without enough history", async () => {
    expect(await asap()).toMatchObject({
      promisedFrom: '2030-01-15T12:10:00.000Z',
      promisedAt: '2030-01-15T12:15:00.000Z',
    });
  });

  it('promises the 80th percentile of how long its orders took once there are 20', async () => {
    // 16 orders took 7 minutes and 4 took 12: the 80th percentile is 7 minutes.
    let last = '';
    for (let i = 0; i < 20; i++) last = await orderTaking(i < 16 ? 7 : 12);
    const read = await w.api.store.readStream(orderStream(last));
    const checkpoint = read.events.at(-1)?.checkpoint ?? '';
    expect(await w.api.runner.waitFor(checkpoint, [PREP_HISTORY_PROJECTION])).toBe(true);
    // Two minutes on, the summary read at noon is read again: 12:02 + 7 = 12:09, by 12:10.
    clock.set(new Date(NOON.getTime() + 2 * MINUTE));
    expect(await asap()).toMatchObject({
      promisedFrom: '2030-01-15T12:05:00.000Z',
      promisedAt: '2030-01-15T12:10:00.000Z',
    });
  });
});
