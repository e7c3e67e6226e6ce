import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUISINES } from '@pickup/domain/catalog/schemas';
import { usersReadModel } from '@pickup/api/catalog/restaurants/ports';
import {
  createRestaurantTestApi,
  type RestaurantTestApi,
} from '@pickup/api/catalog/restaurants/test-support';
import type { RestaurantView } from '@pickup/api/catalog/restaurants/views';
import { DEMO_RESTAURANTS, seedDemoRestaurants } from './demo-restaurants';

let api: RestaurantTestApi;
beforeAll(async () => {
  api = await createRestaurantTestApi();
});
afterAll(() => api?.close());

describe('seedDemoRestaurants', () => {
  it('creates restaurants of every cuisine around Boston for both owners, once', async () => {
    const deps = { bus: api.bus, findUser: usersReadModel(api.pool) };
    const owners = { ownerId: api.owner.id, owner2Id: api.otherOwner.id };
    await seedDemoRestaurants(deps, owners);
    await seedDemoRestaurants(deps, owners);

    const list = await api.call<RestaurantView[]>('GET', '/api/restaurants', {
      token: api.admin.token,
    });
    expect(list.body).toHaveLength(DEMO_RESTAURANTS.length);
    expect(list.body.length).toBeGreaterThanOrEqual(16);
    expect(new Set(list.body.map((r) => r.cuisine))).toEqual(new Set(CUISINES));
    // Whatever the hour: at least one demo restaurant takes orders around the clock.
    expect(list.body.filter((r) => r.openStatus.open && r.openStatus.closesAt === null)).toEqual([
      expect.objectContaining({ name: 'South Station Diner', hours: null }),
    ]);
    const owned = (id: string) => list.body.filter((r) => r.ownerId === id).length;
    expect(owned(api.owner.id)).toBeGreaterThan(0);
    expect(owned(api.otherOwner.id)).toBeGreaterThan(0);

    // Customers are shown only restaurants with a menu (their menus are another seed's); an
    // admin sees every restaurant near Boston.
    const near = await api.call<{ restaurants: unknown[] }>(
      'GET',
      '/api/restaurants/nearby?lat=42.3601&lng=-71.0589&radius=15&unit=km&limit=100',
      { token: api.admin.token },
    );
    expect(near.body.restaurants).toHaveLength(DEMO_RESTAURANTS.length);
  });
});
