import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IngredientView,
  MenuItemDetailView,
  SideView,
} from '@pickup/projections/catalog/menus/views';
import { loadMenu, menuIdOfItem } from './load';
import { createMenuTestApi, type Fixture, type MenuTestApi } from './test-support';

let api: MenuTestApi;

beforeAll(async () => {
  api = await createMenuTestApi();
});
afterAll(() => api.close());

const status = async (path: string) => (await api.call('GET', path, api.as('admin'))).status;
const del = async (path: string) => (await api.call('DELETE', path, api.as('owner'))).status;

describe('deletes cascade as the data model says', () => {
  it('menu → drinks, categories, items, ingredients, sides', async () => {
    const f = await api.fixture();
    expect(await del(`/api/restaurants/${f.restaurantId}/menus/${f.menuId}`)).toBe(204);
    expect(await status(`/api/menus/${f.menuId}/drinks`)).toBe(404);
    expect(await status(`/api/categories/${f.categoryId}`)).toBe(404);
    expect(await status(`/api/menu-items/${f.itemId}`)).toBe(404);
    expect(await menuIdOfItem(api.pool, f.itemId)).toBeNull();
    expect(await api.tree(f.restaurantId)).toEqual([]);
    expect((await loadMenu(api.store, f.menuId)).status).toBe('deleted');
  });

  it('category → its items, ingredients, sides and their links; the other category stays', async () => {
    const f = await api.fixture();
    const starter = await api.call<{ id: string }>(
      'POST',
      `/api/categories/${f.otherCategoryId}/items`,
      {
        ...api.as('owner'),
        body: { name: 'Wings', price: 7.5 },
      },
    );
    expect(await del(`/api/categories/${f.categoryId}`)).toBe(204);
    expect(await status(`/api/menu-items/${f.itemId}`)).toBe(404);
    expect(await status(`/api/categories/${f.categoryId}/ingredients`)).toBe(404);
    const [menu] = await api.tree(f.restaurantId);
    expect(menu?.categories.map((c) => c.name)).toEqual(['Starters']);
    expect(menu?.categories[0]?.menuItems.map((i) => i.id)).toEqual([starter.body.id]);
  });

  it('item → its links, while the category keeps its ingredients and sides', async () => {
    const f = await api.fixture();
    expect(await del(`/api/menu-items/${f.itemId}`)).toBe(204);
    expect(await status(`/api/menu-items/${f.itemId}/ingredients`)).toBe(404);
    const ingredients = await api.call<IngredientView[]>(
      'GET',
      `/api/categories/${f.categoryId}/ingredients`,
    );
    expect(ingredients.body.map((i) => i.name)).toEqual(['Pickles', 'Bacon']);
  });

  it('ingredient and side → the item links to them', async () => {
    const f = await api.fixture();
    expect(await del(`/api/ingredients/${f.extraIngredientId}`)).toBe(204);
    expect(await del(`/api/sides/${f.sideId}`)).toBe(204);
    const item = await api.call<MenuItemDetailView>('GET', `/api/menu-items/${f.itemId}`);
    expect(item.body.ingredients.map((i) => i.name)).toEqual(['Pickles']);
    expect(item.body.sides).toEqual([]);
  });

  it('restaurant deleted → its menus and everything in them', async () => {
    const f = await api.fixture();
    await api.restaurantEvent(f.restaurantId, {
      type: 'RestaurantDeleted',
      data: { restaurantId: f.restaurantId },
    });
    expect(await status(`/api/restaurants/${f.restaurantId}/menus`)).toBe(404);
    expect(await status(`/api/menus/${f.menuId}/categories`)).toBe(404);
    expect(await status(`/api/menu-items/${f.itemId}`)).toBe(404);
    const create = await api.call('POST', `/api/restaurants/${f.restaurantId}/menus`, {
      ...api.as('admin'),
      body: { name: 'Too late' },
    });
    expect(create.status).toBe(404);
  });
});

describe('copy ingredients and sides from another category of the same restaurant', () => {
  const copy = (f: Fixture, what: 'ingredients' | 'sides', body: object) =>
    api.call<{ copied: (IngredientView | SideView)[]; message?: string }>(
      'POST',
      `/api/categories/${f.otherCategoryId}/${what}/copy`,
      { ...api.as('owner'), body: { fromCategoryId: f.categoryId, ...body } },
    );

  it('copies (new ids, not links), and a second copy adds nothing', async () => {
    const f = await api.fixture();
    const first = await copy(f, 'ingredients', {
      ingredientIds: [f.ingredientId, f.extraIngredientId],
    });
    expect(first.status).toBe(201);
    expect(first.body.copied.map((i) => [i.name, i.price, i.categoryId])).toEqual([
      ['Pickles', '0.00', f.otherCategoryId],
      ['Bacon', '1.50', f.otherCategoryId],
    ]);
    expect(first.body.copied.map((i) => i.id)).not.toContain(f.ingredientId);

    const second = await copy(f, 'ingredients', { ingredientIds: [f.extraIngredientId] });
    expect([second.status, second.body.copied]).toEqual([201, []]);
    const list = await api.call<IngredientView[]>(
      'GET',
      `/api/categories/${f.otherCategoryId}/ingredients`,
    );
    expect(list.body.map((i) => i.name)).toEqual(['Pickles', 'Bacon']);

    // A copy is its own ingredient: changing it leaves the original alone.
    const bacon = first.body.copied[1] as IngredientView;
    await api.call('PUT', `/api/ingredients/${bacon.id}`, {
      ...api.as('owner'),
      body: { price: 2 },
    });
    const original = await api.call<IngredientView[]>(
      'GET',
      `/api/categories/${f.categoryId}/ingredients`,
    );
    expect(original.body.map((i) => i.price)).toEqual(['0.00', '1.50']);
  });

  it('copies sides the same way, also from another menu of the restaurant', async () => {
    const f = await api.fixture();
    const g = await api.fixture({ restaurantId: f.restaurantId });
    const res = await api.call<{ copied: SideView[] }>(
      'POST',
      `/api/categories/${g.otherCategoryId}/sides/copy`,
      { ...api.as('owner'), body: { fromCategoryId: f.categoryId, sideIds: [f.sideId] } },
    );
    expect(res.status).toBe(201);
    expect(res.body.copied.map((s) => [s.name, s.price, s.menuId])).toEqual([
      ['Fries', '3.00', g.menuId],
    ]);
    const again = await copy(g, 'sides', { fromCategoryId: f.categoryId, sideIds: [f.sideId] });
    expect(again.body.copied).toEqual([]);
  });

  it("refuses another restaurant's category, even for an admin, and changes nothing", async () => {
    const f = await api.fixture();
    const foreign = await api.fixture();
    const before = await api.snapshot();
    for (const caller of ['owner', 'admin'] as const) {
      const res = await api.call<{ message: string }>(
        'POST',
        `/api/categories/${f.otherCategoryId}/ingredients/copy`,
        {
          ...api.as(caller),
          body: { fromCategoryId: foreign.categoryId, ingredientIds: [foreign.ingredientId] },
        },
      );
      expect([res.status, res.body.message]).toEqual([
        403,
        'Can only copy from a category of the same restaurant',
      ]);
    }
    expect(await api.snapshot()).toEqual(before);
  });

  it('answers 404 for a source category or ingredient that does not exist', async () => {
    const f = await api.fixture();
    const noCategory = await copy(f, 'sides', { fromCategoryId: 'nope', sideIds: [f.sideId] });
    expect([noCategory.status, noCategory.body.message]).toEqual([404, 'Category not found']);
    const noIngredient = await copy(f, 'ingredients', { ingredientIds: ['nope'] });
    expect([noIngredient.status, noIngredient.body.message]).toEqual([404, 'Ingredient not found']);
  });
});
