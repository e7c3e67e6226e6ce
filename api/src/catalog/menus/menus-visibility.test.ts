import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenuTestApi, type Caller, type Fixture, type MenuTestApi } from './test-support';

/** Customers, anonymous callers and other owners never see inactive things; owner and admin do. */

interface Named {
  id: string;
  name: string;
}

let api: MenuTestApi;
let f: Fixture;
let hidden: { menuId: string; categoryId: string; itemId: string; sideId: string };

const BLIND: Caller[] = ['anonymous', 'customer', 'otherOwner'];
const SEEING: Caller[] = ['owner', 'admin'];

async function create<T>(path: string, body: unknown): Promise<T> {
  const res = await api.call<T>('POST', path, { ...api.as('owner'), body });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  api = await createMenuTestApi();
  f = await api.fixture();
  const menu = await create<Named>(`/api/restaurants/${f.restaurantId}/menus`, {
    name: 'Secret menu',
    isActive: false,
  });
  const category = await create<Named>(`/api/menus/${f.menuId}/categories`, {
    name: 'Off-menu',
    isActive: false,
  });
  const item = await create<Named>(`/api/categories/${f.categoryId}/items`, {
    name: 'Retired burger',
    price: 8,
    isActive: false,
  });
  const side = await create<Named>(`/api/categories/${f.categoryId}/sides`, {
    name: 'Onion rings',
    price: 3,
    isActive: false,
  });
  await create(`/api/menus/${f.menuId}/drinks`, { name: 'Old soda', price: 1, isActive: false });
  await api.call('PUT', `/api/ingredients/${f.extraIngredientId}`, {
    ...api.as('owner'),
    body: { isActive: false },
  });
  await api.call('PUT', `/api/menu-items/${f.itemId}/sides`, {
    ...api.as('owner'),
    body: { sides: [f.sideId, side.id] },
  });
  hidden = { menuId: menu.id, categoryId: category.id, itemId: item.id, sideId: side.id };
});
afterAll(() => api.close());

const names = (list: Named[]) => list.map((x) => x.name);

describe.each(BLIND)('as %s', (caller) => {
  it('lists only active menus, categories, items, drinks, ingredients and sides', async () => {
    const get = async (path: string) => (await api.call<Named[]>('GET', path, api.as(caller))).body;
    expect(names(await get(`/api/restaurants/${f.restaurantId}/menus`))).toEqual(['Dinner']);
    expect(names(await get(`/api/menus/${f.menuId}/categories`))).toEqual(['Burgers', 'Starters']);
    expect(names(await get(`/api/categories/${f.categoryId}/items`))).toEqual(['Cheeseburger']);
    expect(names(await get(`/api/menus/${f.menuId}/items`))).toEqual(['Cheeseburger']);
    expect(names(await get(`/api/menus/${f.menuId}/drinks`))).toEqual(['Cola']);
    expect(names(await get(`/api/categories/${f.categoryId}/ingredients`))).toEqual(['Pickles']);
    expect(names(await get(`/api/categories/${f.categoryId}/sides`))).toEqual(['Fries']);
    expect(names(await get(`/api/menu-items/${f.itemId}/ingredients`))).toEqual(['Pickles']);
    expect(names(await get(`/api/menu-items/${f.itemId}/sides`))).toEqual(['Fries']);
  });

  it('gets 404 for a direct read of an inactive menu, category or item', async () => {
    const paths = [
      [`/api/menus/${hidden.menuId}`, 'Menu not found'],
      [`/api/menus/${hidden.menuId}/categories`, 'Menu not found'],
      [`/api/categories/${hidden.categoryId}`, 'Category not found'],
      [`/api/categories/${hidden.categoryId}/items`, 'Category not found'],
      [`/api/menu-items/${hidden.itemId}`, 'Menu item not found'],
      [`/api/menu-items/${hidden.itemId}/ingredients`, 'Menu item not found'],
    ];
    for (const [path, message] of paths) {
      const res = await api.call<{ message: string }>('GET', path as string, api.as(caller));
      expect([path, res.status, res.body.message]).toEqual([path, 404, message]);
    }
  });
});

describe.each(SEEING)('as %s', (caller) => {
  it('sees inactive things too', async () => {
    const get = async (path: string) => (await api.call<Named[]>('GET', path, api.as(caller))).body;
    expect(names(await get(`/api/restaurants/${f.restaurantId}/menus`))).toEqual([
      'Dinner',
      'Secret menu',
    ]);
    expect(names(await get(`/api/menus/${f.menuId}/categories`))).toEqual([
      'Burgers',
      'Starters',
      'Off-menu',
    ]);
    expect(names(await get(`/api/categories/${f.categoryId}/items`))).toEqual([
      'Cheeseburger',
      'Retired burger',
    ]);
    expect(names(await get(`/api/menu-items/${f.itemId}/sides`))).toEqual(['Fries', 'Onion rings']);
    expect(names(await get(`/api/menu-items/${f.itemId}/ingredients`))).toEqual([
      'Pickles',
      'Bacon',
    ]);
    const item = await api.call<Named>('GET', `/api/menu-items/${hidden.itemId}`, api.as(caller));
    expect(item.body.name).toBe('Retired burger');
  });
});

describe('an inactive restaurant', () => {
  it('hides its menus from customers but not from its owner', async () => {
    const r = await api.createRestaurant({ isActive: false });
    const other = await api.fixture({ restaurantId: r });
    for (const caller of BLIND) {
      const res = await api.call<{ message: string }>(
        'GET',
        `/api/restaurants/${r}/menus`,
        api.as(caller),
      );
      expect([caller, res.status, res.body.message]).toEqual([caller, 404, 'Restaurant not found']);
      const item = await api.call('GET', `/api/menu-items/${other.itemId}`, api.as(caller));
      expect(item.status).toBe(404);
    }
    const own = await api.call<Named[]>('GET', `/api/restaurants/${r}/menus`, api.as('owner'));
    expect(names(own.body)).toEqual(['Dinner']);

    await api.restaurantEvent(r, {
      type: 'RestaurantUpdated',
      data: { restaurantId: r, changes: { isActive: true } },
    });
    const now = await api.call<Named[]>('GET', `/api/restaurants/${r}/menus`, api.as('customer'));
    expect(names(now.body)).toEqual(['Dinner']);
  });

  it('follows an owner change: the new owner manages it, the old one no longer', async () => {
    const g = await api.fixture();
    await api.restaurantEvent(g.restaurantId, {
      type: 'RestaurantUpdated',
      data: { restaurantId: g.restaurantId, changes: { ownerId: 'otherOwner-user' } },
    });
    const old = await api.call('PUT', `/api/drinks/${g.drinkId}`, {
      ...api.as('owner'),
      body: { name: 'Pop' },
    });
    expect(old.status).toBe(403);
    const next = await api.call<Named>('PUT', `/api/drinks/${g.drinkId}`, {
      ...api.as('otherOwner'),
      body: { name: 'Pop' },
    });
    expect([next.status, next.body.name]).toEqual([200, 'Pop']);
  });
});
