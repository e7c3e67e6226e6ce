import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream } from '@pickup/domain/ordering/order';
import { burger, createWorld, orderBody, type World } from './testing/world';
import { claimKey, KEY_REUSED, requestHash } from './idempotency';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

const post = (key: string, body: unknown = orderBody(w.menu), token = w.customer.token) =>
  w.api.call<{ id: string; message?: string }>('POST', '/api/orders', {
    token,
    body,
    headers: { 'Idempotency-Key': key },
  });

async function ordersOf(token: string): Promise<string[]> {
  const res = await w.api.call<{ id: string }[]>('GET', '/api/orders?limit=100', { token });
  return res.body.map((o) => o.id);
}

describe('Idempotency-Key on POST /api/orders', () => {
  it('returns the first order to a sequential retry', async () => {
    const before = await ordersOf(w.customer.token);
    const first = await post('retry-1');
    const again = await post('retry-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await ordersOf(w.customer.token)).toEqual([first.body.id, ...before]);
  });

  it('places exactly one order for concurrent retries', async () => {
    const before = (await ordersOf(w.customer.token)).length;
    const results = await Promise.all(Array.from({ length: 6 }, () => post('burst-1')));
    const ids = new Set(results.map((r) => r.body.id));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(ids.size).toBe(1);
    expect((await ordersOf(w.customer.token)).length).toBe(before + 1);
  });

  it('places the order once when a crash left a claim without an order', async () => {
    const body = orderBody(w.menu);
    const claimed = await claimKey(w.api.pool, {
      customerId: w.customer.id,
      key: 'crashed-1',
      orderId: 'order-from-crashed-attempt',
      hash: requestHash(body),
      at: new Date(),
    });
    expect((await w.api.store.readStream(orderStream(claimed.orderId))).exists).toBe(false);

    const retries = await Promise.all([post('crashed-1', body), post('crashed-1', body)]);
    expect(retries.map((r) => r.body.id)).toEqual([
      'order-from-crashed-attempt',
      'order-from-crashed-attempt',
    ]);
    expect(retries.map((r) => r.status).sort()).toEqual([200, 201]);
    const stream = await w.api.store.readStream(orderStream(claimed.orderId));
    expect(stream.events.map((e) => e.type)).toEqual(['OrderPlaced']);
  });

  it('scopes keys per customer', async () => {
    const mine = await post('shared-key');
    const theirs = await post('shared-key', orderBody(w.menu), w.otherCustomer.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('refuses a key reused for a different order', async () => {
    await post('changed-1');
    const res = await post('changed-1', orderBody(w.menu, [burger(w.menu, 3)]));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(KEY_REUSED);
  });

  it('frees the key when the attempt was refused, so the corrected cart goes through', async () => {
    const refused = await post('fix-1', orderBody(w.menu, [{ ...burger(w.menu), unitPrice: 1 }]));
    expect(refused.status).toBe(409);
    const corrected = await post('fix-1');
    expect(corrected.status).toBe(201);
  });

  it('refuses a blank or overlong key', async () => {
    expect((await post(' ')).status).toBe(400);
    const long = await post('k'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Idempotency-Key must be 1 to 200 characters');
  });
});
