import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCustomerView } from '@pickup/projections/orders/views';
import { createWorld, placeOrder, setStatus, type World } from './testing/world';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

type Seen = { id: string; customer: OrderCustomerView };

async function seenBy(token: string, orderId: string) {
  const one = await w.api.call<Seen>('GET', `/api/orders/${orderId}`, { token });
  const list = await w.api.call<Seen[]>('GET', `/api/orders?limit=100`, { token });
  const board = await w.api.call<{ active: Seen[]; completed: Seen[] }>(
    'GET',
    `/api/restaurants/${w.restaurantId}/orders/board`,
    { token },
  );
  const onBoard = [...board.body.active, ...board.body.completed].find((o) => o.id === orderId);
  return {
    one: one.body.customer,
    inList: list.body.find((o) => o.id === orderId)?.customer,
    onBoard: onBoard?.customer,
  };
}

describe('what the restaurant sees of its customer', () => {
  it('the name and phone while the order is active, never the email', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    await setStatus(w.api, w.owner, order.id, 'confirmed');
    const seen = await seenBy(w.owner.token, order.id);
    const expected = {
      firstName: 'Test',
      lastName: expect.stringMatching(/^User \d+$/),
      email: null,
      phone: expect.stringMatching(/^\+1 555/),
    };
    expect(seen.one).toEqual(expected);
    expect(seen.inList).toEqual(expected);
    expect(seen.onBoard).toEqual(expected);
  });

  it('only the first name once the order is over', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    for (const s of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, order.id, s);
    const pickedUp = await setStatus(w.api, w.owner, order.id, 'picked_up');
    const cancelled = await placeOrder(w.api, w.customer, w.menu);
    await setStatus(w.api, w.customer, cancelled.id, 'cancelled');

    const firstNameOnly = { firstName: 'Test', lastName: '', email: null, phone: null };
    for (const id of [order.id, cancelled.id]) {
      const seen = await seenBy(w.owner.token, id);
      expect(seen).toEqual({ one: firstNameOnly, inList: firstNameOnly, onBoard: firstNameOnly });
    }
    // The answer to the owner's own status change follows the same rule.
    expect(pickedUp.status).toBe(200);
    expect((pickedUp.body as unknown as Seen).customer).toEqual(firstNameOnly);
  });

  it('the customer and admins still see it all', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    await setStatus(w.api, w.customer, order.id, 'cancelled');
    const full = {
      firstName: 'Test',
      lastName: expect.stringMatching(/^User \d+$/),
      email: w.customer.email,
      phone: expect.stringMatching(/^\+1 555/),
    };
    for (const token of [w.customer.token, w.admin.token]) {
      const one = await w.api.call<Seen>('GET', `/api/orders/${order.id}`, { token });
      expect(one.body.customer).toEqual(full);
    }
  });
});
