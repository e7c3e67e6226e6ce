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

/** A table's rows under one parent in their order; inactive ones only when included. */
async function rowsUnder<R extends pg.QueryResultRow>(
  db: Db,
  from: { table: string; columns: string; parent: string; orderBy?: string },
  parentId: string,
  { includeInactive }: Visibility,
): Promise<R[]> {
  const { rows } = await db.query<R>(
    `SELECT ${from.columns} FROM ${T}.${from.table}
      WHERE ${from.parent} = $1 AND ($2 OR is_active) ORDER BY ${from.orderBy ?? 'position'}`,
    [parentId, includeInactive],
  );
  return rows;
}

export async function listMenus(db: Db, restaurantId: string, v: Visibility): Promise<MenuView[]> {
  const from = { table: 'menus', columns: MENU_COLUMNS, parent: 'restaurant_id' };
  return (await rowsUnder<MenuRow>(db, from, restaurantId, v)).map(menuView);
}

export async function getMenu(db: Db, menuId: string): Promise<MenuView | null> {
  const { rows } = await db.query<MenuRow>(`SELECT ${MENU_COLUMNS} FROM ${T}.menus WHERE id = $1`, [
    menuId,
  ]);
  const [m] = rows;
  return m ? menuView(m) : null;
}

const DRINK_COLUMNS = `id, name, price_cents::float8 AS "priceCents", is_active AS "isActive"`;

export async function listDrinks(db: Db, menuId: string, v: Visibility): Promise<DrinkView[]> {
  const from = { table: 'drinks', columns: DRINK_COLUMNS, parent: 'menu_id' };
  return (await rowsUnder<Drink>(db, from, menuId, v)).map((d) => drinkView(menuId, d));
}

const CATEGORY_COLUMNS = `id, menu_id AS "menuId", name, description,
  display_order AS "displayOrder", includes_drink AS "includesDrink",
  sides_required AS "sidesRequired", is_active AS "isActive"`;

type CategoryRow = Category & { menuId: string };

export async function listCategories(
  db: Db,
  menuId: string,
  v: Visibility,
): Promise<CategoryView[]> {
  const from = {
    table: 'categories',
    columns: CATEGORY_COLUMNS,
    parent: 'menu_id',
    orderBy: 'display_order, name, id',
  };
  return (await rowsUnder<CategoryRow>(db, from, menuId, v)).map((c) => categoryView(c.menuId, c));
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

const INGREDIENT_COLUMNS = `id, menu_id AS "menuId", category_id AS "categoryId", name, type,
  price_cents::float8 AS "priceCents", max_quantity AS "maxQuantity", is_active AS "isActive"`;

export async function listIngredients(
  db: Db,
  categoryId: string,
  v: Visibility,
): Promise<IngredientView[]> {
  const from = { table: 'ingredients', columns: INGREDIENT_COLUMNS, parent: 'category_id' };
  const rows = await rowsUnder<Ingredient & { menuId: string }>(db, from, categoryId, v);
  return rows.map((i) => ingredientView(i.menuId, i));
}

const SIDE_COLUMNS = `id, menu_id AS "menuId", category_id AS "categoryId", name,
  price_cents::float8 AS "priceCents", is_active AS "isActive"`;

export async function listSides(db: Db, categoryId: string, v: Visibility): Promise<SideView[]> {
  const from = { table: 'sides', columns: SIDE_COLUMNS, parent: 'category_id' };
  const rows = await rowsUnder<Side & { menuId: string }>(db, from, categoryId, v);
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
