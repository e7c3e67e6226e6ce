import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateRestaurant } from './testing/catalog';
import { burger, createWorld, orderBody, type World } from './testing/world';

/**
 * Issue 40: "largest order without calling us". Customers pay at the counter, so an order
 * above the restaurant's limit ($500 until its owner sets one) is refused, saying whom to call.
 */
describe('POST /api/orders above the largest order without a call', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.api.close());

  // A $10.00 burger with 8.75% tax: 45 come to $489.38, 46 to $500.25.
  const place = (quantity: number) =>
    w.api.call<{ message?: string; total?: number }>('POST', '/api/orders', {
      token: w.customer.token,
      body: orderBody(w.menu, [burger(w.menu, quantity)]),
    });

  it('refuses an order over $500 by default with a 422 saying the total, the limit and the phone', async () => {
    const res = await place(46);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'This order comes to $500.25; Burger Barn takes orders up to $500.00 without a call. Call them on +1 555 000 1111 to order more, or make this order smaller.',
    );
    const under = await place(45);
    expect([under.status, under.body.total]).toEqual([201, 48_938]);
  });

  it('takes a bigger order once the owner raises the limit', async () => {
    await updateRestaurant(w.api.bus, w.menu.restaurantId, { largestOrderCents: 200_000 });
    expect((await place(46)).status).toBe(201);
  });
});
