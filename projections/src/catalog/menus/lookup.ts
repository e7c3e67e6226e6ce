import type pg from 'pg';
import { T } from './tree-sql';

/**
 * Where a catalog id lives: its menu (the stream to write to) and restaurant (whose owner
 * may manage it), and whether a customer may see it (it and everything above it active).
 */

type Db = Pick<pg.Pool, 'query'>;

export interface RestaurantAccess {
  restaurantId: string;
  ownerId: string | null;
  /** The restaurant is active. */
  visible: boolean;
}

export interface Location extends RestaurantAccess {
  menuId: string;
}

export type CatalogKind = 'menu' | 'drink' | 'category' | 'item' | 'ingredient' | 'side';

const R = `JOIN ${T}.restaurants r ON r.id = m.restaurant_id`;
const SELECT = `SELECT m.id AS "menuId", r.id AS "restaurantId", r.owner_id AS "ownerId"`;

const LOCATE_SQL: Record<CatalogKind, string> = {
  menu: `${SELECT}, r.is_active AND m.is_active AS visible
           FROM ${T}.menus m ${R} WHERE m.id = $1`,
  drink: `${SELECT}, r.is_active AND m.is_active AND d.is_active AS visible
            FROM ${T}.drinks d JOIN ${T}.menus m ON m.id = d.menu_id ${R} WHERE d.id = $1`,
  category: `${SELECT}, r.is_active AND m.is_active AND c.is_active AS visible
               FROM ${T}.categories c JOIN ${T}.menus m ON m.id = c.menu_id ${R}
              WHERE c.id = $1`,
  item: `${SELECT}, r.is_active AND m.is_active AND c.is_active AND x.is_active AS visible
           FROM ${T}.items x JOIN ${T}.categories c ON c.id = x.category_id
           JOIN ${T}.menus m ON m.id = c.menu_id ${R} WHERE x.id = $1`,
  ingredient: `${SELECT}, r.is_active AND m.is_active AND c.is_active AND x.is_active AS visible
                 FROM ${T}.ingredients x JOIN ${T}.categories c ON c.id = x.category_id
                 JOIN ${T}.menus m ON m.id = c.menu_id ${R} WHERE x.id = $1`,
  side: `${SELECT}, r.is_active AND m.is_active AND c.is_active AND x.is_active AS visible
           FROM ${T}.sides x JOIN ${T}.categories c ON c.id = x.category_id
           JOIN ${T}.menus m ON m.id = c.menu_id ${R} WHERE x.id = $1`,
};

export async function locate(db: Db, kind: CatalogKind, id: string): Promise<Location | null> {
  const { rows } = await db.query<Location>(LOCATE_SQL[kind], [id]);
  return rows[0] ?? null;
}

/** The restaurant as this read model knows it; null when absent or deleted. */
export async function restaurantAccess(
  db: Db,
  restaurantId: string,
): Promise<RestaurantAccess | null> {
  const { rows } = await db.query<RestaurantAccess>(
    `SELECT id AS "restaurantId", owner_id AS "ownerId", is_active AS visible
       FROM ${T}.restaurants WHERE id = $1`,
    [restaurantId],
  );
  return rows[0] ?? null;
}

/** The menu an item belongs to (ordering folds that menu's stream to price the item). */
export async function menuIdOfItem(db: Db, itemId: string): Promise<string | null> {
  const { rows } = await db.query<{ menuId: string }>(
    `SELECT menu_id AS "menuId" FROM ${T}.items WHERE id = $1`,
    [itemId],
  );
  return rows[0]?.menuId ?? null;
}
