import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenuTestApi, type Fixture, type MenuTestApi } from './test-support';

/** Every validation message of the menu calls, with the field it points at. */

interface Case {
  label: string;
  method: 'POST' | 'PUT';
  path: (f: Fixture) => string;
  body: (f: Fixture) => unknown;
  pointer: string;
  detail: string;
}

const menus = (f: Fixture) => `/api/restaurants/${f.restaurantId}/menus`;
const menu = (f: Fixture) => `/api/restaurants/${f.restaurantId}/menus/${f.menuId}`;
const drinks = (f: Fixture) => `/api/menus/${f.menuId}/drinks`;
const categories = (f: Fixture) => `/api/menus/${f.menuId}/categories`;
const items = (f: Fixture) => `/api/categories/${f.categoryId}/items`;
const item = (f: Fixture) => `/api/menu-items/${f.itemId}`;
const ingredients = (f: Fixture) => `/api/categories/${f.categoryId}/ingredients`;
const sides = (f: Fixture) => `/api/categories/${f.categoryId}/sides`;
const copyIngredients = (f: Fixture) => `/api/categories/${f.otherCategoryId}/ingredients/copy`;
const copySides = (f: Fixture) => `/api/categories/${f.otherCategoryId}/sides/copy`;
const burger = { name: 'Burger', price: 9 };

const CASES: Case[] = [
  {
    label: 'menu name',
    method: 'POST',
    path: menus,
    body: () => ({}),
    pointer: '/name',
    detail: 'Menu name is required',
  },
  {
    label: 'blank menu name',
    method: 'PUT',
    path: menu,
    body: () => ({ name: '  ' }),
    pointer: '/name',
    detail: 'Menu name is required',
  },
  {
    label: 'cutoff over 120',
    method: 'POST',
    path: menus,
    body: () => ({ name: 'Late', cutoffMinutes: 121 }),
    pointer: '/cutoffMinutes',
    detail: 'Cutoff must be a whole number of minutes from 0 to 120',
  },
  {
    label: 'menu isActive',
    method: 'PUT',
    path: menu,
    body: () => ({ isActive: 'yes' }),
    pointer: '/isActive',
    detail: 'Must be true or false',
  },
  {
    label: 'hours day',
    method: 'PUT',
    path: menu,
    body: () => ({
      availableHours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          { start: d === 'monday' ? '' : '06:00', end: '22:00', closed: false },
        ]),
      ),
    }),
    pointer: '/availableHours/monday/start',
    detail: 'Start time required',
  },
  {
    label: 'drink name',
    method: 'POST',
    path: drinks,
    body: () => ({ price: 2 }),
    pointer: '/name',
    detail: 'Drink name is required',
  },
  {
    label: 'drink price',
    method: 'POST',
    path: drinks,
    body: () => ({ name: 'Tea', price: -1 }),
    pointer: '/price',
    detail: 'Price must be a valid number 0 or greater',
  },
  {
    label: 'category name',
    method: 'POST',
    path: categories,
    body: () => ({ name: '' }),
    pointer: '/name',
    detail: 'Category name is required',
  },
  {
    label: 'display order',
    method: 'POST',
    path: categories,
    body: () => ({ name: 'Pies', displayOrder: 0 }),
    pointer: '/displayOrder',
    detail: 'Display order must be at least 1',
  },
  {
    label: 'sides required below 0',
    method: 'POST',
    path: categories,
    body: () => ({ name: 'Pies', sidesRequired: -1 }),
    pointer: '/sidesRequired',
    detail: 'Sides required must be 0 or greater',
  },
  {
    label: 'sides required above 10',
    method: 'PUT',
    path: (f) => `/api/categories/${f.categoryId}`,
    body: () => ({ sidesRequired: 11 }),
    pointer: '/sidesRequired',
    detail: 'Maximum 10 sides allowed',
  },
  {
    label: 'item name',
    method: 'POST',
    path: items,
    body: () => ({ price: 5 }),
    pointer: '/name',
    detail: 'Item name is required',
  },
  {
    label: 'item price',
    method: 'POST',
    path: items,
    body: () => ({ name: 'Burger', price: 'abc' }),
    pointer: '/price',
    detail: 'Price must be a valid number (0 or greater)',
  },
  {
    label: 'negative item price on edit',
    method: 'PUT',
    path: item,
    body: () => ({ price: -0.01 }),
    pointer: '/price',
    detail: 'Price must be a valid number (0 or greater)',
  },
  {
    label: 'category of a menu-level create',
    method: 'POST',
    path: (f) => `/api/menus/${f.menuId}/items`,
    body: () => burger,
    pointer: '/categoryId',
    detail: 'Category is required',
  },
  {
    label: 'ingredient of another category',
    method: 'POST',
    path: (f) => `/api/categories/${f.otherCategoryId}/items`,
    body: (f) => ({ ...burger, ingredients: [{ ingredientId: f.ingredientId, isIncluded: true }] }),
    pointer: '/ingredients/0/ingredientId',
    detail: 'Ingredient not found in this category',
  },
  {
    label: 'ingredient twice',
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}/ingredients`,
    body: (f) => ({
      ingredients: [{ ingredientId: f.ingredientId }, { ingredientId: f.ingredientId }],
    }),
    pointer: '/ingredients/1/ingredientId',
    detail: 'Ingredient listed more than once',
  },
  {
    label: 'ingredients not a list',
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}/ingredients`,
    body: () => ({ ingredients: 'all' }),
    pointer: '/ingredients',
    detail: 'Ingredients must be a list',
  },
  {
    label: 'side of another category',
    method: 'POST',
    path: (f) => `/api/categories/${f.otherCategoryId}/items`,
    body: (f) => ({ ...burger, sides: [f.sideId] }),
    pointer: '/sides/0',
    detail: 'Side not found in this category',
  },
  {
    label: 'side twice',
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}/sides`,
    body: (f) => ({ sides: [f.sideId, f.sideId] }),
    pointer: '/sides/1',
    detail: 'Side listed more than once',
  },
  {
    label: 'sides not a list',
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}/sides`,
    body: () => ({ sides: 'fries' }),
    pointer: '/sides',
    detail: 'Sides must be a list of ids',
  },
  {
    label: 'image address',
    method: 'PUT',
    path: (f) => `/api/menu-items/${f.itemId}/image`,
    body: () => ({ imageUrl: '' }),
    pointer: '/imageUrl',
    detail: 'Image URL is required',
  },
  {
    label: 'ingredient name',
    method: 'POST',
    path: ingredients,
    body: () => ({ type: 'optional' }),
    pointer: '/name',
    detail: 'Ingredient name is required',
  },
  {
    label: 'ingredient type',
    method: 'POST',
    path: ingredients,
    body: () => ({ name: 'Egg', type: 'maybe' }),
    pointer: '/type',
    detail: 'Please select ingredient type',
  },
  {
    label: 'ingredient price',
    method: 'PUT',
    path: (f) => `/api/ingredients/${f.ingredientId}`,
    body: () => ({ price: -2 }),
    pointer: '/price',
    detail: 'Price must be a valid number (0 or greater)',
  },
  {
    label: 'ingredient max quantity',
    method: 'POST',
    path: ingredients,
    body: () => ({ name: 'Egg', type: 'possible', maxQuantity: 0 }),
    pointer: '/maxQuantity',
    detail: 'Max quantity must be a whole number from 1 to 99',
  },
  {
    label: 'side name',
    method: 'POST',
    path: sides,
    body: () => ({ price: 1 }),
    pointer: '/name',
    detail: 'Side name is required',
  },
  {
    label: 'side price',
    method: 'PUT',
    path: (f) => `/api/sides/${f.sideId}`,
    body: () => ({ price: 'free' }),
    pointer: '/price',
    detail: 'Price must be a valid number (0 or greater)',
  },
  {
    label: 'copy source',
    method: 'POST',
    path: copyIngredients,
    body: (f) => ({ ingredientIds: [f.ingredientId] }),
    pointer: '/fromCategoryId',
    detail: 'Source category is required',
  },
  {
    label: 'nothing to copy (ingredients)',
    method: 'POST',
    path: copyIngredients,
    body: (f) => ({ fromCategoryId: f.categoryId, ingredientIds: [] }),
    pointer: '/ingredientIds',
    detail: 'Select at least one ingredient to copy',
  },
  {
    label: 'nothing to copy (sides)',
    method: 'POST',
    path: copySides,
    body: (f) => ({ fromCategoryId: f.categoryId, sideIds: [] }),
    pointer: '/sideIds',
    detail: 'Select at least one side to copy',
  },
];

let api: MenuTestApi;
let f: Fixture;

beforeAll(async () => {
  api = await createMenuTestApi();
  f = await api.fixture();
});
afterAll(() => api.close());

describe('menu validation', () => {
  it.each(CASES)('$label: 400 "$detail"', async (c) => {
    const before = await api.snapshot();
    const res = await api.call<{ message: string; errors: { pointer: string; detail: string }[] }>(
      c.method,
      c.path(f),
      { ...api.as('owner'), body: c.body(f) },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ pointer: c.pointer, detail: c.detail });
    expect(res.body.message).toBe(res.body.errors[0]?.detail);
    expect(await api.snapshot()).toEqual(before);
  });

  it('accepts an item priced 0 and answers prices in dollars (DECISIONS 25)', async () => {
    const res = await api.call<{ id: string; price: string }>('POST', items(f), {
      ...api.as('owner'),
      body: { name: 'Tap water', price: '0' },
    });
    expect(res.status).toBe(201);
    expect(res.body.price).toBe('0.00');
    const edited = await api.call<{ price: string }>('PUT', `/api/menu-items/${res.body.id}`, {
      ...api.as('owner'),
      body: { price: 19.99 },
    });
    expect(edited.body.price).toBe('19.99');
  });
});
