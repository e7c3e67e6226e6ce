import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryView,
  MenuItemDetailView,
  MenuView,
} from '@pickup/projections/catalog/menus/views';
import { createMenuTestApi, type Fixture, type MenuTestApi } from './test-support';

let api: MenuTestApi;
let f: Fixture;
const owner = () => api.as('owner');

beforeAll(async () => {
  api = await createMenuTestApi();
  f = await api.fixture();
});
afterAll(() => api.close());

describe('items as the create and edit screens use them', () => {
  it('creates an item with its ingredients and sides in one call and answers its id', async () => {
    const res = await api.call<MenuItemDetailView>(
      'POST',
      `/api/categories/${f.categoryId}/items`,
      {
        ...owner(),
        body: {
          name: 'Double Bacon',
          description: 'Two patties',
          price: '14.50',
          ingredients: [
            { ingredientId: f.extraIngredientId, isIncluded: false },
            { ingredientId: f.ingredientId },
          ],
          sides: [f.sideId],
        },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      menuId: f.menuId,
      categoryId: f.categoryId,
      name: 'Double Bacon',
      price: '14.50',
      requiredSides: 1,
      sides: [{ id: f.sideId, sideId: f.sideId, name: 'Fries', price: '3.00' }],
    });
    expect(res.body.ingredients).toEqual([
      {
        id: f.extraIngredientId,
        ingredientId: f.extraIngredientId,
        name: 'Bacon',
        type: 'possible',
        price: '1.50',
        maxQuantity: 2,
        isIncluded: false,
        ingredient: {
          id: f.extraIngredientId,
          name: 'Bacon',
          type: 'possible',
          price: '1.50',
          maxQuantity: 2,
        },
      },
      expect.objectContaining({ ingredientId: f.ingredientId, type: 'optional', isIncluded: true }),
    ]);
    const read = await api.call('GET', `/api/menu-items/${res.body.id}/ingredients`);
    expect(read.body).toEqual(res.body.ingredients);
    const tree = await api.call('GET', `/api/menu-items/${res.body.id}`);
    expect(tree.body).toEqual(res.body);
  });

  it('creates through the menu path in the category named in the body, of this menu only', async () => {
    const ok = await api.call<MenuItemDetailView>('POST', `/api/menus/${f.menuId}/items`, {
      ...owner(),
      body: { name: 'Nachos', price: 9, categoryId: f.otherCategoryId },
    });
    expect([ok.status, ok.body.categoryId]).toEqual([201, f.otherCategoryId]);
    const other = await api.fixture({ restaurantId: f.restaurantId });
    const wrong = await api.call<{ message: string }>('POST', `/api/menus/${f.menuId}/items`, {
      ...owner(),
      body: { name: 'Nachos', price: 9, categoryId: other.categoryId },
    });
    expect([wrong.status, wrong.body.message]).toEqual([404, 'Category not found']);
  });

  it('stores an image address without its signing query, by PUT /image or with the edit', async () => {
    const image = await api.call<MenuItemDetailView>('PUT', `/api/menu-items/${f.itemId}/image`, {
      ...owner(),
      body: { imageUrl: 'http://pickup.test/objects/a.png?sig=abc&exp=1' },
    });
    expect(image.body.imageUrl).toBe('http://pickup.test/objects/a.png');
    const edit = await api.call<MenuItemDetailView>('PUT', `/api/menu-items/${f.itemId}`, {
      ...owner(),
      body: { name: 'Cheeseburger Deluxe', imageUrl: 'http://pickup.test/objects/b.png?sig=x' },
    });
    expect([edit.body.name, edit.body.imageUrl]).toEqual([
      'Cheeseburger Deluxe',
      'http://pickup.test/objects/b.png',
    ]);
  });

  it('replaces links on edit, and an empty list clears them', async () => {
    const set = await api.call('PUT', `/api/menu-items/${f.itemId}/sides`, {
      ...owner(),
      body: { sides: [] },
    });
    expect([set.status, set.body]).toEqual([200, []]);
    const item = await api.call<MenuItemDetailView>('GET', `/api/menu-items/${f.itemId}`);
    expect(item.body.sides).toEqual([]);
  });
});

describe('menus and categories', () => {
  it('numbers a new category after the existing ones and lists them in display order', async () => {
    const res = await api.call<CategoryView>('POST', `/api/menus/${f.menuId}/categories`, {
      ...owner(),
      body: { name: 'Desserts', sidesRequired: '2' },
    });
    expect(res.body).toMatchObject({ displayOrder: 3, sidesRequired: 2, includesDrink: false });
    await api.call('PUT', `/api/categories/${res.body.id}`, {
      ...owner(),
      body: { displayOrder: 1 },
    });
    await api.call('PUT', `/api/categories/${f.categoryId}`, {
      ...owner(),
      body: { displayOrder: 5 },
    });
    const list = await api.call<CategoryView[]>('GET', `/api/menus/${f.menuId}/categories`);
    expect(list.body.map((c) => c.name)).toEqual(['Desserts', 'Starters', 'Burgers']);
  });

  it('answers a menu with its availability line and defaults', async () => {
    const day = { start: '06:00', end: '22:00', closed: false };
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        day,
      ]),
    );
    const res = await api.call<MenuView>('POST', `/api/restaurants/${f.restaurantId}/menus`, {
      ...owner(),
      body: { name: 'Breakfast', availableHours: hours },
    });
    expect(res.body).toMatchObject({
      restaurantId: f.restaurantId,
      cutoffMinutes: 15,
      isActive: true,
      availability: 'Daily 06:00-22:00',
    });
    const always = await api.call<MenuView>('GET', `/api/menus/${f.menuId}`);
    expect(always.body.availability).toBe('Always available');
  });
});
