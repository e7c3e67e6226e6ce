import type { DomainEvent } from '../commands/decider';
import type { WeeklyHours } from './hours-types';
import type { IngredientType } from './menu-schemas';

/**
 * The menu aggregate, stream `menu-{id}`: the menu with its drinks, categories, items,
 * ingredients, sides and the item→ingredient / item→side links. Prices are integer cents.
 * Ordering prices orders from this state (DECISIONS 11).
 */

export const menuStream = (menuId: string) => `menu-${menuId}`;

export interface Drink {
  id: string;
  name: string;
  priceCents: number;
  isActive: boolean;
}

export interface Category {
  id: string;
  name: string;
  description: string;
  displayOrder: number;
  /** The customer may pick one of the menu's drinks with an item of this category. */
  includesDrink: boolean;
  sidesRequired: number;
  isActive: boolean;
}

export interface ItemIngredient {
  ingredientId: string;
  /** Part of the item as served ('optional' ingredients the customer may remove). */
  isIncluded: boolean;
}

export interface MenuItemDetails {
  name: string;
  description: string;
  priceCents: number;
  imageUrl: string | null;
  /** null: the category's sidesRequired applies (see `sidesRequiredFor`). */
  sidesRequired: number | null;
  isActive: boolean;
}

export interface MenuItem extends MenuItemDetails {
  id: string;
  categoryId: string;
  /** Links to ingredients of the item's category, in the order given. */
  ingredients: ItemIngredient[];
  /** Links to sides of the item's category, in the order given. */
  sideIds: string[];
}

export interface Ingredient {
  id: string;
  categoryId: string;
  name: string;
  /** optional: included, removable; possible: an add-on that costs priceCents each. */
  type: IngredientType;
  priceCents: number;
  maxQuantity: number;
  isActive: boolean;
}

export interface Side {
  id: string;
  categoryId: string;
  name: string;
  priceCents: number;
  isActive: boolean;
}

export interface MenuDetails {
  name: string;
  description: string;
  /** null: always available. */
  availableHours: WeeklyHours | null;
  /** Ordering stops this many minutes before the end of the available hours. */
  cutoffMinutes: number;
  isActive: boolean;
}

export interface Menu extends MenuDetails {
  id: string;
  restaurantId: string;
  drinks: Drink[];
  categories: Category[];
  items: MenuItem[];
  ingredients: Ingredient[];
  sides: Side[];
  /** Entries marked sold out, with their expiry (menu-sold-out.ts); absent: none. */
  soldOut?: SoldOutMark[];
  /** Items whose units are counted (ordering/item-stock.ts); absent: none. */
  stockCounted?: string[];
}

export const SOLD_OUT_KINDS = ['item', 'ingredient', 'side', 'drink'] as const;
export type SoldOutKind = (typeof SOLD_OUT_KINDS)[number];
export interface SoldOutEntry {
  kind: SoldOutKind;
  id: string;
}
export interface SoldOutMark {
  entry: SoldOutEntry;
  /** ISO instant it returns by itself (the next opening); null: until turned back on. */
  until: string | null;
  reason: string | null;
}

export type MenuState =
  | { status: 'absent' }
  | { status: 'existing'; menu: Menu }
  | { status: 'deleted'; menuId: string; restaurantId: string };

type Changes<T> = Partial<Omit<T, 'id' | 'categoryId'>>;
export type MenuChanges = Partial<MenuDetails>;
export type DrinkChanges = Changes<Drink>;
export type CategoryChanges = Changes<Category>;
export type MenuItemChanges = Partial<Omit<MenuItemDetails, 'imageUrl'>>;
export type IngredientChanges = Changes<Ingredient>;
export type SideChanges = Changes<Side>;

type E<Type extends string, Data> = DomainEvent<Type, { menuId: string } & Data>;

export type MenuEvent =
  | E<'MenuCreated', { restaurantId: string } & MenuDetails>
  | E<'MenuUpdated', { changes: MenuChanges }>
  | E<'MenuDeleted', { restaurantId: string }>
  | E<'DrinkAdded', { drink: Drink }>
  | E<'DrinkUpdated', { drinkId: string; changes: DrinkChanges }>
  | E<'DrinkRemoved', { drinkId: string }>
  | E<'CategoryAdded', { category: Category }>
  | E<'CategoryUpdated', { categoryId: string; changes: CategoryChanges }>
  /** Also removes the category's items, ingredients, sides and their links. */
  | E<'CategoryRemoved', { categoryId: string }>
  | E<'MenuItemAdded', { item: { id: string; categoryId: string } & MenuItemDetails }>
  | E<'MenuItemUpdated', { itemId: string; changes: MenuItemChanges }>
  | E<'MenuItemImageChanged', { itemId: string; imageUrl: string }>
  | E<'MenuItemRemoved', { itemId: string }>
  | E<'MenuItemIngredientsSet', { itemId: string; ingredients: ItemIngredient[] }>
  | E<'MenuItemSidesSet', { itemId: string; sideIds: string[] }>
  | E<'IngredientAdded', { ingredient: Ingredient }>
  | E<'IngredientUpdated', { ingredientId: string; changes: IngredientChanges }>
  /** Also removes the links of items to it. */
  | E<'IngredientRemoved', { ingredientId: string }>
  | E<'SideAdded', { side: Side }>
  | E<'SideUpdated', { sideId: string; changes: SideChanges }>
  /** Also removes the links of items to it. */
  | E<'SideRemoved', { sideId: string }>
  | E<'MenuEntrySoldOut', SoldOutMark>
  | E<'MenuEntryBackInStock', { entry: SoldOutEntry }>
  /** Orders of the item take from its stock count (on) or not (off). */
  | E<'MenuItemStockCounting', { itemId: string; counted: boolean }>;

export type MenuEventType = MenuEvent['type'];
