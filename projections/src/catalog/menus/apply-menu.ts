import type pg from 'pg';
import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import {
  MENU_COLUMNS,
  DRINK_COLUMNS,
  CATEGORY_COLUMNS,
  columnValues,
  ITEM_COLUMNS,
  INGREDIENT_COLUMNS,
  SIDE_COLUMNS,
  deleteRow,
  insertThing,
  insertUnder,
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
      return insertUnder(tx, 'menus', ['restaurants', 'restaurant_id'], {
        id: d.menuId,
        restaurant_id: d.restaurantId,
        ...columnValues(MENU_COLUMNS, d),
        position: at.checkpoint,
      });
    }
    case 'MenuUpdated':
      return updateRow(tx, 'menus', event.data.menuId, event.data.changes, MENU_COLUMNS);
    case 'MenuDeleted':
      return deleteRow(tx, 'menus', event.data.menuId);
    case 'DrinkAdded': {
      const { menuId, drink } = event.data;
      return insertThing(tx, 'drinks', menuId, drink, DRINK_COLUMNS, { position: version });
    }
    case 'DrinkUpdated':
      return updateRow(tx, 'drinks', event.data.drinkId, event.data.changes, DRINK_COLUMNS);
    case 'DrinkRemoved':
      return deleteRow(tx, 'drinks', event.data.drinkId);
    case 'CategoryAdded': {
      const { menuId, category } = event.data;
      return insertThing(tx, 'categories', menuId, category, CATEGORY_COLUMNS);
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
      return deleteRow(tx, 'categories', event.data.categoryId);
    case 'MenuItemAdded': {
      const { menuId, item } = event.data;
      const more = { image_url: item.imageUrl, position: version };
      return insertThing(tx, 'items', menuId, item, ITEM_COLUMNS, more);
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
      return deleteRow(tx, 'items', event.data.itemId);
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
      const { menuId, ingredient } = event.data;
      const more = { position: version };
      return insertThing(tx, 'ingredients', menuId, ingredient, INGREDIENT_COLUMNS, more);
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
      return deleteRow(tx, 'ingredients', event.data.ingredientId);
    case 'SideAdded': {
      const { menuId, side } = event.data;
      return insertThing(tx, 'sides', menuId, side, SIDE_COLUMNS, { position: version });
    }
    case 'SideUpdated':
      return updateRow(tx, 'sides', event.data.sideId, event.data.changes, SIDE_COLUMNS);
    case 'SideRemoved':
      return deleteRow(tx, 'sides', event.data.sideId);
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
