import type pg from 'pg';
import type {
  CategoryChanges,
  DrinkChanges,
  IngredientChanges,
  MenuChanges,
  MenuEvent,
  MenuItemChanges,
  SideChanges,
} from '@pickup/domain/catalog/menu-types';

/** Writes one menu-stream event into the menus read model (tables in schema.ts). */

type Columns<T> = Record<keyof T & string, string>;

const MENU_COLUMNS: Columns<MenuChanges> = {
  name: 'name',
  description: 'description',
  availableHours: 'available_hours',
  cutoffMinutes: 'cutoff_minutes',
  isActive: 'is_active',
};
const DRINK_COLUMNS: Columns<DrinkChanges> = {
  name: 'name',
  priceCents: 'price_cents',
  isActive: 'is_active',
};
const CATEGORY_COLUMNS: Columns<CategoryChanges> = {
  name: 'name',
  description: 'description',
  displayOrder: 'display_order',
  includesDrink: 'includes_drink',
  sidesRequired: 'sides_required',
  isActive: 'is_active',
};
const ITEM_COLUMNS: Columns<MenuItemChanges> = {
  name: 'name',
  description: 'description',
  priceCents: 'price_cents',
  sidesRequired: 'sides_required',
  isActive: 'is_active',
};
const INGREDIENT_COLUMNS: Columns<IngredientChanges> = {
  name: 'name',
  type: 'type',
  priceCents: 'price_cents',
  maxQuantity: 'max_quantity',
  isActive: 'is_active',
};
const SIDE_COLUMNS: Columns<SideChanges> = {
  name: 'name',
  priceCents: 'price_cents',
  isActive: 'is_active',
};

/** UPDATE of the changed fields only; json values (hours) are sent as text. */
async function updateRow<T extends object>(
  tx: pg.PoolClient,
  table: string,
  id: string,
  changes: T,
  columns: Columns<T>,
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const [key, value] of Object.entries(changes)) {
    const column = columns[key as keyof T & string];
    if (column === undefined || value === undefined) continue;
    values.push(value !== null && typeof value === 'object' ? JSON.stringify(value) : value);
    sets.push(`${column} = $${values.length}`);
  }
  if (sets.length === 0) return;
  await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1`, values);
}

export type ItemUpdate = Extract<MenuEvent, { type: 'MenuItemUpdated' }>['data'];

/**
 * Consecutive MenuItemUpdated events (price changes are most of a menu's history) in one
 * statement: each item's changes folded in order, later values winning, which leaves the
 * rows updateRow would leave one event at a time.
 */
export async function updateItems(tx: pg.PoolClient, updates: readonly ItemUpdate[]) {
  const folded = new Map<string, Partial<MenuItemChanges>>();
  for (const u of updates) folded.set(u.itemId, { ...folded.get(u.itemId), ...u.changes });
  const set = (column: string, key: keyof MenuItemChanges, type: string) =>
    `${column} = CASE WHEN p.c ? '${key}' THEN (p.c->>'${key}')::${type} ELSE i.${column} END`;
  await tx.query(
    `UPDATE items i SET ${[
      set(ITEM_COLUMNS.name, 'name', 'text'),
      set(ITEM_COLUMNS.description, 'description', 'text'),
      set(ITEM_COLUMNS.priceCents, 'priceCents', 'bigint'),
      set(ITEM_COLUMNS.sidesRequired, 'sidesRequired', 'integer'),
      set(ITEM_COLUMNS.isActive, 'isActive', 'boolean'),
    ].join(', ')}
     FROM unnest($1::text[], $2::jsonb[]) AS p(id, c)
     WHERE i.id = p.id`,
    // Arrays, not a json document: Postgres then knows how many rows to expect and looks each
    // item up by its key instead of scanning the table.
    [[...folded.keys()], [...folded.values()].map((c) => JSON.stringify(c))],
  );
}

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
