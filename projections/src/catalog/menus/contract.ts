import { z } from 'zod';
import { DAYS } from '@pickup/domain/catalog/hours-types';
import { INGREDIENT_TYPES } from '@pickup/domain/catalog/menu-schemas';
import { SOLD_OUT_KINDS } from '@pickup/domain/catalog/menu-types';

/**
 * What the menus read model's GET endpoints answer. Prices are dollars as decimal text
 * ("12.50"), as the spec's decimal columns were; everything else keeps the domain's names.
 */

const dayHours = z.object({ start: z.string(), end: z.string(), closed: z.boolean() });
export const weeklyHoursSchema = z.object(
  Object.fromEntries(DAYS.map((d) => [d, dayHours])) as Record<
    (typeof DAYS)[number],
    typeof dayHours
  >,
);
const ingredientType = z.enum(INGREDIENT_TYPES);

export const menuViewSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  description: z.string(),
  availableHours: weeklyHoursSchema.nullable(),
  cutoffMinutes: z.number(),
  isActive: z.boolean(),
  /** 'Always available', 'Closed', 'Daily 06:00-22:00' or 'N days per week'. */
  availability: z.string(),
});
export type MenuView = z.infer<typeof menuViewSchema>;

export const drinkViewSchema = z.object({
  id: z.string(),
  menuId: z.string(),
  name: z.string(),
  price: z.string(),
  isActive: z.boolean(),
});
export type DrinkView = z.infer<typeof drinkViewSchema>;

export const categoryViewSchema = z.object({
  id: z.string(),
  menuId: z.string(),
  name: z.string(),
  description: z.string(),
  displayOrder: z.number(),
  includesDrink: z.boolean(),
  sidesRequired: z.number(),
  isActive: z.boolean(),
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

export const menuItemViewSchema = z.object({
  id: z.string(),
  menuId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  imageUrl: z.string().nullable(),
  /** The item's own count; null when its category's applies. */
  sidesRequired: z.number().nullable(),
  isActive: z.boolean(),
});
export type MenuItemView = z.infer<typeof menuItemViewSchema>;

export const ingredientViewSchema = z.object({
  id: z.string(),
  menuId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  type: ingredientType,
  price: z.string(),
  maxQuantity: z.number(),
  isActive: z.boolean(),
});
export type IngredientView = z.infer<typeof ingredientViewSchema>;

export const sideViewSchema = z.object({
  id: z.string(),
  menuId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  price: z.string(),
  isActive: z.boolean(),
});
export type SideView = z.infer<typeof sideViewSchema>;

/** POST /api/categories/:id/ingredients/copy: the copies added (names already there skipped). */
export const copiedIngredientsSchema = z.object({ copied: z.array(ingredientViewSchema) });

/** POST /api/categories/:id/sides/copy: the copies added. */
export const copiedSidesSchema = z.object({ copied: z.array(sideViewSchema) });

/** An item's link to an ingredient; `id` is the ingredient's id (a link has no id of its own). */
export const itemIngredientViewSchema = z.object({
  id: z.string(),
  ingredientId: z.string(),
  name: z.string(),
  type: ingredientType,
  price: z.string(),
  maxQuantity: z.number(),
  isIncluded: z.boolean(),
  ingredient: z.object({
    id: z.string(),
    name: z.string(),
    type: ingredientType,
    price: z.string(),
    maxQuantity: z.number(),
  }),
});
export type ItemIngredientView = z.infer<typeof itemIngredientViewSchema>;

export const itemSideViewSchema = z.object({
  id: z.string(),
  sideId: z.string(),
  name: z.string(),
  price: z.string(),
  side: z.object({ id: z.string(), name: z.string(), price: z.string() }),
});
export type ItemSideView = z.infer<typeof itemSideViewSchema>;

/** An item with its links, as the restaurant page and the item screens read it. */
export const menuItemDetailViewSchema = menuItemViewSchema.extend({
  /** Sides an order line of this item needs: the item's own count, else its category's. */
  requiredSides: z.number(),
  /**
   * Its stock count (issue 32): units left as last counted, the daily par and when it next
   * refills (the left at a moment: stockLeftAt in @pickup/domain); null when not counted.
   * Absent from a menu write's answer, which is built from the menu's own stream.
   */
  stock: z
    .object({ left: z.number(), par: z.number().nullable(), refillAt: z.string().nullable() })
    .nullable()
    .optional(),
  ingredients: z.array(itemIngredientViewSchema),
  sides: z.array(itemSideViewSchema),
});
export type MenuItemDetailView = z.infer<typeof menuItemDetailViewSchema>;

export const categoryTreeViewSchema = categoryViewSchema.extend({
  menuItems: z.array(menuItemDetailViewSchema),
});
export type CategoryTreeView = z.infer<typeof categoryTreeViewSchema>;

export const soldOutMarkSchema = z.object({
  entry: z.object({ kind: z.enum(SOLD_OUT_KINDS), id: z.string() }),
  /** ISO instant it returns by itself (the next opening); null: until turned back on. */
  until: z.string().nullable(),
  reason: z.string().nullable(),
});

export const menuTreeViewSchema = menuViewSchema.extend({
  /** Sold-out marks with their expiry; the api keeps those that hold at its `now`. */
  soldOut: z.array(soldOutMarkSchema),
  drinks: z.array(drinkViewSchema),
  categories: z.array(categoryTreeViewSchema),
});
export type MenuTreeView = z.infer<typeof menuTreeViewSchema>;
