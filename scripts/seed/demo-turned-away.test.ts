import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandStream } from '@pickup/domain/ordering/turned-away';
import { restaurantTurnedAwaySchema } from '@pickup/projections/demand/contract';
import { TURNED_AWAY_PROJECTION } from '@pickup/projections/demand/turned-away';
import { createWorld, type World } from '@pickup/api/ordering/testing/world';
import { seedDemoTurnedAway } from './demo-turned-away';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

describe('seedDemoTurnedAway', () => {
  it('gives the restaurant three weeks of orders turned away, once', async () => {
    const deps = { store: w.api.store, now: w.api.now };
    expect(await seedDemoTurnedAway(deps, w.restaurantId)).toBe(19);
    expect(await seedDemoTurnedAway(deps, w.restaurantId)).toBe(0);
    const read = await w.api.store.readStream(demandStream(w.restaurantId));
    const last = read.events.at(-1)?.checkpoint ?? '';
    expect(await w.api.runner.waitFor(last, [TURNED_AWAY_PROJECTION])).toBe(true);

    const res = await w.api.call('GET', `/api/restaurants/${w.restaurantId}/turned-away`, {
      token: w.owner.token,
    });
    const figures = restaurantTurnedAwaySchema.parse(res.body);
    expect(figures.total.orders).toBe(19);
    expect(figures.total.causes.map((c) => c.cause)).toEqual([
      'slot_full',
      'sold_out',
      'paused',
      'closed',
      'outside_hours',
      'order_limit',
    ]);
    expect(figures.days.length).toBeGreaterThanOrEqual(7);
  });
});
