import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Category, Drink, Ingredient, MenuDetails, MenuItemDetails, Side } from './menu-types';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  copyIngredientsSchema,
  copySidesSchema,
  drinkCreateSchema,
  ingredientCreateSchema,
  ingredientUpdateSchema,
  itemIngredientsSchema,
  itemSidesSchema,
  menuCreateSchema,
  menuItemCreateSchema,
  menuItemUpdateSchema,
  menuUpdateSchema,
  sideCreateSchema,
  type CategoryCreateBody,
  type MenuCreateBody,
} from './menu-schemas';
import { messages } from './schema.fixtures';

describe('menu', () => {
  it('defaults and messages', () => {
    expect(menuCreateSchema.parse({ name: 'Lunch' })).toEqual({
      name: 'Lunch',
      description: '',
      availableHours: null,
      cutoffMinutes: 15,
      isActive: true,
    });
    expect(messages(menuCreateSchema, { name: ' ', cutoffMinutes: 121, isActive: 'yes' })).toEqual({
      name: ['Menu name is required'],
      cutoffMinutes: ['Cutoff must be a whole number of minutes from 0 to 120'],
      isActive: ['Must be true or false'],
    });
    expect(messages(menuCreateSchema, {})).toEqual({ name: ['Menu name is required'] });
    expect(menuUpdateSchema.parse({ cutoffMinutes: '0' })).toEqual({ cutoffMinutes: 0 });
  });
});

describe('drink', () => {
  it('needs a name and a price of 0 or more', () => {
    expect(drinkCreateSchema.parse({ name: 'Cola', price: '1.99' })).toEqual({
      name: 'Cola',
      price: 1.99,
      isActive: true,
    });
    expect(messages(drinkCreateSchema, { name: '', price: -1 })).toEqual({
      name: ['Drink name is required'],
      price: ['Price must be a valid number 0 or greater'],
    });
    expect(messages(drinkCreateSchema, { name: 'x' })).toEqual({
      price: ['Price must be a valid number 0 or greater'],
    });
  });
});

describe('category', () => {
  it('defaults, leaving display order to the decider', () => {
    expect(categoryCreateSchema.parse({ name: 'Mains' })).toEqual({
      name: 'Mains',
      description: '',
      includesDrink: false,
      sidesRequired: 0,
      isActive: true,
    });
  });

  it.each([
    [{ name: '' }, { name: ['Category name is required'] }],
    [{ name: 'x', displayOrder: 0 }, { displayOrder: ['Display order must be at least 1'] }],
    [{ name: 'x', sidesRequired: -1 }, { sidesRequired: ['Sides required must be 0 or greater'] }],
    [{ name: 'x', sidesRequired: 11 }, { sidesRequired: ['Maximum 10 sides allowed'] }],
  ])('%j gives %j', (body, expected) => {
    expect(messages(categoryCreateSchema, body)).toEqual(expected);
  });

  it('update takes only what is sent', () => {
    expect(categoryUpdateSchema.parse({ sidesRequired: '10' })).toEqual({ sidesRequired: 10 });
  });
});

describe('menu item', () => {
  it('price may be 0 (DECISIONS 25) and arrives as number or text', () => {
    expect(menuItemCreateSchema.parse({ name: 'Water', price: 0 })).toEqual({
      name: 'Water',
      price: 0,
      description: '',
      isActive: true,
      imageUrl: null,
      sidesRequired: null,
      ingredients: [],
      sides: [],
    });
    expect(menuItemUpdateSchema.parse({ price: '12.50' })).toEqual({ price: 12.5 });
  });

  it.each([-0.01, 'abc', '', null, 100_000_000])('refuses price %j', (price) => {
    expect(messages(menuItemCreateSchema, { name: 'x', price })).toEqual({
      price: ['Price must be a valid number (0 or greater)'],
    });
  });

  it.each([1.999, '1.999', '12345.678'])(
    'refuses price %j with a third decimal, not rounding it',
    (price) => {
      expect(messages(menuItemCreateSchema, { name: 'x', price })).toEqual({
        price: ['Price can have at most 2 decimals (whole cents), e.g. 1.99'],
      });
      expect(messages(menuItemUpdateSchema, { price })).toEqual({
        price: ['Price can have at most 2 decimals (whole cents), e.g. 1.99'],
      });
      expect(menuItemUpdateSchema.parse({ price: '1.990' })).toEqual({ price: 1.99 });
    },
  );

  it('needs a name; links are lists', () => {
    expect(messages(menuItemCreateSchema, { price: 1 })).toEqual({
      name: ['Item name is required'],
    });
    expect(
      menuItemCreateSchema.parse({
        name: 'x',
        price: 1,
        ingredients: [{ ingredientId: 'i1' }, { ingredientId: 'i2', isIncluded: false }],
        sides: ['s1'],
      }),
    ).toMatchObject({
      ingredients: [
        { ingredientId: 'i1', isIncluded: true },
        { ingredientId: 'i2', isIncluded: false },
      ],
      sides: ['s1'],
    });
    expect(messages(itemIngredientsSchema, { ingredients: 'cheese' })).toEqual({
      ingredients: ['Ingredients must be a list'],
    });
    expect(messages(itemIngredientsSchema, { ingredients: [{}] })).toEqual({
      'ingredients.0.ingredientId': ['Ingredient id is required'],
    });
    expect(messages(itemSidesSchema, { sides: [''] })).toEqual({
      'sides.0': ['Side id is required'],
    });
  });
});

describe('ingredient and side', () => {
  it('ingredient defaults and messages', () => {
    expect(ingredientCreateSchema.parse({ name: 'Cheese', type: 'optional' })).toEqual({
      name: 'Cheese',
      type: 'optional',
      price: 0,
      maxQuantity: 1,
      isActive: true,
    });
    expect(messages(ingredientCreateSchema, { name: '', type: 'extra', price: '-2' })).toEqual({
      name: ['Ingredient name is required'],
      type: ['Please select ingredient type'],
      price: ['Price must be a valid number (0 or greater)'],
    });
    expect(messages(ingredientUpdateSchema, { maxQuantity: 0 })).toEqual({
      maxQuantity: ['Max quantity must be a whole number from 1 to 99'],
    });
  });

  it('side defaults and messages', () => {
    expect(sideCreateSchema.parse({ name: 'Fries', price: 2.5 })).toEqual({
      name: 'Fries',
      price: 2.5,
      isActive: true,
    });
    expect(messages(sideCreateSchema, { price: 'x' })).toEqual({
      name: ['Side name is required'],
      price: ['Price must be a valid number (0 or greater)'],
    });
  });
});

describe('copy', () => {
  it('needs a source category and at least one id', () => {
    expect(messages(copyIngredientsSchema, { ingredientIds: [] })).toEqual({
      fromCategoryId: ['Source category is required'],
      ingredientIds: ['Select at least one ingredient to copy'],
    });
    expect(messages(copySidesSchema, { fromCategoryId: 'c1', sideIds: [] })).toEqual({
      sideIds: ['Select at least one side to copy'],
    });
    expect(copySidesSchema.parse({ fromCategoryId: 'c1', sideIds: ['s1'] })).toEqual({
      fromCategoryId: 'c1',
      sideIds: ['s1'],
    });
  });
});

it('parsed bodies fit the command data once prices are in cents', () => {
  expectTypeOf<MenuCreateBody>().toExtend<MenuDetails>();
  expectTypeOf<Omit<CategoryCreateBody, 'displayOrder'>>().toExtend<
    Omit<Category, 'id' | 'displayOrder'>
  >();
  type Priced<T> = Omit<T, 'priceCents'> & { price: number };
  expectTypeOf(drinkCreateSchema.parse).returns.toExtend<Priced<Omit<Drink, 'id'>>>();
  expectTypeOf(sideCreateSchema.parse).returns.toExtend<Priced<Omit<Side, 'id' | 'categoryId'>>>();
  expectTypeOf(ingredientCreateSchema.parse).returns.toExtend<
    Priced<Omit<Ingredient, 'id' | 'categoryId'>>
  >();
  expectTypeOf(menuItemCreateSchema.parse).returns.toExtend<Priced<MenuItemDetails>>();
});
