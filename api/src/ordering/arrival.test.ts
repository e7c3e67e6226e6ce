import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '@pickup/domain/ordering/order';
import {
  ARRIVAL_AFTER_CANCELLED,
  ARRIVAL_AFTER_COLLECTED,
  ARRIVAL_BEFORE_CONFIRMED,
} from '@pickup/domain/ordering/arrival';
import { NOT_YOUR_ORDER } from '@pickup/domain/ordering/order-access';
import { createWorld, placeOrder, setStatus, type World } from './testing/world';

/** Issue 31: "I'm here", from the receipt, shown on the kitchen board. */
describe('POST /api/orders/:id/arrival', () => {
  type Arrival = { at: string; note: string | null } | null;
  interface Answer {
    status: string;
    arrival: Arrival;
    message?: string;
  }
  interface Board {
    active: { id: string; arrival: Arrival }[];
  }

  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.api.close());

  const arrive = (id: string, body: object = {}, token = w.customer.token) =>
    w.api.call<Answer>('POST', `/api/orders/${id}/arrival`, { token, body });
  const eventCount = async (id: string) =>
    (await w.api.store.readStream(orderStream(id))).events.length;

  async function orderAt(...steps: string[]) {
    const order = await placeOrder(w.api, w.customer, w.menu);
    for (const status of steps) await setStatus(w.api, w.owner, order.id, status);
    return order.id;
  }

  it('records the customer as here, with their note and the time, and the board shows it', async () => {
    const id = await orderAt('confirmed', 'preparing');
    const res = await arrive(id, { note: ' blue car, space 3 ' });
    expect(res.status).toBe(200);
    expect(res.body.arrival).toEqual({
      at: w.api.now().toISOString(),
      note: 'blue car, space 3',
    });
    const board = await w.api.call<Board>(
      'GET',
      `/api/restaurants/${w.restaurantId}/orders/board`,
      {
        token: w.owner.token,
      },
    );
    expect(board.body.active.find((o) => o.id === id)?.arrival?.note).toBe('blue car, space 3');
  });

  it('takes repeats harmlessly: one arrival however often, the first time and note stand', async () => {
    const id = await orderAt('confirmed');
    const first = await arrive(id, { note: 'blue car' });
    w.api.clock.advance(60_000);
    const before = await eventCount(id);
    for (let n = 0; n < 30; n++) {
      const again = await arrive(id, n % 2 ? { note: `space ${n}` } : {});
      expect([again.status, again.body.arrival]).toEqual([200, first.body.arrival]);
    }
    expect(await eventCount(id)).toBe(before);
  });

  it('refuses another customer and the restaurant’s owner, writing nothing', async () => {
    const id = await orderAt('confirmed');
    const before = await eventCount(id);
    const other = await arrive(id, {}, w.otherCustomer.token);
    expect([other.status, other.body.message]).toEqual([403, NOT_YOUR_ORDER]);
    expect((await arrive(id, {}, w.owner.token)).status).toBe(403);
    expect(await eventCount(id)).toBe(before);
  });

  it('refuses a collected, cancelled or not yet confirmed order with a clear 409', async () => {
    const collected = await orderAt('confirmed', 'preparing', 'ready', 'picked_up');
    const res = await arrive(collected);
    expect([res.status, res.body.message]).toEqual([409, ARRIVAL_AFTER_COLLECTED]);

    const cancelled = await placeOrder(w.api, w.customer, w.menu);
    await setStatus(w.api, w.customer, cancelled.id, 'cancelled');
    const refused = await arrive(cancelled.id);
    expect([refused.status, refused.body.message]).toEqual([409, ARRIVAL_AFTER_CANCELLED]);

    const pending = await orderAt();
    const early = await arrive(pending);
    expect([early.status, early.body.message]).toEqual([409, ARRIVAL_BEFORE_CONFIRMED]);
  });

  it('refuses a note over 140 characters with 400, and an unknown order with 404', async () => {
    const id = await orderAt('confirmed');
    expect((await arrive(id, { note: 'x'.repeat(141) })).status).toBe(400);
    expect((await arrive('no-such-order')).status).toBe(404);
  });
});
