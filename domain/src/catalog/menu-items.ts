import { conflict, validation, type FieldError } from '../shared/errors';
import type { MenuCommandOf } from './menu-commands';
import { changesOf, findOrThrow } from './menu-lookup';
import type { ItemIngredient, Menu, MenuEvent } from './menu-types';

/** Decisions about menu items and their ingredient and side links. */

export function addMenuItem(command: MenuCommandOf<'AddMenuItem'>, menu: Menu): MenuEvent[] {
  const { menuId, itemId, categoryId, data } = command;
  findOrThrow(menu.categories, categoryId, 'category');
  if (menu.items.some((i) => i.id === itemId)) throw conflict('Menu item already exists');
  const ingredients = command.ingredients ?? [];
  const sideIds = command.sideIds ?? [];
  assertLinks(menu, categoryId, ingredients, sideIds);
  const events: MenuEvent[] = [
    { type: 'MenuItemAdded', data: { menuId, item: { id: itemId, categoryId, ...data } } },
  ];
  if (ingredients.length > 0)
    events.push({ type: 'MenuItemIngredientsSet', data: { menuId, itemId, ingredients } });
  if (sideIds.length > 0)
    events.push({ type: 'MenuItemSidesSet', data: { menuId, itemId, sideIds } });
  return events;
}

export function updateMenuItem(command: MenuCommandOf<'UpdateMenuItem'>, menu: Menu): MenuEvent[] {
  const { itemId } = command;
  const changes = changesOf(menu.items, itemId, 'item', command.changes);
  return changes ? [{ type: 'MenuItemUpdated', data: { menuId: menu.id, itemId, changes } }] : [];
}

export function changeMenuItemImage(
  command: MenuCommandOf<'ChangeMenuItemImage'>,
  menu: Menu,
): MenuEvent[] {
  const item = findOrThrow(menu.items, command.itemId, 'item');
  if (item.imageUrl === command.imageUrl) return [];
  return [
    {
      type: 'MenuItemImageChanged',
      data: { menuId: menu.id, itemId: item.id, imageUrl: command.imageUrl },
    },
  ];
}

export function removeMenuItem(command: MenuCommandOf<'RemoveMenuItem'>, menu: Menu): MenuEvent[] {
  const item = findOrThrow(menu.items, command.itemId, 'item');
  return [{ type: 'MenuItemRemoved', data: { menuId: menu.id, itemId: item.id } }];
}

export function setMenuItemIngredients(
  command: MenuCommandOf<'SetMenuItemIngredients'>,
  menu: Menu,
): MenuEvent[] {
  const item = findOrThrow(menu.items, command.itemId, 'item');
  assertLinks(menu, item.categoryId, command.ingredients, []);
  if (JSON.stringify(item.ingredients) === JSON.stringify(command.ingredients)) return [];
  return [
    {
      type: 'MenuItemIngredientsSet',
      data: { menuId: menu.id, itemId: item.id, ingredients: command.ingredients },
    },
  ];
}

export function setMenuItemSides(
  command: MenuCommandOf<'SetMenuItemSides'>,
  menu: Menu,
): MenuEvent[] {
  const item = findOrThrow(menu.items, command.itemId, 'item');
  assertLinks(menu, item.categoryId, [], command.sideIds);
  if (JSON.stringify(item.sideIds) === JSON.stringify(command.sideIds)) return [];
  return [
    {
      type: 'MenuItemSidesSet',
      data: { menuId: menu.id, itemId: item.id, sideIds: command.sideIds },
    },
  ];
}

export const LINK_MESSAGES = {
  ingredientElsewhere: 'Ingredient not found in this category',
  sideElsewhere: 'Side not found in this category',
  ingredientTwice: 'Ingredient listed more than once',
  sideTwice: 'Side listed more than once',
} as const;

/** An item links only ingredients and sides of its own category, each at most once. */
function assertLinks(
  menu: Menu,
  categoryId: string,
  ingredients: readonly ItemIngredient[],
  sideIds: readonly string[],
): void {
  const errors: FieldError[] = [];
  const inCategory = (list: readonly { id: string; categoryId: string }[], id: string) =>
    list.some((x) => x.id === id && x.categoryId === categoryId);
  const seenIngredients = new Set<string>();
  ingredients.forEach(({ ingredientId }, i) => {
    const pointer = `/ingredients/${i}/ingredientId`;
    if (!inCategory(menu.ingredients, ingredientId))
      errors.push({ pointer, detail: LINK_MESSAGES.ingredientElsewhere });
    else if (seenIngredients.has(ingredientId))
      errors.push({ pointer, detail: LINK_MESSAGES.ingredientTwice });
    seenIngredients.add(ingredientId);
  });
  const seenSides = new Set<string>();
  sideIds.forEach((sideId, i) => {
    const pointer = `/sides/${i}`;
    if (!inCategory(menu.sides, sideId))
      errors.push({ pointer, detail: LINK_MESSAGES.sideElsewhere });
    else if (seenSides.has(sideId)) errors.push({ pointer, detail: LINK_MESSAGES.sideTwice });
    seenSides.add(sideId);
  });
  const [first] = errors;
  if (first) throw validation(first.detail, errors);
}
