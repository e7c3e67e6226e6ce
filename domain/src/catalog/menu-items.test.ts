import { describe, expect, it } from 'vitest';
import { fold } from '../commands/decider';
import { DomainError } from '../shared/errors';
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
  side,
  sideAdded,
} from './menu.fixtures';
import type { MenuEvent } from './menu-types';

const spec = deciderSpec(menuDecider);

const base: MenuEvent[] = [
  menuCreated,
  categoryAdded(category('c1', 1)),
  categoryAdded(category('c2', 2)),
  ingredientAdded(ingredient('cheese', 'c1', 'Cheese', 'optional')),
  ingredientAdded(ingredient('bacon', 'c1', 'Bacon')),
  ingredientAdded(ingredient('olives', 'c2', 'Olives')),
  sideAdded(side('fries', 'c1', 'Fries')),
  sideAdded(side('salad', 'c2', 'Salad')),
];
const withItem = [...base, itemAdded('it1', 'c1')];

const links = [
  { ingredientId: 'cheese', isIncluded: true },
  { ingredientId: 'bacon', isIncluded: false },
];

const invalid = (pointer: string, detail: string) => (e: Error) =>
  e instanceof DomainError &&
  e.kind === 'validation' &&
  e.errors.some((f) => f.pointer === pointer && f.detail === detail);

describe('AddMenuItem', () => {
  it('adds the item alone when it has no links', () => {
    spec
      .given(base)
      .when(cmd('AddMenuItem', { itemId: 'it1', categoryId: 'c1', data: itemDetails }))
      .then([itemAdded('it1', 'c1')]);
  });

  it('adds the item with its ingredients and sides', () => {
    spec
      .given(base)
      .when(
        cmd('AddMenuItem', {
          itemId: 'it1',
          categoryId: 'c1',
          data: itemDetails,
          ingredients: links,
          sideIds: ['fries'],
        }),
      )
      .then([
        itemAdded('it1', 'c1'),
        { type: 'MenuItemIngredientsSet', data: { menuId, itemId: 'it1', ingredients: links } },
        { type: 'MenuItemSidesSet', data: { menuId, itemId: 'it1', sideIds: ['fries'] } },
      ]);
  });

  it('needs an existing category and a new id', () => {
    spec
      .given(base)
      .when(cmd('AddMenuItem', { itemId: 'it1', categoryId: 'c9', data: itemDetails }))
      .thenThrows((e) => kind('not_found')(e) && e.message === 'Category not found');
    spec
      .given(withItem)
      .when(cmd('AddMenuItem', { itemId: 'it1', categoryId: 'c1', data: itemDetails }))
      .thenThrows(kind('conflict'));
  });

  it('refuses links to another category, unknown ids and repeats', () => {
    const add = (ingredients: typeof links, sideIds: string[] = []) =>
      cmd('AddMenuItem', {
        itemId: 'it1',
        categoryId: 'c1',
        data: itemDetails,
        ingredients,
        sideIds,
      });
    spec
      .given(base)
      .when(add([{ ingredientId: 'olives', isIncluded: true }]))
      .thenThrows(invalid('/ingredients/0/ingredientId', 'Ingredient not found in this category'));
    spec
      .given(base)
      .when(add([{ ingredientId: 'nope', isIncluded: true }]))
      .thenThrows(invalid('/ingredients/0/ingredientId', 'Ingredient not found in this category'));
    spec
      .given(base)
      .when(add([...links, { ingredientId: 'cheese', isIncluded: false }]))
      .thenThrows(invalid('/ingredients/2/ingredientId', 'Ingredient listed more than once'));
    spec
      .given(base)
      .when(add([], ['fries', 'salad']))
      .thenThrows(invalid('/sides/1', 'Side not found in this category'));
    spec
      .given(base)
      .when(add([], ['fries', 'fries']))
      .thenThrows(invalid('/sides/1', 'Side listed more than once'));
  });

  it.each([otherOwner, customer])('refuses $id', (actor) => {
    spec
      .given(base)
      .when(cmd('AddMenuItem', { itemId: 'it1', categoryId: 'c1', data: itemDetails }, actor))
      .thenThrows(kind('forbidden'));
  });
});

describe('changing an item', () => {
  it('records only changed fields', () => {
    spec
      .given(withItem)
      .when(cmd('UpdateMenuItem', { itemId: 'it1', changes: { priceCents: 0, name: 'Burger' } }))
      .then([
        { type: 'MenuItemUpdated', data: { menuId, itemId: 'it1', changes: { priceCents: 0 } } },
      ]);
    spec
      .given(withItem)
      .when(cmd('UpdateMenuItem', { itemId: 'it1', changes: itemDetails }))
      .then([]);
  });

  it('changes the image, once', () => {
    const changed: MenuEvent = {
      type: 'MenuItemImageChanged',
      data: { menuId, itemId: 'it1', imageUrl: '/img/b.png' },
    };
    spec
      .given(withItem)
      .when(cmd('ChangeMenuItemImage', { itemId: 'it1', imageUrl: '/img/b.png' }, admin))
      .then([changed]);
    spec
      .given([...withItem, changed])
      .when(cmd('ChangeMenuItemImage', { itemId: 'it1', imageUrl: '/img/b.png' }))
      .then([]);
  });

  it('sets ingredients and sides, replacing the previous links', () => {
    const set: MenuEvent = {
      type: 'MenuItemIngredientsSet',
      data: { menuId, itemId: 'it1', ingredients: links },
    };
    spec
      .given(withItem)
      .when(cmd('SetMenuItemIngredients', { itemId: 'it1', ingredients: links }))
      .then([set]);
    spec
      .given([...withItem, set])
      .when(cmd('SetMenuItemIngredients', { itemId: 'it1', ingredients: links }))
      .then([]);
    spec
      .given([...withItem, set])
      .when(cmd('SetMenuItemIngredients', { itemId: 'it1', ingredients: [] }))
      .then([{ type: 'MenuItemIngredientsSet', data: { menuId, itemId: 'it1', ingredients: [] } }]);
    spec
      .given(withItem)
      .when(cmd('SetMenuItemSides', { itemId: 'it1', sideIds: ['fries'] }))
      .then([{ type: 'MenuItemSidesSet', data: { menuId, itemId: 'it1', sideIds: ['fries'] } }]);
    spec
      .given(withItem)
      .when(cmd('SetMenuItemSides', { itemId: 'it1', sideIds: ['salad'] }))
      .thenThrows(invalid('/sides/0', 'Side not found in this category'));
  });

  it('removes the item', () => {
    spec
      .given(withItem)
      .when(cmd('RemoveMenuItem', { itemId: 'it1' }))
      .then([{ type: 'MenuItemRemoved', data: { menuId, itemId: 'it1' } }]);
  });

  it.each([
    cmd('UpdateMenuItem', { itemId: 'nope', changes: { name: 'x' } }),
    cmd('ChangeMenuItemImage', { itemId: 'nope', imageUrl: '/x.png' }),
    cmd('RemoveMenuItem', { itemId: 'nope' }),
    cmd('SetMenuItemIngredients', { itemId: 'nope', ingredients: [] }),
    cmd('SetMenuItemSides', { itemId: 'nope', sideIds: [] }),
  ])('$type on an unknown item: Menu item not found', (command) => {
    spec
      .given(withItem)
      .when(command)
      .thenThrows((e) => kind('not_found')(e) && e.message === 'Menu item not found');
  });

  it('the state holds the item with its links, and removal drops it', () => {
    const events: MenuEvent[] = [
      ...withItem,
      { type: 'MenuItemIngredientsSet', data: { menuId, itemId: 'it1', ingredients: links } },
      { type: 'MenuItemSidesSet', data: { menuId, itemId: 'it1', sideIds: ['fries'] } },
      { type: 'MenuItemUpdated', data: { menuId, itemId: 'it1', changes: { priceCents: 999 } } },
    ];
    const state = fold(menuDecider, events);
    expect(state.status === 'existing' && state.menu.items).toEqual([
      {
        id: 'it1',
        categoryId: 'c1',
        ...itemDetails,
        priceCents: 999,
        ingredients: links,
        sideIds: ['fries'],
      },
    ]);
    const removed = fold(menuDecider, [
      ...events,
      { type: 'MenuItemRemoved', data: { menuId, itemId: 'it1' } },
    ]);
    expect(removed.status === 'existing' && removed.menu.items).toEqual([]);
  });
});
