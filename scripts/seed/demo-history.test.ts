import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tonight } from '@pickup/projections/forecast/contract';
import { FORECAST_SUMMARY_PROJECTION } from '@pickup/projections/forecast/forecast-summary';
import { createRestaurant } from '@pickup/api/ordering/testing/catalog';
import { createWorld, type World } from '@pickup/api/ordering/testing/world';
import { createTestClock } from '@pickup/api/testing/test-api';
import { seedDemoMenus } from './demo-menus';
import { seedDemoHistory } from './demo-history';

// Tuesday 2030-01-15, 10:00 in Boston.
const clock = createTestClock(new Date('2030-01-15T15:00:00.000Z'));
let w: World;
beforeAll(async () => {
  w = await createWorld(clock);
});
afterAll(() => w.api.close());

describe('seedDemoHistory', () => {
  it("gives the trattoria eight weeks of dinners the owner's forecast reads, once", async () => {
    const restaurantId = await createRestaurant(w.api.bus, {
      ownerId: w.owner.id,
      name: 'North End Trattoria',
      timezone: 'America/New_York',
    });
    await seedDemoMenus({ bus: w.api.bus }, new Map([['north-end-trattoria', restaurantId]]));
    const deps = {
      pool: w.api.pool,
      store: w.api.store,
      bus: w.api.bus,
      waitFor: w.api.runner.waitFor.bind(w.api.runner),
      now: w.api.now,
    };
    const options = { customerId: w.customer.id, restaurantId };
    const history = await seedDemoHistory(deps, options);
    // 8 weeks of 12–32 orders a night, quieter in the first weeks.
    expect(history.orders).toBeGreaterThan(8 * 100);
    expect(history.orders).toBeLessThan(8 * 140 * 1.2);
    expect(await seedDemoHistory(deps, options)).toEqual({ orders: 0, checkpoint: null });
    // A thousand orders through every ordering read model: more than a request's wait.
    const caughtUp = await w.api.runner.waitFor(
      history.checkpoint ?? '',
      [FORECAST_SUMMARY_PROJECTION],
      60_000,
    );
    expect(caughtUp).toBe(true);

    const tonight = async () =>
      (
        await w.api.call<Tonight>('GET', `/api/restaurants/${restaurantId}/forecast`, {
          token: w.owner.token,
        })
      ).body;
    const { forecast, yesterday } = await tonight();
    expect(yesterday.status).toBe('ready');
    if (forecast.status !== 'ready') throw new Error('expected a forecast');
    expect(forecast.weeks).toHaveLength(8);
    expect(forecast.slots.map((s) => s.slot)).toContain('18:30');
    const sixPm = forecast.prep.find((h) => h.by === '18:00');
    expect(sixPm?.items[0]?.name).toBe('Margherita');
  });
});
