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
  kind,
  menuCreated,
  menuId,
  otherOwner,
  side,
  sideAdded,
} from './menu.fixtures';
import { copiesFrom } from './menu-ingredients';
import type { Menu, MenuEvent } from './menu-types';

const spec = deciderSpec(menuDecider);
const base: MenuEvent[] = [
  menuCreated,
  categoryAdded(category('c1', 1)),
  categoryAdded(category('c2', 2)),
];
const cheese = ingredient('cheese', 'c1', 'Cheese', 'optional');
const fries = side('fries', 'c1', 'Fries');
const { id: _i, categoryId: _c, ...cheeseData } = cheese;
const { id: _s, categoryId: _sc, ...friesData } = fries;

describe('ingredients', () => {
  it('are added to a category, updated and removed', () => {
    spec
      .given(base)
      .when(cmd('AddIngredient', { categoryId: 'c1', ingredientId: 'cheese', data: cheeseData }))
      .then([ingredientAdded(cheese)]);
    spec
      .given([...base, ingredientAdded(cheese)])
      .when(
        cmd('UpdateIngredient', {
          ingredientId: 'cheese',
          changes: { type: 'possible', maxQuantity: 3 },
        }),
      )
      .then([
        {
          type: 'IngredientUpdated',
          data: { menuId, ingredientId: 'cheese', changes: { type: 'possible', maxQuantity: 3 } },
        },
      ]);
    spec
      .given([...base, ingredientAdded(cheese)])
      .when(cmd('UpdateIngredient', { ingredientId: 'cheese', changes: { name: 'Cheese' } }))
      .then([]);
    spec
      .given([...base, ingredientAdded(cheese)])
      .when(cmd('RemoveIngredient', { ingredientId: 'cheese' }))
      .then([{ type: 'IngredientRemoved', data: { menuId, ingredientId: 'cheese' } }]);
  });

  it('refuse unknown categories, repeated ids and unknown ingredients', () => {
    spec
      .given(base)
      .when(cmd('AddIngredient', { categoryId: 'c9', ingredientId: 'cheese', data: cheeseData }))
      .thenThrows(kind('not_found'));
    spec
      .given([...base, ingredientAdded(cheese)])
      .when(cmd('AddIngredient', { categoryId: 'c1', ingredientId: 'cheese', data: cheeseData }))
      .thenThrows(kind('conflict'));
    spec
      .given(base)
      .when(cmd('RemoveIngredient', { ingredientId: 'cheese' }))
      .thenThrows((e) => e.message === 'Ingredient not found');
  });

  it.each([otherOwner, customer])('refuse $id', (actor) => {
    spec
      .given(base)
      .when(cmd('AddIngredient', { categoryId: 'c1', ingredientId: 'x', data: cheeseData }, actor))
      .thenThrows(kind('forbidden'));
  });

  it('removing one removes the links of items to it', () => {
    const state = fold(menuDecider, [
      ...base,
      ingredientAdded(cheese),
      ingredientAdded(ingredient('bacon', 'c1', 'Bacon')),
      itemAdded('it1', 'c1'),
      {
        type: 'MenuItemIngredientsSet',
        data: {
          menuId,
          itemId: 'it1',
          ingredients: [
            { ingredientId: 'cheese', isIncluded: true },
            { ingredientId: 'bacon', isIncluded: false },
          ],
        },
      },
      { type: 'IngredientRemoved', data: { menuId, ingredientId: 'cheese' } },
    ]);
    expect(state.status === 'existing' && state.menu.items[0]?.ingredients).toEqual([
      { ingredientId: 'bacon', isIncluded: false },
    ]);
  });
});

describe('sides', () => {
  it('are added, updated and removed, and removal unlinks them', () => {
    spec
      .given(base)
      .when(cmd('AddSide', { categoryId: 'c1', sideId: 'fries', data: friesData }, admin))
      .then([sideAdded(fries)]);
    spec
      .given([...base, sideAdded(fries)])
      .when(cmd('UpdateSide', { sideId: 'fries', changes: { priceCents: 0 } }))
      .then([
        { type: 'SideUpdated', data: { menuId, sideId: 'fries', changes: { priceCents: 0 } } },
      ]);
    spec
      .given([...base, sideAdded(fries)])
      .when(cmd('RemoveSide', { sideId: 'fries' }))
      .then([{ type: 'SideRemoved', data: { menuId, sideId: 'fries' } }]);
    spec
      .given(base)
      .when(cmd('UpdateSide', { sideId: 'fries', changes: { name: 'x' } }))
      .thenThrows((e) => e.message === 'Side not found');
    spec
      .given([...base, sideAdded(fries)])
      .when(cmd('AddSide', { categoryId: 'c2', sideId: 'fries', data: friesData }))
      .thenThrows(kind('conflict'));

    const state = fold(menuDecider, [
      ...base,
      sideAdded(fries),
      itemAdded('it1', 'c1'),
      { type: 'MenuItemSidesSet', data: { menuId, itemId: 'it1', sideIds: ['fries'] } },
      { type: 'SideRemoved', data: { menuId, sideId: 'fries' } },
    ]);
    expect(state.status === 'existing' && state.menu.items[0]?.sideIds).toEqual([]);
    expect(state.status === 'existing' && state.menu.sides).toEqual([]);
  });
});

describe('copying from another category', () => {
  const sameMenu = { restaurantId: 'r1', menuId, categoryId: 'c1' };
  const copies = [
    { newId: 'n1', ...cheeseData },
    { newId: 'n2', ...cheeseData, name: 'Bacon', type: 'possible' as const, priceCents: 150 },
  ];

  it('copies ingredients with new ids into the target category', () => {
    spec
      .given([...base, ingredientAdded(cheese)])
      .when(cmd('CopyIngredients', { categoryId: 'c2', from: sameMenu, copies }))
      .then([
        ingredientAdded({ id: 'n1', categoryId: 'c2', ...cheeseData }),
        ingredientAdded({
          id: 'n2',
          categoryId: 'c2',
          ...cheeseData,
          name: 'Bacon',
          type: 'possible',
          priceCents: 150,
        }),
      ]);
  });

  it('a second copy of the same names adds nothing, whatever their case', () => {
    const first = [
      ingredientAdded({ id: 'n1', categoryId: 'c2', ...cheeseData }),
      ingredientAdded({ ...cheese, id: 'n2', categoryId: 'c2', name: 'Bacon' }),
    ];
    const again = copies.map((c, i) => ({
      ...c,
      newId: `z${i}`,
      name: ` ${c.name.toUpperCase()} `,
    }));
    spec
      .given([...base, ...first])
      .when(cmd('CopyIngredients', { categoryId: 'c2', from: sameMenu, copies: again }))
      .then([]);
  });

  it('skips a name repeated in the request', () => {
    spec
      .given(base)
      .when(
        cmd('CopyIngredients', {
          categoryId: 'c2',
          from: sameMenu,
          copies: [copies[0]!, { ...copies[0]!, newId: 'n9', name: 'cheese' }],
        }),
      )
      .then([ingredientAdded({ id: 'n1', categoryId: 'c2', ...cheeseData })]);
  });

  it('copies sides from a menu of the same restaurant, not from another restaurant', () => {
    const otherMenu = { restaurantId: 'r1', menuId: 'm2', categoryId: 'x1' };
    spec
      .given([...base, sideAdded(side('s1', 'c2', 'Salad'))])
      .when(
        cmd('CopySides', {
          categoryId: 'c2',
          from: otherMenu,
          copies: [
            { newId: 'n1', ...friesData },
            { newId: 'n2', ...friesData, name: 'SALAD' },
          ],
        }),
      )
      .then([sideAdded({ id: 'n1', categoryId: 'c2', ...friesData })]);
    spec
      .given(base)
      .when(
        cmd('CopySides', {
          categoryId: 'c2',
          from: { ...otherMenu, restaurantId: 'r2' },
          copies: [{ newId: 'n1', ...friesData }],
        }),
      )
      .thenThrows(kind('forbidden'));
  });

  it('needs an existing target category', () => {
    spec
      .given(base)
      .when(cmd('CopyIngredients', { categoryId: 'c9', from: sameMenu, copies }))
      .thenThrows((e) => e.message === 'Category not found');
  });

  it('builds the copies from the source menu state', () => {
    const state = fold(menuDecider, [...base, ingredientAdded(cheese), sideAdded(fries)]);
    if (state.status !== 'existing') throw new Error('menu expected');
    const source: Menu = state.menu;
    let n = 0;
    const newId = () => `new-${++n}`;
    const ingredients = (categoryId: string, ids: string[]) =>
      copiesFrom(source, { what: 'ingredient', list: source.ingredients, categoryId, ids }, newId);
    expect(ingredients('c1', ['cheese'])).toEqual({
      from: sameMenu,
      copies: [{ newId: 'new-1', ...cheeseData }],
    });
    const sides = { what: 'side', list: source.sides, categoryId: 'c1', ids: ['fries'] } as const;
    expect(copiesFrom(source, sides, newId)).toEqual({
      from: sameMenu,
      copies: [{ newId: 'new-2', ...friesData }],
    });
    expect(() => ingredients('c2', ['cheese'])).toThrow('Ingredient not found');
  });
});
