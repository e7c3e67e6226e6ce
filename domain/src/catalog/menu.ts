import type { Decider } from '../commands/decider';
import { conflict, notFound } from '../shared/errors';
import { changedFields, isEmpty } from './changes';
import type { MenuCommand, MenuCommandOf } from './menu-commands';
import { evolveMenu } from './menu-evolve';
import {
  addIngredient,
  addSide,
  copyIngredients,
  copySides,
  removeIngredient,
  removeSide,
  updateIngredient,
  updateSide,
} from './menu-ingredients';
import {
  addMenuItem,
  changeMenuItemImage,
  removeMenuItem,
  setMenuItemIngredients,
  setMenuItemSides,
  updateMenuItem,
} from './menu-items';
import { changesOf, findOrThrow, MESSAGES } from './menu-lookup';
import { markBackInStock, markSoldOut } from './menu-sold-out';
import type { Menu, MenuEvent, MenuState } from './menu-types';
import { assertCanManageRestaurant } from './permissions';

/** The menu decider: permission, existence, then one small decision per command. */

function createMenu(command: MenuCommandOf<'CreateMenu'>, state: MenuState): MenuEvent[] {
  if (state.status !== 'absent') throw conflict('Menu already exists');
  const { menuId, restaurant, data } = command;
  return [{ type: 'MenuCreated', data: { menuId, restaurantId: restaurant.id, ...data } }];
}

function updateMenu(command: MenuCommandOf<'UpdateMenu'>, menu: Menu): MenuEvent[] {
  const changes = changedFields(menu, command.changes);
  if (isEmpty(changes)) return [];
  return [{ type: 'MenuUpdated', data: { menuId: menu.id, changes } }];
}

function addDrink(command: MenuCommandOf<'AddDrink'>, menu: Menu): MenuEvent[] {
  if (menu.drinks.some((d) => d.id === command.drinkId)) throw conflict('Drink already exists');
  return [
    {
      type: 'DrinkAdded',
      data: { menuId: menu.id, drink: { id: command.drinkId, ...command.data } },
    },
  ];
}

function updateDrink(command: MenuCommandOf<'UpdateDrink'>, menu: Menu): MenuEvent[] {
  const { drinkId } = command;
  const changes = changesOf(menu.drinks, drinkId, 'drink', command.changes);
  return changes ? [{ type: 'DrinkUpdated', data: { menuId: menu.id, drinkId, changes } }] : [];
}

function removeDrink(command: MenuCommandOf<'RemoveDrink'>, menu: Menu): MenuEvent[] {
  const drink = findOrThrow(menu.drinks, command.drinkId, 'drink');
  return [{ type: 'DrinkRemoved', data: { menuId: menu.id, drinkId: drink.id } }];
}

function addCategory(command: MenuCommandOf<'AddCategory'>, menu: Menu): MenuEvent[] {
  const { categoryId, data } = command;
  if (menu.categories.some((c) => c.id === categoryId)) throw conflict('Category already exists');
  const { displayOrder = menu.categories.length + 1, ...rest } = data;
  const category = { id: categoryId, ...rest, displayOrder };
  return [{ type: 'CategoryAdded', data: { menuId: menu.id, category } }];
}

function updateCategory(command: MenuCommandOf<'UpdateCategory'>, menu: Menu): MenuEvent[] {
  const { categoryId } = command;
  const changes = changesOf(menu.categories, categoryId, 'category', command.changes);
  return changes
    ? [{ type: 'CategoryUpdated', data: { menuId: menu.id, categoryId, changes } }]
    : [];
}

function removeCategory(command: MenuCommandOf<'RemoveCategory'>, menu: Menu): MenuEvent[] {
  const category = findOrThrow(menu.categories, command.categoryId, 'category');
  return [{ type: 'CategoryRemoved', data: { menuId: menu.id, categoryId: category.id } }];
}

/** The menu named by the command, if it exists and belongs to the command's restaurant. */
function existingMenu(command: MenuCommand, state: MenuState): Menu {
  if (state.status !== 'existing' || state.menu.restaurantId !== command.restaurant.id)
    throw notFound(MESSAGES.menu);
  return state.menu;
}

export function decideMenu(command: MenuCommand, state: MenuState): MenuEvent[] {
  assertCanManageRestaurant(command.actor, command.restaurant.ownerId);
  if (command.type === 'CreateMenu') return createMenu(command, state);
  const menu = existingMenu(command, state);
  switch (command.type) {
    case 'UpdateMenu':
      return updateMenu(command, menu);
    case 'DeleteMenu':
      return [{ type: 'MenuDeleted', data: { menuId: menu.id, restaurantId: menu.restaurantId } }];
    case 'AddDrink':
      return addDrink(command, menu);
    case 'UpdateDrink':
      return updateDrink(command, menu);
    case 'RemoveDrink':
      return removeDrink(command, menu);
    case 'AddCategory':
      return addCategory(command, menu);
    case 'UpdateCategory':
      return updateCategory(command, menu);
    case 'RemoveCategory':
      return removeCategory(command, menu);
    case 'AddMenuItem':
      return addMenuItem(command, menu);
    case 'UpdateMenuItem':
      return updateMenuItem(command, menu);
    case 'ChangeMenuItemImage':
      return changeMenuItemImage(command, menu);
    case 'RemoveMenuItem':
      return removeMenuItem(command, menu);
    case 'SetMenuItemIngredients':
      return setMenuItemIngredients(command, menu);
    case 'SetMenuItemSides':
      return setMenuItemSides(command, menu);
    case 'AddIngredient':
      return addIngredient(command, menu);
    case 'UpdateIngredient':
      return updateIngredient(command, menu);
    case 'RemoveIngredient':
      return removeIngredient(command, menu);
    case 'AddSide':
      return addSide(command, menu);
    case 'UpdateSide':
      return updateSide(command, menu);
    case 'RemoveSide':
      return removeSide(command, menu);
    case 'CopyIngredients':
      return copyIngredients(command, menu);
    case 'CopySides':
      return copySides(command, menu);
    case 'MarkSoldOut':
      return markSoldOut(command, menu);
    case 'MarkBackInStock':
      return markBackInStock(command, menu);
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const menuDecider: Decider<MenuCommand, MenuState, MenuEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveMenu,
  decide: decideMenu,
};
