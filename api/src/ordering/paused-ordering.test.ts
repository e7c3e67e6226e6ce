import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-api';
import { controlService } from './testing/catalog';
import { addRestaurant, createWorld, orderBody, type World } from './testing/world';

// 17:00 UTC is 12:00 in New York; the restaurant has no hours, so it is open by construction.
const START = Date.parse('2030-01-15T17:00:00.000Z');
const clock = createTestClock(new Date(START));
let w: World;
beforeAll(async () => {
  w = await createWorld(clock);
});
afterAll(() => w.api.close());

const minutesLater = (m: number) => clock.set(new Date(START + m * 60_000));
const customerToken = async () => (await w.api.signIn(w.customer.email)).tokens.accessToken;

describe('placing an order while the kitchen has paused ordering', () => {
  it('is refused with the pause message until the pause runs out, then accepted', async () => {
    const menu = await addRestaurant(w, { timezone: 'America/New_York' });
    minutesLater(0);
    await controlService(w.api.bus, {
      type: 'PauseOrdering',
      restaurantId: menu.restaurantId,
      length: 30,
      now: clock.now().toISOString(),
    });
    const place = async () =>
      w.api.call<{ message?: string; id?: string }>('POST', '/api/orders', {
        token: await customerToken(),
        body: orderBody(menu),
      });

    minutesLater(29);
    const refused = await place();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Not taking orders right now, back at 12:30 PM');
    const mine = await w.api.call<unknown[]>('GET', `/api/orders`, {
      token: await customerToken(),
    });
    expect(mine.body).toEqual([]);

    // Nobody resumed: the pause simply ends at its time.
    minutesLater(30);
    expect((await place()).status).toBe(201);
  });

  it('promises later while rush mode lasts', async () => {
    const menu = await addRestaurant(w);
    minutesLater(40);
    await controlService(w.api.bus, {
      type: 'SetRushMode',
      restaurantId: menu.restaurantId,
      extraMinutes: 10,
      forMinutes: 30,
      now: clock.now().toISOString(),
    });
    const res = await w.api.call<{ createdAt: string; estimatedReadyAt: string }>(
      'POST',
      '/api/orders',
      { token: await customerToken(), body: orderBody(menu) },
    );
    expect(res.status).toBe(201);
    const minutes =
      (Date.parse(res.body.estimatedReadyAt) - Date.parse(res.body.createdAt)) / 60_000;
    expect(minutes).toBe(15 + 10);
  });
});

describe('placing an order with something sold out', () => {
  it('is refused with 409 naming it until the next opening, then accepted', async () => {
    // No hours and UTC: the "next opening" is the next midnight, 2030-01-16T00:00Z.
    const menu = await addRestaurant(w);
    minutesLater(0);
    await menu.change({
      type: 'MarkSoldOut',
      entry: { kind: 'item', id: menu.ids.burger },
      until: 'next_opening',
      now: clock.now().toISOString(),
      restaurantHours: { hours: null, timezone: 'UTC' },
    });
    const place = async () =>
      w.api.call<{ message?: string }>('POST', '/api/orders', {
        token: await customerToken(),
        body: orderBody(menu),
      });
    minutesLater(6 * 60 + 59);
    const refused = await place();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Sorry, Cheeseburger is sold out today');
    minutesLater(7 * 60);
    expect((await place()).status).toBe(201);
  });
});
