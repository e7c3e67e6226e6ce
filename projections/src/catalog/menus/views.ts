import { availabilitySummary } from '@pickup/domain/catalog/hours';
import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import type { IngredientType } from '@pickup/domain/catalog/menu-schemas';
import type {
  Category,
  Drink,
  Ingredient,
  MenuDetails,
  MenuItemDetails,
  Side,
  SoldOutMark,
} from '@pickup/domain/catalog/menu-types';
import { formatDollars } from '@pickup/domain/catalog/money';

/**
 * The JSON the catalog answers with. Prices are dollars as decimal text ("12.50"), as the
 * spec's decimal columns were; everything else keeps the domain's names. The same views
 * serve read-model rows and a command's resulting state.
 */

export interface MenuView {
  id: string;
  restaurantId: string;
  name: string;
  description: string;
  availableHours: WeeklyHours | null;
  cutoffMinutes: number;
  isActive: boolean;
  /** 'Always available', 'Closed', 'Daily 06:00-22:00' or 'N days per week'. */
  availability: string;
}

export interface DrinkView {
  id: string;
  menuId: string;
  name: string;
  price: string;
  isActive: boolean;
}

export interface CategoryView {
  id: string;
  menuId: string;
  name: string;
  description: string;
  displayOrder: number;
  includesDrink: boolean;
  sidesRequired: number;
  isActive: boolean;
}

export interface MenuItemView {
  id: string;
  menuId: string;
  categoryId: string;
  name: string;
  description: string;
  price: string;
  imageUrl: string | null;
  /** The item's own count; null when its category's applies. */
  sidesRequired: number | null;
  isActive: boolean;
}

export interface IngredientView {
  id: string;
  menuId: string;
  categoryId: string;
  name: string;
  type: IngredientType;
  price: string;
  maxQuantity: number;
  isActive: boolean;
}

export interface SideView {
  id: string;
  menuId: string;
  categoryId: string;
  name: string;
  price: string;
  isActive: boolean;
}

/** An item's link to an ingredient; `id` is the ingredient's id (a link has no id of its own). */
export interface ItemIngredientView {
  id: string;
  ingredientId: string;
  name: string;
  type: IngredientType;
  price: string;
  maxQuantity: number;
  isIncluded: boolean;
  ingredient: {
    id: string;
    name: string;
    type: IngredientType;
    price: string;
    maxQuantity: number;
  };
}

export interface ItemSideView {
  id: string;
  sideId: string;
  name: string;
  price: string;
  side: { id: string; name: string; price: string };
}

/** An item with its links, as the restaurant page and the item screens read it. */
export interface MenuItemDetailView extends MenuItemView {
  /** Sides an order line of this item needs: the item's own count, else its category's. */
  requiredSides: number;
  ingredients: ItemIngredientView[];
  sides: ItemSideView[];
}

export interface CategoryTreeView extends CategoryView {
  menuItems: MenuItemDetailView[];
}

export interface MenuTreeView extends MenuView {
  /** Sold-out marks with their expiry; the api keeps those that hold at its `now`. */
  soldOut: SoldOutMark[];
  drinks: DrinkView[];
  categories: CategoryTreeView[];
}

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
