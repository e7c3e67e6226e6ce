import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMenu } from '../../testing/sample-menu';
import { createRestaurantTestApi, type RestaurantTestApi } from './test-support';
import type { RestaurantView } from './views';

/** DECISIONS 27: customers are listed only restaurants they can order from. */

let api: RestaurantTestApi;
let menuLess: RestaurantView;
let othersMenuLess: RestaurantView;
const BOSTON = { latitude: 42.3601, longitude: -71.0589 };

beforeAll(async () => {
  api = await createRestaurantTestApi();
  await api.createRestaurant({ name: 'Full Menu Grill', ...BOSTON });
  menuLess = await api.createRestaurant({ name: 'Just Created', ...BOSTON }, { menu: false });
  othersMenuLess = await api.createRestaurant(
    { name: 'Someone Elses Empty', ownerId: api.otherOwner.id, ...BOSTON },
    { menu: false },
  );
}, 60_000);
afterAll(() => api?.close());

const names = (list: RestaurantView[]) => list.map((r) => r.name);

async function listed(token: string | undefined): Promise<Record<string, string[]>> {
  const list = await api.call<RestaurantView[]>('GET', '/api/restaurants', { token });
  const popular = await api.call<RestaurantView[]>('GET', '/api/restaurants/popular', { token });
  const nearby = await api.call<{ restaurants: RestaurantView[] }>(
    'GET',
    `/api/restaurants/nearby?lat=${BOSTON.latitude}&lng=${BOSTON.longitude}`,
    { token },
  );
  for (const res of [list, popular, nearby]) expect(res.status).toBe(200);
  return {
    list: names(list.body),
    popular: names(popular.body),
    nearby: names(nearby.body.restaurants),
  };
}

describe('a restaurant without an orderable menu', () => {
  it('is not listed to visitors or customers: list, popular or nearby', async () => {
    for (const token of [undefined, api.customer.token]) {
      for (const shown of Object.values(await listed(token))) {
        expect(shown).toContain('Full Menu Grill');
        expect(shown).not.toContain('Just Created');
        expect(shown).not.toContain('Someone Elses Empty');
      }
    }
  });

  it('is still listed to its owner and to admins, and its page still opens', async () => {
    const owners = await listed(api.owner.token);
    expect(owners.list).toContain('Just Created');
    expect(owners.list).not.toContain('Someone Elses Empty');
    const admins = await listed(api.admin.token);
    expect(admins.list).toEqual(expect.arrayContaining(['Just Created', 'Someone Elses Empty']));
    const page = await api.call('GET', `/api/restaurants/${othersMenuLess.id}`);
    expect(page.status).toBe(200);
  });

  it('is listed once it has a menu with an item', async () => {
    const actor = { userId: api.admin.id, role: 'admin' as const, mustChangePassword: false };
    await addMenu(api.bus, actor, { id: menuLess.id, ownerId: api.owner.id }, { items: 1 });
    for (const shown of Object.values(await listed(api.customer.token))) {
      expect(shown).toContain('Just Created');
    }
  });
});
