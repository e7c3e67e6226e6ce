import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '@pickup/domain/ordering/order';
import {
  OVERRIDE_REASON_REQUIRED,
  PICKUP_CODE_REQUIRED,
  PICKUP_CODE_WRONG,
  TOO_MANY_CODE_TRIES,
} from '@pickup/domain/ordering/handoff';
import { updateRestaurant } from './testing/catalog';
import { addRestaurant, createWorld, placeOrder, setStatus, type World } from './testing/world';
import type { TestMenu } from './testing/catalog';

/** Issue 31: the pickup code, shown to the customer, asked for at the counter. */
describe('the pickup code', () => {
  interface Receipt {
    status: string;
    pickupCode: string | null;
    message?: string;
    statusHistory: { status: string; reason: string | null; handover: string | null }[];
  }

  let w: World;
  let checking: TestMenu;
  beforeAll(async () => {
    w = await createWorld();
    checking = await addRestaurant(w, { name: 'Code Counter' });
    await updateRestaurant(w.api.bus, checking.restaurantId, { checkPickupCode: true });
  });
  afterAll(() => w.api.close());

  const receipt = async (id: string, token = w.customer.token) =>
    (await w.api.call<Receipt>('GET', `/api/orders/${id}`, { token })).body;
  const eventCount = async (id: string) =>
    (await w.api.store.readStream(orderStream(id))).events.length;

  /** An order at the checking restaurant, ready, and the code its customer sees. */
  async function readyOrder() {
    const order = await placeOrder(w.api, w.customer, checking);
    for (const status of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, order.id, status);
    const code = (await receipt(order.id)).pickupCode;
    if (!code) throw new Error('no pickup code');
    return { id: order.id, code };
  }

  const pickUp = (id: string, body: object, token = w.owner.token) =>
    w.api.call<Receipt>('PATCH', `/api/orders/${id}/status`, {
      token,
      body: { status: 'picked_up', ...body },
    });

  it('is 4 digits on the customer’s receipt, different from other orders in progress, and never on staff screens', async () => {
    const first = await placeOrder(w.api, w.customer, checking);
    const second = await placeOrder(w.api, w.otherCustomer, checking);
    const a = (await receipt(first.id)).pickupCode;
    const b = (await receipt(second.id, w.otherCustomer.token)).pickupCode;
    expect(a).toMatch(/^\d{4}$/);
    expect(b).toMatch(/^\d{4}$/);
    expect(a).not.toBe(b);
    expect((await receipt(first.id, w.owner.token)).pickupCode).toBeNull();
    expect((await receipt(first.id, w.admin.token)).pickupCode).toBeNull();
    const board = await w.api.call(
      'GET',
      `/api/restaurants/${checking.restaurantId}/orders/board`,
      {
        token: w.owner.token,
      },
    );
    expect(JSON.stringify(board.body)).not.toContain(`"pickupCode"`);
  });

  it('hands over with the right code, recorded as checked', async () => {
    const order = await readyOrder();
    const res = await pickUp(order.id, { pickupCode: order.code });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('picked_up');
    expect((await receipt(order.id)).statusHistory.at(-1)?.handover).toBe('code');
  });

  it('refuses a missing or wrong code, writing nothing', async () => {
    const order = await readyOrder();
    const before = await eventCount(order.id);
    const missing = await pickUp(order.id, {});
    expect([missing.status, missing.body.message]).toEqual([400, PICKUP_CODE_REQUIRED]);
    const wrong = await pickUp(order.id, { pickupCode: order.code === '0000' ? '1111' : '0000' });
    expect([wrong.status, wrong.body.message]).toEqual([422, PICKUP_CODE_WRONG]);
    const malformed = await pickUp(order.id, { pickupCode: '12ab' });
    expect(malformed.status).toBe(400);
    expect(await eventCount(order.id)).toBe(before);
    expect((await receipt(order.id)).status).toBe('ready');
  });

  it('stops taking codes after five wrong ones, even the right one', async () => {
    const order = await readyOrder();
    const wrongCode = order.code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await pickUp(order.id, { pickupCode: wrongCode })).status).toBe(422);
    const blocked = await pickUp(order.id, { pickupCode: order.code });
    expect([blocked.status, blocked.body.message]).toEqual([429, TOO_MANY_CODE_TRIES]);
    expect((await receipt(order.id)).status).toBe('ready');
  });

  it('lets the owner hand over without the code, recording why', async () => {
    const order = await readyOrder();
    const blank = await pickUp(order.id, { overrideReason: '  ' });
    expect([blank.status, blank.body.message]).toEqual([400, OVERRIDE_REASON_REQUIRED]);
    const res = await pickUp(order.id, { overrideReason: 'Phone died; showed ID' });
    expect(res.status).toBe(200);
    const last = (await receipt(order.id)).statusHistory.at(-1);
    expect(last).toMatchObject({
      status: 'picked_up',
      handover: 'override',
      reason: 'Phone died; showed ID',
    });
  });

  it('asks for nothing where the restaurant does not check codes', async () => {
    const order = await placeOrder(w.api, w.customer, w.menu);
    for (const status of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, order.id, status);
    expect((await setStatus(w.api, w.owner, order.id, 'picked_up')).status).toBe(200);
  });
});
