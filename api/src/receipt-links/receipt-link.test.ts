import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '@pickup/domain/ordering/order';
import { LINK_CHECK_INS_PER_ADDRESS, LINK_NOT_VALID, TOO_MANY_LINK_CHECK_INS } from './routes';
import {
  TEST_RECEIPT_LINKS as links,
  createWorld,
  placeOrder,
  setStatus,
  type World,
} from '../ordering/testing/world';

/** Issue 31: the ready text's link opens the receipt and checks in without signing in. */
describe('the receipt link', () => {
  interface Receipt {
    id: string;
    status: string;
    pickupCode: string | null;
    customerId: string;
    customer: { firstName: string; lastName: string; email: string | null; phone: string | null };
    statusHistory: { by: { id: string } }[];
    arrival: { note: string | null } | null;
    message?: string;
  }

  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.api.close());

  const DAY = 24 * 3_600_000;
  const linkFor = (id: string, ms = DAY) =>
    links.sign(id, new Date(w.api.now().getTime() + ms)) ?? '';
  const open = (token: string) => w.api.call<Receipt>('GET', `/api/receipts/${token}`);
  const arrive = (token: string, body: object = {}) =>
    w.api.call<Receipt>('POST', `/api/receipts/${token}/arrival`, { body });
  const eventCount = async (id: string) =>
    (await w.api.store.readStream(orderStream(id))).events.length;

  async function readyOrder() {
    const order = await placeOrder(w.api, w.customer, w.menu);
    for (const status of ['confirmed', 'preparing', 'ready'])
      await setStatus(w.api, w.owner, order.id, status);
    return order.id;
  }

  it('opens the receipt without signing in, with the code and no account data', async () => {
    const id = await readyOrder();
    const res = await open(linkFor(id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'ready', customerId: '' });
    expect(res.body.pickupCode).toMatch(/^\d{4}$/);
    expect(res.body.customer).toEqual({
      firstName: res.body.customer.firstName,
      lastName: '',
      email: null,
      phone: null,
    });
    expect(res.body.statusHistory.every((h) => h.by.id === '')).toBe(true);
  });

  it('checks the link holder in', async () => {
    const id = await readyOrder();
    const res = await arrive(linkFor(id), { note: 'grey van' });
    expect([res.status, res.body.arrival?.note]).toEqual([200, 'grey van']);
    const seen = await w.api.call<Receipt>('GET', `/api/orders/${id}`, { token: w.owner.token });
    expect(seen.body.arrival?.note).toBe('grey van');
  });

  it('adds one arrival however often the link is used, and refuses an address past its limit with 429', async () => {
    const id = await readyOrder();
    const token = linkFor(id);
    w.api.clock.advance(LINK_CHECK_INS_PER_ADDRESS.windowMs);
    const answers: number[] = [];
    for (let n = 0; n < LINK_CHECK_INS_PER_ADDRESS.limit; n++)
      answers.push((await arrive(token, { note: `space ${n}` })).status);
    expect(answers).toEqual(answers.map(() => 200));
    const refused = await arrive(token);
    expect([refused.status, refused.body.message]).toEqual([
      429,
      expect.stringContaining(TOO_MANY_LINK_CHECK_INS),
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const events = (await w.api.store.readStream(orderStream(id))).events;
    expect(events.filter((e) => e.type === 'CustomerArrived')).toHaveLength(1);
    w.api.clock.advance(LINK_CHECK_INS_PER_ADDRESS.windowMs);
  });

  it('refuses a forged or expired link with 401; a collected order’s says when it was picked up; nothing written', async () => {
    const id = await readyOrder();
    const good = linkFor(id);
    const forged = `${good.slice(0, 40)}${good[40] === 'A' ? 'B' : 'A'}${good.slice(41)}`;
    const expired = linkFor(id, 60_000);
    w.api.clock.advance(2 * 60_000);
    const before = await eventCount(id);
    for (const token of [forged, expired]) {
      const read = await open(token);
      expect([read.status, read.body.message]).toEqual([401, LINK_NOT_VALID]);
      expect((await arrive(token)).status).toBe(401);
    }
    // The test restaurant keeps UTC: its clock reads the instant's HH:MM.
    const PICKED_UP_THANKS = `Picked up at ${w.api.now().toISOString().slice(11, 16)} — thank you`;
    await setStatus(w.api, w.owner, id, 'picked_up');
    const after = await eventCount(id);
    const collected = await arrive(good);
    expect(collected.status).toBe(404);
    const thanks = (await open(good)).body.message;
    expect([collected.body.message, thanks]).toEqual([PICKED_UP_THANKS, PICKED_UP_THANKS]);
    expect(before + 1).toBe(after);
    expect(await eventCount(id)).toBe(after);
  });
});
