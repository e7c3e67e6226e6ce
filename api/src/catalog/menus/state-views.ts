import { findOrThrow, sidesRequiredFor } from '@pickup/domain/catalog/menu-lookup';
import type { Menu } from '@pickup/domain/catalog/menu-types';
import {
  categoryView,
  drinkView,
  ingredientView,
  itemIngredientView,
  itemSideView,
  menuItemView,
  sideView,
  type CategoryView,
  type DrinkView,
  type IngredientView,
  type ItemIngredientView,
  type ItemSideView,
  type MenuItemDetailView,
  type SideView,
} from '@pickup/projections/catalog/menus/views';

/** Views of a command's resulting menu state, for write replies (same JSON as the reads). */

export const drinkOf = (menu: Menu, id: string): DrinkView =>
  drinkView(menu.id, findOrThrow(menu.drinks, id, 'drink'));

export const categoryOf = (menu: Menu, id: string): CategoryView =>
  categoryView(menu.id, findOrThrow(menu.categories, id, 'category'));

export const ingredientOf = (menu: Menu, id: string): IngredientView =>
  ingredientView(menu.id, findOrThrow(menu.ingredients, id, 'ingredient'));

export const sideOf = (menu: Menu, id: string): SideView =>
  sideView(menu.id, findOrThrow(menu.sides, id, 'side'));

export function itemIngredientsOf(menu: Menu, itemId: string): ItemIngredientView[] {
  const item = findOrThrow(menu.items, itemId, 'item');
  return item.ingredients.map((link) =>
    itemIngredientView(
      findOrThrow(menu.ingredients, link.ingredientId, 'ingredient'),
      link.isIncluded,
    ),
  );
}

export function itemSidesOf(menu: Menu, itemId: string): ItemSideView[] {
  const item = findOrThrow(menu.items, itemId, 'item');
  return item.sideIds.map((id) => itemSideView(findOrThrow(menu.sides, id, 'side')));
}

export function itemOf(menu: Menu, itemId: string): MenuItemDetailView {
  const item = findOrThrow(menu.items, itemId, 'item');
  return {
    ...menuItemView(menu.id, item),
    requiredSides: sidesRequiredFor(menu, item),
    // An item not counted has no stock; a counted one's count is on its own stream.
    ...((menu.stockCounted ?? []).includes(itemId) ? {} : { stock: null }),
    ingredients: itemIngredientsOf(menu, itemId),
    sides: itemSidesOf(menu, itemId),
  };
}
