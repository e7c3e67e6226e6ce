import { describe, expect, it } from 'vitest';
import { fold } from '../commands/decider';
import { deciderSpec } from '../testing/given-when-then';
import { menuDecider } from './menu';
import {
  admin,
  category,
  categoryAdded,
  cmd,
  customer,
  ingredient,
  ingredientAdded,
  itemAdded,
  itemDetails,
  kind,
  menuCreated,
  menuId,
  otherOwner,
  owner,
  side,
  sideAdded,
} from './menu.fixtures';
import { sidesRequiredFor } from './menu-lookup';
import type { MenuEvent } from './menu-types';
import type { Actor } from './permissions';

const spec = deciderSpec(menuDecider);
const menuData = {
  name: 'Dinner',
  description: '',
  availableHours: null,
  cutoffMinutes: 15,
  isActive: true,
};
const deleted: MenuEvent = { type: 'MenuDeleted', data: { menuId, restaurantId: 'r1' } };

describe('permissions on every menu command', () => {
  it.each<[string, Actor]>([
    ['admin', admin],
    ['owner of this restaurant', owner],
  ])('%s may create and change a menu', (_who, actor) => {
    spec
      .given([])
      .when(cmd('CreateMenu', { data: menuData }, actor))
      .then([menuCreated]);
    spec
      .given([menuCreated])
      .when(cmd('UpdateMenu', { changes: { cutoffMinutes: 30 } }, actor))
      .then([{ type: 'MenuUpdated', data: { menuId, changes: { cutoffMinutes: 30 } } }]);
  });

  it.each<[string, Actor]>([
    ['owner of another restaurant', otherOwner],
    ['customer', customer],
  ])('%s may not', (_who, actor) => {
    spec
      .given([])
      .when(cmd('CreateMenu', { data: menuData }, actor))
      .thenThrows(kind('forbidden'));
    spec
      .given([menuCreated, categoryAdded(category('c1', 1))])
      .when(cmd('RemoveCategory', { categoryId: 'c1' }, actor))
      .thenThrows(kind('forbidden'));
  });

  it('an owner of a restaurant without an owner may not', () => {
    spec
      .given([menuCreated])
      .when({ ...cmd('DeleteMenu', {}), restaurant: { id: 'r1', ownerId: null } })
      .thenThrows(kind('forbidden'));
  });

  it('a menu of another restaurant is not found', () => {
    spec
      .given([menuCreated])
      .when({ ...cmd('DeleteMenu', {}, admin), restaurant: { id: 'r2', ownerId: null } })
      .thenThrows((e) => kind('not_found')(e) && e.message === 'Menu not found');
  });
});

describe('menu lifecycle', () => {
  it('cannot be created twice', () => {
    spec
      .given([menuCreated])
      .when(cmd('CreateMenu', { data: menuData }))
      .thenThrows(kind('conflict'));
  });

  it('records only changed fields, and nothing for a resubmitted form', () => {
    spec
      .given([menuCreated])
      .when(cmd('UpdateMenu', { changes: menuData }))
      .then([]);
  });

  it('is deleted, after which it accepts nothing', () => {
    spec.given([menuCreated]).when(cmd('DeleteMenu', {})).then([deleted]);
    spec.given([menuCreated, deleted]).when(cmd('DeleteMenu', {})).thenThrows(kind('not_found'));
    spec
      .given([menuCreated, deleted])
      .when(
        cmd('AddDrink', { drinkId: 'd1', data: { name: 'Cola', priceCents: 199, isActive: true } }),
      )
      .thenThrows(kind('not_found'));
  });

  it('a missing menu is not found', () => {
    spec
      .given([])
      .when(cmd('UpdateMenu', { changes: { name: 'x' } }))
      .thenThrows(kind('not_found'));
  });
});

describe('drinks', () => {
  const drink = { id: 'd1', name: 'Cola', priceCents: 199, isActive: true };
  const added: MenuEvent = { type: 'DrinkAdded', data: { menuId, drink } };

  it('are added, updated and removed', () => {
    spec
      .given([menuCreated])
      .when(
        cmd('AddDrink', { drinkId: 'd1', data: { name: 'Cola', priceCents: 199, isActive: true } }),
      )
      .then([added]);
    spec
      .given([menuCreated, added])
      .when(cmd('UpdateDrink', { drinkId: 'd1', changes: { priceCents: 249, name: 'Cola' } }))
      .then([
        { type: 'DrinkUpdated', data: { menuId, drinkId: 'd1', changes: { priceCents: 249 } } },
      ]);
    spec
      .given([menuCreated, added])
      .when(cmd('RemoveDrink', { drinkId: 'd1' }))
      .then([{ type: 'DrinkRemoved', data: { menuId, drinkId: 'd1' } }]);
  });

  it('refuses a duplicate id and unknown drinks', () => {
    spec
      .given([menuCreated, added])
      .when(cmd('AddDrink', { drinkId: 'd1', data: drink }))
      .thenThrows(kind('conflict'));
    spec
      .given([menuCreated])
      .when(cmd('UpdateDrink', { drinkId: 'd9', changes: { name: 'x' } }))
      .thenThrows((e) => e.message === 'Drink not found');
    spec
      .given([menuCreated])
      .when(cmd('RemoveDrink', { drinkId: 'd9' }))
      .thenThrows(kind('not_found'));
  });

  it('state follows', () => {
    const state = fold(menuDecider, [
      menuCreated,
      added,
      { type: 'DrinkUpdated', data: { menuId, drinkId: 'd1', changes: { priceCents: 249 } } },
    ]);
    expect(state.status === 'existing' && state.menu.drinks).toEqual([
      { ...drink, priceCents: 249 },
    ]);
  });
});

describe('categories', () => {
  const data = {
    name: 'Burgers',
    description: '',
    includesDrink: true,
    sidesRequired: 2,
    isActive: true,
  };

  it('a new category goes last: display order is the count plus 1', () => {
    spec
      .given([menuCreated, categoryAdded(category('c1', 1)), categoryAdded(category('c2', 5))])
      .when(cmd('AddCategory', { categoryId: 'c3', data }))
      .then([categoryAdded({ id: 'c3', ...data, displayOrder: 3 })]);
  });

  it('an explicit display order is kept', () => {
    spec
      .given([menuCreated])
      .when(cmd('AddCategory', { categoryId: 'c1', data: { ...data, displayOrder: 7 } }))
      .then([categoryAdded({ id: 'c1', ...data, displayOrder: 7 })]);
  });

  it('are updated and removed; unknown ones are not found', () => {
    const given = [menuCreated, categoryAdded(category('c1', 1))];
    spec
      .given(given)
      .when(cmd('UpdateCategory', { categoryId: 'c1', changes: { sidesRequired: 1 } }))
      .then([
        {
          type: 'CategoryUpdated',
          data: { menuId, categoryId: 'c1', changes: { sidesRequired: 1 } },
        },
      ]);
    spec
      .given(given)
      .when(cmd('RemoveCategory', { categoryId: 'c1' }))
      .then([{ type: 'CategoryRemoved', data: { menuId, categoryId: 'c1' } }]);
    spec
      .given(given)
      .when(cmd('RemoveCategory', { categoryId: 'c9' }))
      .thenThrows((e) => e.message === 'Category not found');
    spec
      .given(given)
      .when(cmd('AddCategory', { categoryId: 'c1', data }))
      .thenThrows(kind('conflict'));
  });

  it('removing a category removes its items, ingredients, sides and links', () => {
    const state = fold(menuDecider, [
      menuCreated,
      categoryAdded(category('c1', 1)),
      categoryAdded(category('c2', 2)),
      ingredientAdded(ingredient('i1', 'c1', 'Cheese')),
      ingredientAdded(ingredient('i2', 'c2', 'Bacon')),
      sideAdded(side('s1', 'c1', 'Fries')),
      sideAdded(side('s2', 'c2', 'Salad')),
      itemAdded('it1', 'c1'),
      itemAdded('it2', 'c2'),
      {
        type: 'MenuItemIngredientsSet',
        data: { menuId, itemId: 'it2', ingredients: [{ ingredientId: 'i2', isIncluded: true }] },
      },
      { type: 'MenuItemSidesSet', data: { menuId, itemId: 'it2', sideIds: ['s2'] } },
      { type: 'CategoryRemoved', data: { menuId, categoryId: 'c1' } },
    ]);
    if (state.status !== 'existing') throw new Error('menu expected');
    const { menu } = state;
    expect(menu.categories.map((c) => c.id)).toEqual(['c2']);
    expect(menu.items.map((i) => i.id)).toEqual(['it2']);
    expect(menu.ingredients.map((i) => i.id)).toEqual(['i2']);
    expect(menu.sides.map((s) => s.id)).toEqual(['s2']);
    expect(menu.items[0]).toMatchObject({
      ingredients: [{ ingredientId: 'i2', isIncluded: true }],
      sideIds: ['s2'],
    });
  });

  it('lists in display order and tells how many sides an item needs', () => {
    const state = fold(menuDecider, [
      menuCreated,
      categoryAdded({ ...category('c1', 2, 'Mains'), sidesRequired: 2 }),
      categoryAdded(category('c2', 1, 'Starters')),
      itemAdded('it1', 'c1'),
      {
        type: 'MenuItemAdded',
        data: { menuId, item: { id: 'it2', categoryId: 'c1', ...itemDetails, sidesRequired: 0 } },
      },
    ]);
    if (state.status !== 'existing') throw new Error('menu expected');
    const [it1, it2] = state.menu.items;
    expect(it1 && sidesRequiredFor(state.menu, it1)).toBe(2);
    expect(it2 && sidesRequiredFor(state.menu, it2)).toBe(0);
  });
});
