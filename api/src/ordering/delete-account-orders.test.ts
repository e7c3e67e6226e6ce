import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, placeOrder, setStatus, type World } from './testing/world';

/** Issue 28: an account with an order in progress is not deleted until the order is done. */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

const deleteOwnAccount = (account: { token: string; password: string }) =>
  w.api.call<{ message: string }>('DELETE', '/api/user/delete-account', {
    token: account.token,
    body: { confirmDeletion: true, currentPassword: account.password },
  });

describe('deleting an account with an order in progress', () => {
  it('is refused with what to do, and nothing changes', async () => {
    const customer = await w.api.createAccount('customer', {
      phoneVerified: true,
      emailVerified: true,
    });
    const first = await placeOrder(w.api, customer, w.menu);
    const second = await placeOrder(w.api, customer, w.menu);
    await setStatus(w.api, w.owner, second.id, 'confirmed');

    const refused = await deleteOwnAccount(customer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'You have 2 orders in progress. You can delete your account once they are collected or cancelled.',
    );
    // Still there: signed in, and the kitchen still sees who ordered.
    expect((await w.api.call('GET', '/api/auth/user', { token: customer.token })).status).toBe(200);
    const order = await w.api.call<{ customer: { firstName: string } }>(
      'GET',
      `/api/orders/${second.id}`,
      { token: w.owner.token },
    );
    expect(order.body.customer.firstName).toBe('Test');

    await setStatus(w.api, customer, first.id, 'cancelled');
    const stillOne = await deleteOwnAccount(customer);
    expect(stillOne.status).toBe(409);
    expect(stillOne.body.message).toBe(
      'You have an order in progress. You can delete your account once it is collected or cancelled.',
    );

    for (const step of ['preparing', 'ready', 'picked_up']) {
      expect((await setStatus(w.api, w.owner, second.id, step)).status).toBe(200);
    }
    const deleted = await deleteOwnAccount(customer);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Your account has been deleted.');
  });
});
