import type {
  Category,
  Drink,
  Ingredient,
  MenuDetails,
  MenuItemDetails,
  Side,
  SoldOutMark,
} from '@pickup/domain/catalog/menu-types';
import {
  categoryView,
  drinkView,
  itemIngredientView,
  itemSideView,
  menuItemView,
  menuView,
  type MenuItemDetailView,
  type MenuTreeView,
} from './views';

/**
 * SQL that builds menus, categories and items with their links as JSON in one round trip
 * (the restaurant page reads a whole menu tree per request), in the domain's shape with
 * prices in cents; the functions below turn that into the views. `$all` names the
 * parameter that is true when inactive things are included.
 */

export const T = 'rm_menus';

export const itemJson = (all: string) => `json_build_object(
  'id', i.id, 'menuId', i.menu_id, 'categoryId', i.category_id, 'name', i.name,
  'description', i.description, 'priceCents', i.price_cents, 'imageUrl', i.image_url,
  'sidesRequired', i.sides_required, 'isActive', i.is_active,
  'stock', CASE WHEN i.stock_left IS NULL THEN NULL ELSE json_build_object(
    'left', i.stock_left, 'par', i.stock_par, 'refillAt', i.stock_refill_at) END,
  'categorySidesRequired', (SELECT sides_required FROM ${T}.categories WHERE id = i.category_id),
  'ingredients', coalesce((
    SELECT json_agg(json_build_object('isIncluded', l.is_included, 'ingredient', json_build_object(
             'id', g.id, 'categoryId', g.category_id, 'name', g.name, 'type', g.type,
             'priceCents', g.price_cents, 'maxQuantity', g.max_quantity, 'isActive', g.is_active))
           ORDER BY l.position)
      FROM ${T}.item_ingredients l JOIN ${T}.ingredients g ON g.id = l.ingredient_id
     WHERE l.item_id = i.id AND (${all} OR g.is_active)), '[]'::json),
  'sides', coalesce((
    SELECT json_agg(json_build_object('id', s.id, 'categoryId', s.category_id, 'name', s.name,
             'priceCents', s.price_cents, 'isActive', s.is_active) ORDER BY l.position)
      FROM ${T}.item_sides l JOIN ${T}.sides s ON s.id = l.side_id
     WHERE l.item_id = i.id AND (${all} OR s.is_active)), '[]'::json))`;

const categoryJson = (all: string) => `json_build_object(
  'id', c.id, 'name', c.name, 'description', c.description, 'displayOrder', c.display_order,
  'includesDrink', c.includes_drink, 'sidesRequired', c.sides_required, 'isActive', c.is_active,
  'items', coalesce((SELECT json_agg(${itemJson(all)} ORDER BY i.position)
                       FROM ${T}.items i WHERE i.category_id = c.id AND (${all} OR i.is_active)),
                    '[]'::json))`;

/** $1 restaurant id, $2 include inactive. */
export const MENU_TREE_SQL = `
SELECT coalesce(json_agg(json_build_object(
  'id', m.id, 'restaurantId', m.restaurant_id, 'name', m.name, 'description', m.description,
  'availableHours', m.available_hours, 'cutoffMinutes', m.cutoff_minutes, 'isActive', m.is_active,
  'drinks', coalesce((SELECT json_agg(json_build_object('id', d.id, 'name', d.name,
                        'priceCents', d.price_cents, 'isActive', d.is_active) ORDER BY d.position)
                        FROM ${T}.drinks d WHERE d.menu_id = m.id AND ($2 OR d.is_active)),
                     '[]'::json),
  'soldOut', coalesce((SELECT json_agg(json_build_object('entry', json_build_object(
                         'kind', o.kind, 'id', o.entry_id), 'until', o.until, 'reason', o.reason))
                         FROM ${T}.sold_out o WHERE o.menu_id = m.id), '[]'::json),
  'categories', coalesce((SELECT json_agg(${categoryJson('$2')}
                                 ORDER BY c.display_order, c.name, c.id)
                            FROM ${T}.categories c
                           WHERE c.menu_id = m.id AND ($2 OR c.is_active)), '[]'::json)
) ORDER BY m.position), '[]'::json) AS menus
FROM ${T}.menus m WHERE m.restaurant_id = $1 AND ($2 OR m.is_active)`;

export interface ItemJson extends MenuItemDetails {
  id: string;
  menuId: string;
  categoryId: string;
  categorySidesRequired: number;
  stock: { left: number; par: number | null; refillAt: string | null } | null;
  ingredients: { isIncluded: boolean; ingredient: Ingredient }[];
  sides: Side[];
}

interface CategoryJson extends Category {
  items: ItemJson[];
}

export interface MenuJson extends MenuDetails {
  id: string;
  restaurantId: string;
  soldOut: SoldOutMark[];
  drinks: Drink[];
  categories: CategoryJson[];
}

export function itemDetailView(i: ItemJson): MenuItemDetailView {
  return {
    ...menuItemView(i.menuId, i),
    requiredSides: i.sidesRequired ?? i.categorySidesRequired,
    // Postgres writes timestamps in its own text form: read back as an ISO instant.
    stock: i.stock && {
      ...i.stock,
      refillAt: i.stock.refillAt === null ? null : new Date(i.stock.refillAt).toISOString(),
    },
    ingredients: i.ingredients.map((l) => itemIngredientView(l.ingredient, l.isIncluded)),
    sides: i.sides.map(itemSideView),
  };
}

export function menuTreeView(m: MenuJson): MenuTreeView {
  return {
    ...menuView(m),
    drinks: m.drinks.map((d) => drinkView(m.id, d)),
    // Postgres writes timestamps in its own text form: read back as ISO instants.
    soldOut: m.soldOut.map((o) => ({
      ...o,
      until: o.until === null ? null : new Date(o.until).toISOString(),
    })),
    categories: m.categories.map((c) => ({
      ...categoryView(m.id, c),
      menuItems: c.items.map(itemDetailView),
    })),
  };
}
