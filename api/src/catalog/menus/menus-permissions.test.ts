import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  createMenuTestApi,
  type Caller,
  type Fixture,
  type MenuTestApi,
} from './test-support';

/** Every menu write × every kind of caller: who may, and that a refusal changes nothing. */

interface WriteCall {
  method: 'POST' | 'PUT' | 'DELETE';
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  ok: number;
}

const WRITES: WriteCall[] = [
  {
    method: 'POST',
    path: (f) => `/api/restaurants/${f.restaurantId}/menus`,
    body: () => ({ name: 'Lunch' }),
    ok: 201,
  },
  {
    method: 'PUT',
    path: (f) => `/api/restaurants/${f.restaurantId}/menus/${f.menuId}`,
    body: () => ({ name: 'Late' }),
    ok: 200,
  },
  {
    method: 'DELETE',
    path: (f) => `/api/restaurants/${f.restaurantId}/menus/${f.menuId}`,
    ok: 204,
  },
  {
    method: 'POST',
    path: (f) => `/api/menus/${f.menuId}/drinks`,
    body: () => ({ name: 'Tea', price: 2.5 }),
    ok: 201,
  },
  {
    method: 'PUT',
    path: (f) => `/api/drinks/${f.drinkId}`,
    body: () => ({ price: '2.25' }),
    ok: 200,
  },
  { method: 'DELETE', path: (f) => `/api/drinks/${f.drinkId}`, ok: 204 },
  {
    method: 'POST',
    path: (f) => `/api/menus/${f.menuId}/categories`,
    body: () => ({ name: 'Desserts' }),
    ok: 201,
  },
  {
    method: 'PUT',
    path: (f) => `/api/categories/${f.categoryId}`,
    body: () => ({ name: 'Big Burgers' }),
    ok: 200,
  },
  { method: 'DELETE', path: (f) => `/api/categories/${f.categoryId}`, ok: 204 },
  {
    method: 'POST',
    path: (f) => `/api/categories/${f.categoryId}/items`,
    body: () => ({ name: 'Veggie', price: 11 }),
    ok: 201,
  },
  {
    method: 'POST',
    path: (f) => `/api/menus/${f.menuId}/items`,
    body: (f) => ({ name: 'Veggie', price: 11, categoryId: f.categoryId }),
    ok: 201,
  },
  {
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}`,
    body: () => ({ price: 13 }),
    ok: 200,
  },
  { method: 'DELETE', path: (f) => `/api/menu-items/${f.itemId}`, ok: 204 },
  {
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}/ingredients`,
    body: (f) => ({ ingredients: [{ ingredientId: f.extraIngredientId, isIncluded: false }] }),
    ok: 200,
  },
  {
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}/sides`,
    body: () => ({ sides: [] }),
    ok: 200,
  },
  {
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}/image`,
    body: () => ({ imageUrl: 'http://pickup.test/objects/burger.png' }),
    ok: 200,
  },
  {
    method: 'POST',
    path: (f) => `/api/categories/${f.categoryId}/ingredients`,
    body: () => ({ name: 'Egg', type: 'possible', price: 1 }),
    ok: 201,
  },
  {
    method: 'PUT',
    path: (f) => `/api/ingredients/${f.ingredientId}`,
    body: () => ({ price: 0.75 }),
    ok: 200,
  },
  { method: 'DELETE', path: (f) => `/api/ingredients/${f.ingredientId}`, ok: 204 },
  {
    method: 'POST',
    path: (f) => `/api/categories/${f.categoryId}/sides`,
    body: () => ({ name: 'Salad', price: 4 }),
    ok: 201,
  },
  {
    method: 'PUT',
    path: (f) => `/api/sides/${f.sideId}`,
    body: () => ({ isActive: false }),
    ok: 200,
  },
  { method: 'DELETE', path: (f) => `/api/sides/${f.sideId}`, ok: 204 },
  {
    method: 'POST',
    path: (f) => `/api/categories/${f.otherCategoryId}/ingredients/copy`,
    body: (f) => ({ fromCategoryId: f.categoryId, ingredientIds: [f.ingredientId] }),
    ok: 201,
  },
  {
    method: 'POST',
    path: (f) => `/api/categories/${f.otherCategoryId}/sides/copy`,
    body: (f) => ({ fromCategoryId: f.categoryId, sideIds: [f.sideId] }),
    ok: 201,
  },
];

const REFUSED: Partial<Record<Caller, number>> = { anonymous: 401, customer: 403, otherOwner: 403 };

// Readable placeholders for the test names.
const PATHS: Fixture = {
  restaurantId: ':restaurantId',
  menuId: ':menuId',
  drinkId: ':drinkId',
  categoryId: ':categoryId',
  otherCategoryId: ':otherCategoryId',
  itemId: ':itemId',
  ingredientId: ':ingredientId',
  extraIngredientId: ':ingredientId2',
  sideId: ':sideId',
};

const cases = WRITES.flatMap((call) =>
  CALLERS.map((caller) => ({ call, caller, label: `${call.method} ${call.path(PATHS)}` })),
);

let api: MenuTestApi;
let shared: Fixture;

beforeAll(async () => {
  api = await createMenuTestApi();
  shared = await api.fixture();
});
afterAll(() => api.close());

describe('menu writes by role', () => {
  it.each(cases)('$label as $caller', async ({ call, caller }) => {
    const refused = REFUSED[caller];
    const f = refused ? shared : await api.fixture();
    const before = await api.snapshot();
    const res = await api.call<{ message?: string }>(call.method, call.path(f), {
      ...api.as(caller),
      body: call.body?.(f),
    });
    const after = await api.snapshot();
    if (refused) {
      expect(res.status).toBe(refused);
      expect(res.body.message).toBeTruthy();
      expect(after).toEqual(before);
    } else {
      expect(res.status).toBe(call.ok);
      expect(after).not.toEqual(before);
    }
  });
});

describe('menu reads by role', () => {
  const READS = [
    (f: Fixture) => `/api/restaurants/${f.restaurantId}/menus`,
    (f: Fixture) => `/api/menus/${f.menuId}`,
    (f: Fixture) => `/api/menus/${f.menuId}/drinks`,
    (f: Fixture) => `/api/menus/${f.menuId}/categories`,
    (f: Fixture) => `/api/menus/${f.menuId}/items`,
    (f: Fixture) => `/api/categories/${f.categoryId}`,
    (f: Fixture) => `/api/categories/${f.categoryId}/items`,
    (f: Fixture) => `/api/categories/${f.categoryId}/ingredients`,
    (f: Fixture) => `/api/categories/${f.categoryId}/sides`,
    (f: Fixture) => `/api/menu-items/${f.itemId}`,
    (f: Fixture) => `/api/menu-items/${f.itemId}/ingredients`,
    (f: Fixture) => `/api/menu-items/${f.itemId}/sides`,
  ];
  const readCases = READS.flatMap((path) =>
    CALLERS.map((caller) => ({ path, caller, label: path(PATHS) })),
  );

  it.each(readCases)('GET $label as $caller shows active things', async ({ path, caller }) => {
    const res = await api.call('GET', path(shared), api.as(caller));
    expect(res.status).toBe(200);
    expect(res.body).not.toEqual([]);
  });

  it('answers 404 with the spec message for ids that do not exist', async () => {
    const missing = [
      ['/api/restaurants/nope/menus', 'Restaurant not found'],
      ['/api/menus/nope/categories', 'Menu not found'],
      ['/api/categories/nope/items', 'Category not found'],
      ['/api/menu-items/nope', 'Menu item not found'],
    ] as const;
    for (const [path, message] of missing) {
      const res = await api.call<{ message: string }>('GET', path, api.as('admin'));
      expect([path, res.status, res.body.message]).toEqual([path, 404, message]);
    }
    const put = await api.call<{ message: string }>('PUT', '/api/drinks/nope', {
      ...api.as('owner'),
      body: { name: 'x' },
    });
    expect([put.status, put.body.message]).toEqual([404, 'Drink not found']);
  });

  it("refuses a menu addressed under another restaurant's path", async () => {
    const other = await api.fixture();
    const res = await api.call(
      'PUT',
      `/api/restaurants/${shared.restaurantId}/menus/${other.menuId}`,
      {
        ...api.as('admin'),
        body: { name: 'Moved' },
      },
    );
    expect(res.status).toBe(404);
    expect((await api.tree(other.restaurantId))[0]?.name).toBe('Dinner');
  });
});
