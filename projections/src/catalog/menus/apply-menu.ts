import type pg from 'pg';
import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import {
  MENU_COLUMNS,
  DRINK_COLUMNS,
  CATEGORY_COLUMNS,
  ITEM_COLUMNS,
  INGREDIENT_COLUMNS,
  SIDE_COLUMNS,
  updateRow,
} from './update-rows';

/** Writes one menu-stream event into the menus read model (tables in schema.ts). */
export async function applyMenuEvent(
  tx: pg.PoolClient,
  event: Exclude<MenuEvent, { type: 'MenuItemStockCounting' }>,
  at: { version: string; checkpoint: string },
): Promise<void> {
  const { version } = at;
  switch (event.type) {
    case 'MenuCreated': {
      const d = event.data;
      // A menu of a restaurant deleted meanwhile has nowhere to go (the restaurant cascade).
      await tx.query(
        `INSERT INTO menus (id, restaurant_id, name, description, available_hours,
           cutoff_minutes, is_active, position)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM restaurants WHERE id = $2)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.menuId,
          d.restaurantId,
          d.name,
          d.description,
          d.availableHours === null ? null : JSON.stringify(d.availableHours),
          d.cutoffMinutes,
          d.isActive,
          at.checkpoint,
        ],
      );
      return;
    }
    case 'MenuUpdated':
      return updateRow(tx, 'menus', event.data.menuId, event.data.changes, MENU_COLUMNS);
    case 'MenuDeleted':
      await tx.query('DELETE FROM menus WHERE id = $1', [event.data.menuId]);
      return;
    case 'DrinkAdded': {
      const { menuId, drink } = event.data;
      await tx.query(
        `INSERT INTO drinks (id, menu_id, name, price_cents, is_active, position)
         SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM menus WHERE id = $2)
         ON CONFLICT (id) DO NOTHING`,
        [drink.id, menuId, drink.name, drink.priceCents, drink.isActive, version],
      );
      return;
    }
    case 'DrinkUpdated':
      return updateRow(tx, 'drinks', event.data.drinkId, event.data.changes, DRINK_COLUMNS);
    case 'DrinkRemoved':
      await tx.query('DELETE FROM drinks WHERE id = $1', [event.data.drinkId]);
      return;
    case 'CategoryAdded': {
      const { menuId, category: c } = event.data;
      await tx.query(
        `INSERT INTO categories (id, menu_id, name, description, display_order, includes_drink,
           sides_required, is_active)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM menus WHERE id = $2)
         ON CONFLICT (id) DO NOTHING`,
        [
          c.id,
          menuId,
          c.name,
          c.description,
          c.displayOrder,
          c.includesDrink,
          c.sidesRequired,
          c.isActive,
        ],
      );
      return;
    }
    case 'CategoryUpdated':
      return updateRow(
        tx,
        'categories',
        event.data.categoryId,
        event.data.changes,
        CATEGORY_COLUMNS,
      );
    case 'CategoryRemoved':
      await tx.query('DELETE FROM categories WHERE id = $1', [event.data.categoryId]);
      return;
    case 'MenuItemAdded': {
      const { menuId, item: i } = event.data;
      await tx.query(
        `INSERT INTO items (id, menu_id, category_id, name, description, price_cents, image_url,
           sides_required, is_active, position)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
          WHERE EXISTS (SELECT 1 FROM categories WHERE id = $3)
         ON CONFLICT (id) DO NOTHING`,
        [
          i.id,
          menuId,
          i.categoryId,
          i.name,
          i.description,
          i.priceCents,
          i.imageUrl,
          i.sidesRequired,
          i.isActive,
          version,
        ],
      );
      return;
    }
    case 'MenuItemUpdated':
      return updateRow(tx, 'items', event.data.itemId, event.data.changes, ITEM_COLUMNS);
    case 'MenuItemImageChanged':
      await tx.query('UPDATE items SET image_url = $2 WHERE id = $1', [
        event.data.itemId,
        event.data.imageUrl,
      ]);
      return;
    case 'MenuItemRemoved':
      await tx.query('DELETE FROM items WHERE id = $1', [event.data.itemId]);
      return;
    case 'MenuItemIngredientsSet': {
      const { itemId, ingredients } = event.data;
      await tx.query('DELETE FROM item_ingredients WHERE item_id = $1', [itemId]);
      await tx.query(
        `INSERT INTO item_ingredients (item_id, ingredient_id, is_included, position)
         SELECT $1, x.id, x.included, x.ord
           FROM unnest($2::text[], $3::boolean[]) WITH ORDINALITY AS x(id, included, ord)
          WHERE EXISTS (SELECT 1 FROM items WHERE id = $1)
            AND EXISTS (SELECT 1 FROM ingredients WHERE id = x.id)
         ON CONFLICT DO NOTHING`,
        [itemId, ingredients.map((l) => l.ingredientId), ingredients.map((l) => l.isIncluded)],
      );
      return;
    }
    case 'MenuItemSidesSet': {
      const { itemId, sideIds } = event.data;
      await tx.query('DELETE FROM item_sides WHERE item_id = $1', [itemId]);
      await tx.query(
        `INSERT INTO item_sides (item_id, side_id, position)
         SELECT $1, x.id, x.ord FROM unnest($2::text[]) WITH ORDINALITY AS x(id, ord)
          WHERE EXISTS (SELECT 1 FROM items WHERE id = $1)
            AND EXISTS (SELECT 1 FROM sides WHERE id = x.id)
         ON CONFLICT DO NOTHING`,
        [itemId, sideIds],
      );
      return;
    }
    case 'IngredientAdded': {
      const { menuId, ingredient: i } = event.data;
      await tx.query(
        `INSERT INTO ingredients (id, menu_id, category_id, name, type, price_cents, max_quantity,
           is_active, position)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
          WHERE EXISTS (SELECT 1 FROM categories WHERE id = $3)
         ON CONFLICT (id) DO NOTHING`,
        [
          i.id,
          menuId,
          i.categoryId,
          i.name,
          i.type,
          i.priceCents,
          i.maxQuantity,
          i.isActive,
          version,
        ],
      );
      return;
    }
    case 'IngredientUpdated':
      return updateRow(
        tx,
        'ingredients',
        event.data.ingredientId,
        event.data.changes,
        INGREDIENT_COLUMNS,
      );
    case 'IngredientRemoved':
      await tx.query('DELETE FROM ingredients WHERE id = $1', [event.data.ingredientId]);
      return;
    case 'SideAdded': {
      const { menuId, side: s } = event.data;
      await tx.query(
        `INSERT INTO sides (id, menu_id, category_id, name, price_cents, is_active, position)
         SELECT $1, $2, $3, $4, $5, $6, $7 WHERE EXISTS (SELECT 1 FROM categories WHERE id = $3)
         ON CONFLICT (id) DO NOTHING`,
        [s.id, menuId, s.categoryId, s.name, s.priceCents, s.isActive, version],
      );
      return;
    }
    case 'SideUpdated':
      return updateRow(tx, 'sides', event.data.sideId, event.data.changes, SIDE_COLUMNS);
    case 'SideRemoved':
      await tx.query('DELETE FROM sides WHERE id = $1', [event.data.sideId]);
      return;
    case 'MenuEntrySoldOut': {
      const { menuId, entry, until, reason } = event.data;
      await tx.query(
        `INSERT INTO sold_out (menu_id, kind, entry_id, until, reason)
         SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM menus WHERE id = $1)
         ON CONFLICT (menu_id, kind, entry_id)
         DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason`,
        [menuId, entry.kind, entry.id, until, reason],
      );
      return;
    }
    case 'MenuEntryBackInStock':
      await tx.query('DELETE FROM sold_out WHERE menu_id = $1 AND kind = $2 AND entry_id = $3', [
        event.data.menuId,
        event.data.entry.kind,
        event.data.entry.id,
      ]);
      return;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
