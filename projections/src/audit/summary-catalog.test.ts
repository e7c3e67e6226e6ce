import { describe, expect, it } from 'vitest';
import type { Menu, MenuEvent, MenuState } from '@pickup/domain/catalog/menu-types';
import { summarizeMenu } from './summary-catalog';

const menu: Menu = {
  id: 'm1',
  restaurantId: 'r1',
  name: 'Lunch',
  description: '',
  availableHours: null,
  cutoffMinutes: 0,
  isActive: true,
  drinks: [{ id: 'd1', name: 'Cola', priceCents: 250, isActive: true }],
  categories: [
    {
      id: 'c1',
      name: 'Pizza',
      description: '',
      displayOrder: 1,
      includesDrink: false,
      sidesRequired: 0,
      isActive: true,
    },
  ],
  items: [
    {
      id: 'i1',
      categoryId: 'c1',
      name: 'Margherita',
      description: '',
      priceCents: 1200,
      imageUrl: null,
      sidesRequired: null,
      isActive: true,
      ingredients: [],
      sideIds: [],
    },
  ],
  ingredients: [
    {
      id: 'g1',
      categoryId: 'c1',
      name: 'Basil',
      type: 'optional',
      priceCents: 0,
      maxQuantity: 1,
      isActive: true,
    },
  ],
  sides: [{ id: 's1', categoryId: 'c1', name: 'Fries', priceCents: 300, isActive: true }],
};
const before: MenuState = { status: 'existing', menu };

const say = (type: string, data: object, state?: MenuState, names?: Record<string, string>) =>
  summarizeMenu(
    { type, data } as MenuEvent,
    state,
    names && ((kind, id) => names[`${kind}:${id}`]),
  );

describe('summarizeMenu names the entry an event touches', () => {
  it('from the menu as it was, with the old value of a change', () => {
    expect(say('MenuItemUpdated', { itemId: 'i1', changes: { priceCents: 1350 } }, before)).toBe(
      'Price of Margherita 12.00 → 13.50',
    );
    expect(say('DrinkUpdated', { drinkId: 'd1', changes: { isActive: false } }, before)).toBe(
      'Cola deactivated',
    );
    expect(say('CategoryRemoved', { categoryId: 'c1' }, before)).toBe('Category removed: Pizza');
    expect(say('IngredientRemoved', { ingredientId: 'g1' }, before)).toBe(
      'Ingredient removed: Basil',
    );
    expect(say('SideUpdated', { sideId: 's1', changes: {} }, before)).toBe('Side updated');
    expect(say('MenuItemSidesSet', { itemId: 'i1', sideIds: ['s1'] }, before)).toBe(
      'Sides of Margherita set (1)',
    );
    expect(
      say('MenuEntrySoldOut', { entry: { kind: 'side', id: 's1' }, until: null }, before),
    ).toBe('Sold out: side Fries until turned back on');
  });

  it('from the names the audit log keeps, else by kind and id', () => {
    const names = { 'item:i9': 'Diavola' };
    expect(say('MenuItemRemoved', { itemId: 'i9' }, undefined, names)).toBe(
      'Item removed: Diavola',
    );
    expect(say('DrinkRemoved', { drinkId: 'd9' }, undefined, names)).toBe(
      'Drink removed: drink d9',
    );
    expect(say('MenuItemStockCounting', { itemId: 'i9', counted: true }, undefined, names)).toBe(
      'Stock counted: Diavola',
    );
    expect(
      say('MenuEntryBackInStock', { entry: { kind: 'drink', id: 'd9' } }, undefined, names),
    ).toBe('Back in stock: drink d9');
  });
});
