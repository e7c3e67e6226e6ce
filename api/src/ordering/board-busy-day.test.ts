import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-api';
import { addRestaurant, createWorld, placeOrder, setStatus, type World } from './testing/world';

const clock = createTestClock(new Date('2030-01-15T08:00:00.000Z'));
let w: World;
beforeAll(async () => {
  w = await createWorld(clock);
});
afterAll(() => w.api.close());

const at = (iso: string) => clock.set(new Date(iso));
/** Access tokens live 15 minutes on the test clock: sign in again after moving it on. */
const ownerToken = async () => (await w.api.signIn(w.owner.email)).tokens.accessToken;

interface Board {
  active: { id: string }[];
  completed: { id: string }[];
}

describe('kitchen board with a busy day', () => {
  it('still shows the oldest active order when more than 50 newer ones were placed after it', async () => {
    const menu = await addRestaurant(w);
    at('2030-01-15T08:01:00.000Z');
    const catering = await placeOrder(w.api, w.customer, menu);
    const later: string[] = [];
    for (let i = 0; i < 55; i++) {
      at(new Date(Date.parse('2030-01-15T08:02:00.000Z') + i * 5_000).toISOString());
      later.push((await placeOrder(w.api, w.customer, menu)).id);
    }
    // 52 of the later ones are finished: only 3 stay active beside the catering order.
    at('2030-01-15T08:10:00.000Z');
    for (const id of later.slice(0, 52)) await setStatus(w.api, w.customer, id, 'cancelled');

    const recent = await w.api.call<{ id: string }[]>(
      'GET',
      `/api/orders?restaurantId=${menu.restaurantId}`,
      { token: await ownerToken() },
    );
    expect(recent.body.map((o) => o.id)).not.toContain(catering.id);

    const res = await w.api.call<Board>(
      'GET',
      `/api/restaurants/${menu.restaurantId}/orders/board`,
      { token: await ownerToken() },
    );
    expect(res.status).toBe(200);
    expect(res.body.active.map((o) => o.id)).toEqual([catering.id, ...later.slice(52)]);
    expect(res.body.completed).toHaveLength(10);
  });
});
