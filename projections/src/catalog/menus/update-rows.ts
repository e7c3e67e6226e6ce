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

/**
 * Writes of the menus read model's rows: an added thing's row, partial updates (an event's
 * changed fields, column by column, and a run of item updates folded into one statement)
 * and deletes.
 */

type Columns<T> = Record<keyof T & string, string>;

export const MENU_COLUMNS: Columns<MenuChanges> = {
  name: 'name',
  description: 'description',
  availableHours: 'available_hours',
  cutoffMinutes: 'cutoff_minutes',
  isActive: 'is_active',
};
export const DRINK_COLUMNS: Columns<DrinkChanges> = {
  name: 'name',
  priceCents: 'price_cents',
  isActive: 'is_active',
};
export const CATEGORY_COLUMNS: Columns<CategoryChanges> = {
  name: 'name',
  description: 'description',
  displayOrder: 'display_order',
  includesDrink: 'includes_drink',
  sidesRequired: 'sides_required',
  isActive: 'is_active',
};
export const ITEM_COLUMNS: Columns<MenuItemChanges> = {
  name: 'name',
  description: 'description',
  priceCents: 'price_cents',
  sidesRequired: 'sides_required',
  isActive: 'is_active',
};
export const INGREDIENT_COLUMNS: Columns<IngredientChanges> = {
  name: 'name',
  type: 'type',
  priceCents: 'price_cents',
  maxQuantity: 'max_quantity',
  isActive: 'is_active',
};
export const SIDE_COLUMNS: Columns<SideChanges> = {
  name: 'name',
  priceCents: 'price_cents',
  isActive: 'is_active',
};

/**
 * INSERT of an added thing's row (keyed by `id`): a replayed event adds nothing, and a thing
 * whose parent row was deleted meanwhile (a cascade) has nowhere to go.
 */
export async function insertUnder(
  tx: pg.PoolClient,
  table: string,
  [parentTable, parentColumn]: readonly [string, string],
  row: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(row);
  const params = columns.map((_, i) => `$${i + 1}`);
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${params.join(', ')}
      WHERE EXISTS (SELECT 1 FROM ${parentTable} WHERE id = $${columns.indexOf(parentColumn) + 1})
     ON CONFLICT (id) DO NOTHING`,
    Object.values(row),
  );
}

/**
 * INSERT of a thing added to a menu: its id, its menu and, when it has one, its category
 * (whose row it then needs, else its menu's), then its fields by `columns` and `more`.
 */
export function insertThing<T extends object>(
  tx: pg.PoolClient,
  table: string,
  menuId: string,
  thing: NoInfer<Partial<T>> & { id: string; categoryId?: string },
  columns: Columns<T>,
  more: Record<string, unknown> = {},
): Promise<void> {
  const { id, categoryId } = thing;
  const fields = { ...columnValues(columns, thing), ...more };
  return categoryId === undefined
    ? insertUnder(tx, table, ['menus', 'menu_id'], { id, menu_id: menuId, ...fields })
    : insertUnder(tx, table, ['categories', 'category_id'], {
        id,
        menu_id: menuId,
        category_id: categoryId,
        ...fields,
      });
}

export async function deleteRow(tx: pg.PoolClient, table: string, id: string): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
}

/** UPDATE of the changed fields only. */
export async function updateRow<T extends object>(
  tx: pg.PoolClient,
  table: string,
  id: string,
  changes: T,
  columns: Columns<T>,
): Promise<void> {
  const row = columnValues(columns, changes);
  const sets = Object.keys(row).map((column, i) => `${column} = $${i + 2}`);
  if (sets.length === 0) return;
  await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1`, [
    id,
    ...Object.values(row),
  ]);
}

/** The row's columns of the fields that are there; json values (hours) as text. */
export function columnValues<T extends object>(
  columns: Columns<T>,
  fields: NoInfer<Partial<T>>,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const column = columns[key as keyof T & string];
    if (column === undefined || value === undefined) continue;
    row[column] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  }
  return row;
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
