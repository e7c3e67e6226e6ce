import type pg from 'pg';
import type {
  Category,
  Drink,
  Ingredient,
  MenuDetails,
  Side,
} from '@pickup/domain/catalog/menu-types';
import { itemDetailView, itemJson, menuTreeView, MENU_TREE_SQL, T } from './tree-sql';
import type { ItemJson, MenuJson } from './tree-sql';
import {
  categoryView,
  drinkView,
  ingredientView,
  menuView,
  sideView,
  type CategoryView,
  type DrinkView,
  type IngredientView,
  type MenuItemDetailView,
  type MenuTreeView,
  type MenuView,
  type SideView,
} from './views';

/**
 * Reads of the menus read model. `includeInactive` is true for admins and the restaurant's
 * owner; customers and anonymous callers never see inactive menus, categories, items,
 * ingredients, sides or drinks.
 */

type Db = Pick<pg.Pool, 'query'>;

export interface Visibility {
  includeInactive: boolean;
}

/** The restaurant page's tree: menus[].categories[].menuItems[] with ingredients and sides. */
export async function menuTreeForRestaurant(
  db: Db,
  restaurantId: string,
  { includeInactive }: Visibility,
): Promise<MenuTreeView[]> {
  const { rows } = await db.query<{ menus: MenuJson[] }>(MENU_TREE_SQL, [
    restaurantId,
    includeInactive,
  ]);
  return (rows[0]?.menus ?? []).map(menuTreeView);
}

/** A row as the menu read it: the menu's details with its ids. */
type MenuRow = MenuDetails & { id: string; restaurantId: string };

const MENU_COLUMNS = `id, restaurant_id AS "restaurantId", name, description,
  available_hours AS "availableHours", cutoff_minutes AS "cutoffMinutes", is_active AS "isActive"`;

export async function listMenus(
  db: Db,
  restaurantId: string,
  { includeInactive }: Visibility,
): Promise<MenuView[]> {
  const { rows } = await db.query<MenuRow>(
    `SELECT ${MENU_COLUMNS} FROM ${T}.menus
      WHERE restaurant_id = $1 AND ($2 OR is_active) ORDER BY position`,
    [restaurantId, includeInactive],
  );
  return rows.map(menuView);
}

export async function getMenu(db: Db, menuId: string): Promise<MenuView | null> {
  const { rows } = await db.query<MenuRow>(`SELECT ${MENU_COLUMNS} FROM ${T}.menus WHERE id = $1`, [
    menuId,
  ]);
  const [m] = rows;
  return m ? menuView(m) : null;
}

export async function listDrinks(
  db: Db,
  menuId: string,
  { includeInactive }: Visibility,
): Promise<DrinkView[]> {
  const { rows } = await db.query<Drink>(
    `SELECT id, name, price_cents::float8 AS "priceCents", is_active AS "isActive"
       FROM ${T}.drinks WHERE menu_id = $1 AND ($2 OR is_active) ORDER BY position`,
    [menuId, includeInactive],
  );
  return rows.map((d) => drinkView(menuId, d));
}

const CATEGORY_COLUMNS = `id, menu_id AS "menuId", name, description,
  display_order AS "displayOrder", includes_drink AS "includesDrink",
  sides_required AS "sidesRequired", is_active AS "isActive"`;

type CategoryRow = Category & { menuId: string };

export async function listCategories(
  db: Db,
  menuId: string,
  { includeInactive }: Visibility,
): Promise<CategoryView[]> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM ${T}.categories
      WHERE menu_id = $1 AND ($2 OR is_active) ORDER BY display_order, name, id`,
    [menuId, includeInactive],
  );
  return rows.map((c) => categoryView(c.menuId, c));
}

export async function getCategory(db: Db, categoryId: string): Promise<CategoryView | null> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM ${T}.categories WHERE id = $1`,
    [categoryId],
  );
  const [c] = rows;
  return c ? categoryView(c.menuId, c) : null;
}

async function items(db: Db, where: string, params: unknown[]): Promise<MenuItemDetailView[]> {
  const { rows } = await db.query<{ item: ItemJson }>(
    `SELECT ${itemJson('$2')} AS item
       FROM ${T}.items i JOIN ${T}.categories c ON c.id = i.category_id
      WHERE ${where} AND ($2 OR (i.is_active AND c.is_active))
      ORDER BY c.display_order, c.name, c.id, i.position`,
    params,
  );
  return rows.map((r) => itemDetailView(r.item));
}

export const listItemsOfCategory = (db: Db, categoryId: string, v: Visibility) =>
  items(db, 'i.category_id = $1', [categoryId, v.includeInactive]);

/** All items of a menu, category by category in display order. */
export const listItemsOfMenu = (db: Db, menuId: string, v: Visibility) =>
  items(db, 'i.menu_id = $1', [menuId, v.includeInactive]);

/** One item with its ingredient and side links (inactive links hidden unless included). */
export async function getMenuItem(
  db: Db,
  itemId: string,
  v: Visibility,
): Promise<MenuItemDetailView | null> {
  const [item] = await items(db, 'i.id = $1', [itemId, v.includeInactive]);
  return item ?? null;
}

export async function listIngredients(
  db: Db,
  categoryId: string,
  { includeInactive }: Visibility,
): Promise<IngredientView[]> {
  const { rows } = await db.query<Ingredient & { menuId: string }>(
    `SELECT id, menu_id AS "menuId", category_id AS "categoryId", name, type,
            price_cents::float8 AS "priceCents", max_quantity AS "maxQuantity",
            is_active AS "isActive"
       FROM ${T}.ingredients WHERE category_id = $1 AND ($2 OR is_active) ORDER BY position`,
    [categoryId, includeInactive],
  );
  return rows.map((i) => ingredientView(i.menuId, i));
}

export async function listSides(
  db: Db,
  categoryId: string,
  { includeInactive }: Visibility,
): Promise<SideView[]> {
  const { rows } = await db.query<Side & { menuId: string }>(
    `SELECT id, menu_id AS "menuId", category_id AS "categoryId", name,
            price_cents::float8 AS "priceCents", is_active AS "isActive"
       FROM ${T}.sides WHERE category_id = $1 AND ($2 OR is_active) ORDER BY position`,
    [categoryId, includeInactive],
  );
  return rows.map((s) => sideView(s.menuId, s));
}

/**
 * Restaurants a customer can order from the menu of (DECISIONS 27): an active menu with an
 * active category holding an active item. Opening hours and sold-out marks are not asked:
 * a closed restaurant is listed as closed, an 86 lasts a service.
 */
export async function restaurantsWithOrderableMenu(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ restaurant_id: string }>(
    `SELECT DISTINCT m.restaurant_id FROM ${T}.menus m
       JOIN ${T}.categories c ON c.menu_id = m.id AND c.is_active
       JOIN ${T}.items i ON i.category_id = c.id AND i.is_active
      WHERE m.is_active`,
  );
  return rows.map((r) => r.restaurant_id);
}
