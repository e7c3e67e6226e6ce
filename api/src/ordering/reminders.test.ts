import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '@pickup/domain/ordering/order';
import { NOT_YOUR_RESTAURANT_ORDER } from '@pickup/domain/ordering/order-access';
import {
  REMINDERS_USED_UP,
  REMIND_ONLY_WHEN_READY,
  REMIND_STAFF_ONLY,
  remindTooSoon,
} from '@pickup/domain/ordering/reminder';
import { updateRestaurant } from './testing/catalog';
import { addRestaurant, createWorld, placeOrder, setStatus, type World } from './testing/world';

/** Issue 31, item 5: "Remind" on a ready order left waiting, at most twice. */
describe('POST /api/orders/:id/reminders', () => {
  interface Reminders {
    count: number;
    lastAt: string | null;
  }
  interface Answer {
    status: string;
    reminders: Reminders;
    message?: string;
  }
  interface Board {
    remindAfterMinutes: number;
    active: { id: string; readyAt: string | null; reminders: Reminders }[];
  }

  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.api.close());

  const MINUTE = 60_000;
  /** Moves the clock on; access tokens live 15 minutes on it, so everyone signs in again. */
  async function wait(minutes: number) {
    w.api.clock.advance(minutes * MINUTE);
    for (const account of [w.owner, w.otherOwner, w.customer])
      account.token = (await w.api.signIn(account.email)).tokens.accessToken;
  }
  const remind = (id: string, token = w.owner.token) =>
    w.api.call<Answer>('POST', `/api/orders/${id}/reminders`, { token });
  const eventCount = async (id: string) =>
    (await w.api.store.readStream(orderStream(id))).events.length;
  const board = async () =>
    (
      await w.api.call<Board>('GET', `/api/restaurants/${w.restaurantId}/orders/board`, {
        token: w.owner.token,
      })
    ).body;

  async function orderAt(...steps: string[]) {
    const order = await placeOrder(w.api, w.customer, w.menu);
    for (const status of steps) await setStatus(w.api, w.owner, order.id, status);
    return order.id;
  }
  const readyOrder = () => orderAt('confirmed', 'preparing', 'ready');

  it('reminds twice, each after the wait, and refuses a third with 409, writing nothing', async () => {
    const id = await readyOrder();
    const readyAt = w.api.now().toISOString();
    expect((await board()).remindAfterMinutes).toBe(10);

    await wait(10);
    const first = await remind(id);
    expect([first.status, first.body.reminders]).toEqual([
      200,
      { count: 1, lastAt: w.api.now().toISOString() },
    ]);

    await wait(10);
    const second = await remind(id);
    expect([second.status, second.body.reminders.count]).toEqual([200, 2]);
    const ticket = (await board()).active.find((o) => o.id === id);
    expect(ticket).toMatchObject({
      readyAt,
      reminders: { count: 2, lastAt: w.api.now().toISOString() },
    });

    await wait(60);
    const before = await eventCount(id);
    const third = await remind(id);
    expect([third.status, third.body.message]).toEqual([409, REMINDERS_USED_UP]);
    expect(await eventCount(id)).toBe(before);
  });

  it('refuses before the order has waited the minutes, since ready or the last reminder', async () => {
    const id = await readyOrder();
    await wait(9);
    const before = await eventCount(id);
    const early = await remind(id);
    expect([early.status, early.body.message]).toEqual([409, remindTooSoon(10)]);
    expect(await eventCount(id)).toBe(before);

    await wait(1);
    expect((await remind(id)).status).toBe(200);
    await wait(5);
    expect((await remind(id)).body.message).toBe(remindTooSoon(10));
  });

  it('waits the restaurant’s own minutes when the owner set them', async () => {
    const menu = await addRestaurant(w);
    await updateRestaurant(w.api.bus, menu.restaurantId, { remindAfterMinutes: 3 });
    const order = await placeOrder(w.api, w.customer, menu);
    for (const status of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, order.id, status);
    await wait(2);
    expect((await remind(order.id)).body.message).toBe(remindTooSoon(3));
    await wait(1);
    expect((await remind(order.id)).status).toBe(200);
  });

  it('refuses an order not ready (409), the customer and another restaurant’s owner (403)', async () => {
    const preparing = await orderAt('confirmed', 'preparing');
    await wait(60);
    const notReady = await remind(preparing);
    expect([notReady.status, notReady.body.message]).toEqual([409, REMIND_ONLY_WHEN_READY]);

    const id = await readyOrder();
    await wait(60);
    const before = await eventCount(id);
    const byCustomer = await remind(id, w.customer.token);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body.message).not.toBe(REMIND_STAFF_ONLY); // the route admits staff only
    const byOther = await remind(id, w.otherOwner.token);
    expect([byOther.status, byOther.body.message]).toEqual([403, NOT_YOUR_RESTAURANT_ORDER]);
    expect(await eventCount(id)).toBe(before);
  });
});
