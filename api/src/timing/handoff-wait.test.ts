import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '@pickup/domain/ordering/order';
import { HANDOFF_PROJECTION } from '@pickup/projections/handoff/handoff';
import type { HandoffFigures, RestaurantHandoff } from '@pickup/projections/handoff/contract';
import { createTestClock } from '../testing/test-api';
import {
  addRestaurant,
  createWorld,
  placeOrder,
  setStatus,
  type World,
} from '../ordering/testing/world';
import type { TestMenu } from '../ordering/testing/catalog';

/** Issue 31, the wait measured: from the order events' times, beside promise accuracy. */
describe('the wait at the handoff', () => {
  // Tuesday 2030-01-15 12:00 UTC; the test restaurants are in UTC and always open.
  const NOON = new Date('2030-01-15T12:00:00.000Z');
  const clock = createTestClock(NOON);
  const at = (minute: number) => clock.set(new Date(NOON.getTime() + minute * 60_000));

  let w: World;
  let quiet: TestMenu;
  beforeAll(async () => {
    w = await createWorld(clock);
    quiet = await addRestaurant(w, { name: 'Quiet Place' });
    const handoff = async (steps: [number, string][]) => {
      at(0);
      const order = await placeOrder(w.api, w.customer, w.menu);
      for (const [minute, step] of steps) {
        at(minute);
        const res =
          step === 'arrived'
            ? await w.api.call('POST', `/api/orders/${order.id}/arrival`, {
                token: w.customer.token,
                body: {},
              })
            : await setStatus(w.api, w.owner, order.id, step);
        expect(res.status).toBe(200);
      }
      return order.id;
    };
    const KITCHEN: [number, string][] = [
      [0, 'confirmed'],
      [0, 'preparing'],
    ];
    // Here at 12:01, ready at 12:05, collected at 12:07.
    await handoff([...KITCHEN, [1, 'arrived'], [5, 'ready'], [7, 'picked_up']]);
    // Ready at 12:05, here at 12:10, collected at 12:13.
    await handoff([...KITCHEN, [5, 'ready'], [10, 'arrived'], [13, 'picked_up']]);
    // Ready at 12:05 and collected a minute later by a customer who never said so.
    const last = await handoff([...KITCHEN, [5, 'ready'], [6, 'picked_up']]);
    // Ready and waiting: not a handoff yet.
    await handoff([...KITCHEN, [5, 'ready'], [8, 'arrived']]);
    const { events } = await w.api.store.readStream(orderStream(last));
    const checkpoint = events.at(-1)?.checkpoint;
    expect(await w.api.runner.waitFor(checkpoint ?? '', [HANDOFF_PROJECTION])).toBe(true);
    at(14);
  });
  afterAll(() => w.api.close());

  const url = (id: string) => `/api/restaurants/${id}/handoff-wait`;
  const expected: HandoffFigures = {
    collected: 3,
    // On the shelf 2, 8 and 1 minutes: the 90th percentile 80 % of the way from 2 to 8.
    medianReadyToCollectedMinutes: 2,
    p90ReadyToCollectedMinutes: 6.8,
    arrived: 2,
    // At the counter 6 and 3 minutes.
    medianArrivedToCollectedMinutes: 4.5,
    p90ArrivedToCollectedMinutes: 5.7,
    // One of the two was there 4 minutes before the food.
    arrivedBeforeReadyShare: 0.5,
    medianWaitForReadyMinutes: 4,
  };

  describe('GET /api/restaurants/:id/handoff-wait', () => {
    it('gives the owner the waits of the collected orders per day and over 30 days', async () => {
      const res = await w.api.call<RestaurantHandoff>('GET', url(w.restaurantId), {
        token: w.owner.token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        timezone: 'UTC',
        days: [{ date: '2030-01-15', ...expected }],
        total: expected,
      });
    });

    it('has no days for a restaurant without handoffs', async () => {
      const res = await w.api.call<RestaurantHandoff>('GET', url(quiet.restaurantId), {
        token: w.owner.token,
      });
      expect(res.status).toBe(200);
      expect([res.body.days, res.body.total.collected]).toEqual([[], 0]);
    });

    it("is for the restaurant's owner and admins only", async () => {
      const id = w.restaurantId;
      expect((await w.api.call('GET', url(id), { token: w.admin.token })).status).toBe(200);
      expect((await w.api.call('GET', url(id), { token: w.otherOwner.token })).status).toBe(403);
      expect((await w.api.call('GET', url(id), { token: w.customer.token })).status).toBe(403);
      expect((await w.api.call('GET', url(id))).status).toBe(401);
      expect((await w.api.call('GET', url('nope'), { token: w.admin.token })).status).toBe(404);
    });
  });

  describe('GET /api/admin/handoff-wait', () => {
    it('lists each restaurant with handoffs, for admins only', async () => {
      const res = await w.api.call<(HandoffFigures & { restaurantId: string; name: string })[]>(
        'GET',
        '/api/admin/handoff-wait',
        { token: w.admin.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.map((r) => r.restaurantId)).toEqual([w.restaurantId]);
      expect(res.body[0]).toMatchObject(expected);
      const owner = await w.api.call('GET', '/api/admin/handoff-wait', { token: w.owner.token });
      expect(owner.status).toBe(403);
      expect((await w.api.call('GET', '/api/admin/handoff-wait')).status).toBe(401);
    });
  });
});
