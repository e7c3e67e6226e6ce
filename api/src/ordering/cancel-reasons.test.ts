import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, placeOrder, setStatus, type World } from './testing/world';

interface Detail {
  status: string;
  message?: string;
  statusHistory: { status: string; reason: string | null; reasonCode: string | null }[];
}

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

const cancel = (id: string, token: string | undefined, body: Record<string, unknown>) =>
  w.api.call<Detail>('PATCH', `/api/orders/${id}/status`, {
    token,
    body: { status: 'cancelled', ...body },
  });

const history = async (id: string) =>
  (await w.api.call<Detail>('GET', `/api/orders/${id}`, { token: w.admin.token })).body
    .statusHistory;

describe('cancelling with a listed reason', () => {
  it('the owner cancels with "sold out": the receipt shows the code and its words', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const res = await cancel(order.id, w.owner.token, { reasonCode: 'sold_out' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect((await history(order.id)).at(-1)).toMatchObject({
      status: 'cancelled',
      reason: 'Sold out',
      reasonCode: 'sold_out',
    });
  });

  it('an admin rejects with "other" and words of their own', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const res = await cancel(order.id, w.admin.token, {
      reasonCode: 'other',
      reason: 'Duplicate order',
    });
    expect(res.status).toBe(200);
    expect((await history(order.id)).at(-1)).toMatchObject({
      reason: 'Duplicate order',
      reasonCode: 'other',
    });
  });

  it('the customer cancels their own pending order; it reads as the customer asking', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const res = await cancel(order.id, w.customer.token, {});
    expect(res.status).toBe(200);
    expect((await history(order.id)).at(-1)).toMatchObject({ reasonCode: 'customer_asked' });
  });

  it('refuses anyone else, and changes nothing', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const body = { reasonCode: 'sold_out' };
    expect((await cancel(order.id, undefined, body)).status).toBe(401);
    expect((await cancel(order.id, w.otherCustomer.token, body)).status).toBe(403);
    expect((await cancel(order.id, w.otherOwner.token, body)).status).toBe(403);
    expect((await history(order.id)).map((h) => h.status)).toEqual(['pending']);
  });

  it('refuses bad input with a clear 400, and changes nothing', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const unknown = await cancel(order.id, w.owner.token, { reasonCode: 'bored' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid cancellation reason');
    const other = await cancel(order.id, w.owner.token, { reasonCode: 'other', reason: ' ' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Please describe the reason for cancelling');
    const notCancel = await w.api.call<Detail>('PATCH', `/api/orders/${order.id}/status`, {
      token: w.owner.token,
      body: { status: 'confirmed', reasonCode: 'sold_out' },
    });
    expect(notCancel.status).toBe(400);
    expect(notCancel.body.message).toBe('A cancellation reason is only given when cancelling');
    expect((await history(order.id)).map((h) => h.status)).toEqual(['pending']);
  });

  it('closes a ready order as a no-show; the board counts the customer’s earlier ones', async () => {
    const toReady = async (id: string) => {
      for (const s of ['confirmed', 'preparing', 'ready']) await setStatus(w.api, w.owner, id, s);
    };
    const first = await placeOrder(w.api, w.customer, w.menu);
    const early = await cancel(first.id, w.owner.token, { reasonCode: 'no_show' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only an order that is ready can be a no-show');
    await toReady(first.id);
    expect((await cancel(first.id, w.owner.token, { reasonCode: 'no_show' })).status).toBe(200);

    const next = await placeOrder(w.api, w.customer, w.menu);
    await placeOrder(w.api, w.otherCustomer, w.menu);
    const board = await w.api.call<{
      active: { id: string }[];
      noShowAfterMinutes: number;
      noShows: Record<string, number>;
    }>('GET', `/api/restaurants/${w.restaurantId}/orders/board`, { token: w.owner.token });
    expect(board.status).toBe(200);
    expect(board.body.active.map((o) => o.id)).toContain(next.id);
    expect(board.body.noShowAfterMinutes).toBe(30);
    expect(board.body.noShows).toEqual({ [w.customer.id]: 1 });
  });
});
