import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRestaurant, createWorld, type World } from '@pickup/api/ordering/testing/world';
import { updateRestaurant } from '@pickup/api/ordering/testing/catalog';
import { orderStream } from '@pickup/domain/ordering/order';
import type { RestaurantHandoff } from '@pickup/projections/handoff/contract';
import { HANDOFF_PROJECTION } from '@pickup/projections/handoff/handoff';
import { seedDemoOrders } from './demo-orders';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.api.close());

describe('seedDemoOrders', () => {
  it('fills the kitchen board, the lists and the stats, once', async () => {
    const second = await addRestaurant(w, { name: 'Second Place' });
    const deps = {
      pool: w.api.pool,
      store: w.api.store,
      bus: w.api.bus,
      waitFor: w.api.runner.waitFor.bind(w.api.runner),
      now: w.api.now,
    };
    const options = {
      customerId: w.customer.id,
      restaurants: [w.restaurantId, second.restaurantId],
      adminId: w.admin.id,
    };
    await updateRestaurant(w.api.bus, w.restaurantId, { checkPickupCode: true });
    const ids = await seedDemoOrders(deps, options);
    expect(ids).toHaveLength(11);

    const board = await w.api.call<{
      active: { status: string; arrival: unknown }[];
      completed: { status: string }[];
    }>('GET', `/api/restaurants/${w.restaurantId}/orders/board`, { token: w.owner.token });
    expect(board.body.active.map((o) => o.status)).toEqual([
      'ready',
      'preparing',
      'confirmed',
      'pending',
    ]);
    expect(new Set(board.body.completed.map((o) => o.status))).toEqual(
      new Set(['picked_up', 'completed', 'cancelled']),
    );
    const stats = await w.api.call<{ ordersToday: number }>(
      'GET',
      `/api/restaurants/${w.restaurantId}/stats`,
      { token: w.owner.token },
    );
    expect(stats.body.ordersToday).toBe(4);
    const arrivals = board.body.active.map((o) => o.arrival);
    expect(arrivals.filter(Boolean)).toHaveLength(2);

    // Issue 31: handed over with the code, and once by the owner without it.
    const handovers = [];
    for (const id of ids) {
      const d = await w.api.call<{
        statusHistory: { handover: string | null; reason: string | null }[];
      }>('GET', `/api/orders/${id}`, { token: w.admin.token });
      handovers.push(...d.body.statusHistory.filter((h) => h.handover !== null));
    }
    expect(new Set(handovers.map((h) => h.handover))).toEqual(new Set(['code', 'override']));
    expect(handovers.find((h) => h.handover === 'override')?.reason).toMatch(/Phone battery/);

    // The wait at the handoff has figures: four orders collected, all after "I'm here", two
    // of those customers before their food was ready.
    const lastEvent = (await w.api.store.readStream(orderStream(ids.at(-1) ?? ''))).events.at(-1);
    expect(await w.api.runner.waitFor(lastEvent?.checkpoint ?? '', [HANDOFF_PROJECTION])).toBe(
      true,
    );
    const wait = await w.api.call<RestaurantHandoff>(
      'GET',
      `/api/restaurants/${w.restaurantId}/handoff-wait`,
      { token: w.owner.token },
    );
    expect(wait.body.total).toEqual({
      collected: 4,
      medianReadyToCollectedMinutes: 3.5,
      p90ReadyToCollectedMinutes: 5.4,
      arrived: 4,
      medianArrivedToCollectedMinutes: 4,
      p90ArrivedToCollectedMinutes: 6.1,
      arrivedBeforeReadyShare: 0.5,
      medianWaitForReadyMinutes: 2,
    });

    expect(await seedDemoOrders(deps, options)).toEqual(ids);
    const all = await w.api.call<unknown[]>('GET', '/api/orders?limit=100', {
      token: w.admin.token,
    });
    expect(all.body).toHaveLength(11);
  });
});
