import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, placeOrder, setStatus, type World } from './testing/world';

interface Detail {
  status: string;
  message?: string;
  statusHistory: {
    from: string | null;
    status: string;
    by: { id: string; role: string };
    reason: string | null;
    notes: string | null;
  }[];
  allowedActions: { kind: string; to: string }[];
}

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

const detail = async (id: string) =>
  (await w.api.call<Detail>('GET', `/api/orders/${id}`, { token: w.admin.token })).body;

describe('PATCH /api/orders/:id/status', () => {
  it('lets staff move an order forward step by step, each step in the history', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    for (const status of ['confirmed', 'preparing', 'ready', 'picked_up']) {
      const res = await setStatus(w.api, w.owner, order.id, status);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const completed = await setStatus(w.api, w.admin, order.id, 'completed');
    expect(completed.status).toBe(200);
    const d = await detail(order.id);
    expect(d.statusHistory.map((h) => [h.from, h.status, h.by.role])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'confirmed', 'restaurant_owner'],
      ['confirmed', 'preparing', 'restaurant_owner'],
      ['preparing', 'ready', 'restaurant_owner'],
      ['ready', 'picked_up', 'restaurant_owner'],
      ['picked_up', 'completed', 'admin'],
    ]);
    expect(d.allowedActions).toEqual([]);
  });

  it("answers a status change with the buttons of the actor's part, as their GET shows", async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const res = await w.api.call<Detail>('PATCH', `/api/orders/${order.id}/status`, {
      token: w.owner.token,
      body: { status: 'confirmed' },
    });
    const seen = await w.api.call<Detail>('GET', `/api/orders/${order.id}`, {
      token: w.owner.token,
    });
    expect(res.body.allowedActions.map((a) => a.to)).toContain('preparing');
    expect(res.body.allowedActions).toEqual(seen.body.allowedActions);
  });

  it('lets staff recall the last step', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    await setStatus(w.api, w.owner, order.id, 'confirmed');
    await setStatus(w.api, w.owner, order.id, 'preparing');
    await setStatus(w.api, w.owner, order.id, 'ready');
    expect((await setStatus(w.api, w.owner, order.id, 'preparing')).body.status).toBe('preparing');
    expect((await setStatus(w.api, w.owner, order.id, 'confirmed')).body.status).toBe('confirmed');
  });

  it('refuses skipping steps and going back from the end, with a clear message', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const skip = await setStatus(w.api, w.owner, order.id, 'ready');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('Cannot change an order from Pending to Ready for Pickup');
    const same = await setStatus(w.api, w.owner, order.id, 'pending');
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('The order is already Pending');
  });

  it('lets the customer cancel while pending, and only then', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const cancelled = await setStatus(w.api, w.customer, order.id, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');

    const later = await placeOrder(w.api, w.customer, w.menu);
    await setStatus(w.api, w.owner, later.id, 'confirmed');
    const refused = await setStatus(w.api, w.customer, later.id, 'cancelled');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only the restaurant can change an order from Confirmed to Cancelled',
    );
    const confirm = await setStatus(w.api, w.customer, later.id, 'preparing');
    expect(confirm.status).toBe(403);
    expect(confirm.body.message).toBe(
      'Only the restaurant can change an order from Confirmed to Preparing',
    );
  });

  it('asks staff for a reason to cancel; the notes of { status, notes } serve as one', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const bare = await setStatus(w.api, w.owner, order.id, 'cancelled');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Please give a reason for cancelling this order');
    const withNotes = await setStatus(w.api, w.owner, order.id, 'cancelled', {
      notes: 'Out of buns',
    });
    expect(withNotes.status).toBe(200);
    expect((await detail(order.id)).statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      reason: 'Out of buns',
    });
  });

  it('keeps completing for admins', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    for (const s of ['confirmed', 'preparing', 'ready', 'picked_up'])
      await setStatus(w.api, w.owner, order.id, s);
    const res = await setStatus(w.api, w.owner, order.id, 'completed');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an admin can change an order from Picked Up to Completed');
  });

  it('lets one of two staff advancing the same order at once win; the other gets 409', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const [a, b] = await Promise.all([
      setStatus(w.api, w.owner, order.id, 'confirmed'),
      setStatus(w.api, w.admin, order.id, 'confirmed'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe('The order is already Confirmed');
    const history = (await detail(order.id)).statusHistory;
    expect(history.map((h) => h.status)).toEqual(['pending', 'confirmed']);
  });

  it('validates the body with the schema messages', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    const res = await setStatus(w.api, w.owner, order.id, 'eaten');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid order status');
  });
});
