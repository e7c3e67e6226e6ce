import { availabilitySummary } from '@pickup/domain/catalog/hours';
import type {
  Category,
  Drink,
  Ingredient,
  MenuDetails,
  MenuItemDetails,
  Side,
} from '@pickup/domain/catalog/menu-types';
import { formatDollars } from '@pickup/domain/catalog/money';
import type {
  CategoryView,
  DrinkView,
  IngredientView,
  ItemIngredientView,
  ItemSideView,
  MenuItemView,
  MenuView,
  SideView,
} from './contract';

/**
 * The JSON the catalog answers with. Prices are dollars as decimal text ("12.50"), as the
 * spec's decimal columns were; everything else keeps the domain's names. The same views
 * serve read-model rows and a command's resulting state.
 */

export type {
  CategoryTreeView,
  CategoryView,
  DrinkView,
  IngredientView,
  ItemIngredientView,
  ItemSideView,
  MenuItemDetailView,
  MenuItemView,
  MenuTreeView,
  MenuView,
  SideView,
} from './contract';

export const menuView = (m: MenuDetails & { id: string; restaurantId: string }): MenuView => ({
  id: m.id,
  restaurantId: m.restaurantId,
  name: m.name,
  description: m.description,
  availableHours: m.availableHours,
  cutoffMinutes: m.cutoffMinutes,
  isActive: m.isActive,
  availability: availabilitySummary(m.availableHours),
});

export const drinkView = (menuId: string, d: Drink): DrinkView => ({
  id: d.id,
  menuId,
  name: d.name,
  price: formatDollars(d.priceCents),
  isActive: d.isActive,
});

export const categoryView = (menuId: string, c: Category): CategoryView => ({
  id: c.id,
  menuId,
  name: c.name,
  description: c.description,
  displayOrder: c.displayOrder,
  includesDrink: c.includesDrink,
  sidesRequired: c.sidesRequired,
  isActive: c.isActive,
});

export const menuItemView = (
  menuId: string,
  i: MenuItemDetails & { id: string; categoryId: string },
): MenuItemView => ({
  id: i.id,
  menuId,
  categoryId: i.categoryId,
  name: i.name,
  description: i.description,
  price: formatDollars(i.priceCents),
  imageUrl: i.imageUrl,
  sidesRequired: i.sidesRequired,
  isActive: i.isActive,
});

export const ingredientView = (menuId: string, i: Ingredient): IngredientView => ({
  id: i.id,
  menuId,
  categoryId: i.categoryId,
  name: i.name,
  type: i.type,
  price: formatDollars(i.priceCents),
  maxQuantity: i.maxQuantity,
  isActive: i.isActive,
});

export const sideView = (menuId: string, s: Side): SideView => ({
  id: s.id,
  menuId,
  categoryId: s.categoryId,
  name: s.name,
  price: formatDollars(s.priceCents),
  isActive: s.isActive,
});

export function itemIngredientView(i: Ingredient, isIncluded: boolean): ItemIngredientView {
  const price = formatDollars(i.priceCents);
  return {
    id: i.id,
    ingredientId: i.id,
    name: i.name,
    type: i.type,
    price,
    maxQuantity: i.maxQuantity,
    isIncluded,
    ingredient: { id: i.id, name: i.name, type: i.type, price, maxQuantity: i.maxQuantity },
  };
}

export function itemSideView(s: Side): ItemSideView {
  const price = formatDollars(s.priceCents);
  return { id: s.id, sideId: s.id, name: s.name, price, side: { id: s.id, name: s.name, price } };
}
