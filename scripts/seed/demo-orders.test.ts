import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRestaurant, createWorld, type World } from '@pickup/api/ordering/testing/world';
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
    const ids = await seedDemoOrders(deps, options);
    expect(ids).toHaveLength(11);

    const board = await w.api.call<{
      active: { status: string }[];
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

    expect(await seedDemoOrders(deps, options)).toEqual(ids);
    const all = await w.api.call<unknown[]>('GET', '/api/orders?limit=100', {
      token: w.admin.token,
    });
    expect(all.body).toHaveLength(11);
  });
});
