import { z } from 'zod';
import {
  flag,
  id,
  imageUrl,
  numberField,
  optionalText,
  price,
  requiredText,
  weeklyHours,
} from './schema-fields';

/**
 * Request schemas for menus, drinks, categories, items, ingredients and sides, with the
 * spec's messages. Prices come out in dollars (numbers); the API turns them into cents with
 * `toCents`. Each `…CreateSchema` fills defaults; each `…UpdateSchema` makes every field
 * optional and leaves absent ones unchanged.
 */

export const DEFAULT_CUTOFF_MINUTES = 15;
export const MAX_CUTOFF_MINUTES = 120;
export const MAX_SIDES_REQUIRED = 10;

const menuFields = {
  name: requiredText('Menu name is required'),
  description: optionalText(),
  // null: no limits, "Always available".
  availableHours: weeklyHours.nullable(),
  cutoffMinutes: numberField({
    invalid: `Cutoff must be a whole number of minutes from 0 to ${MAX_CUTOFF_MINUTES}`,
    integer: true,
    min: { value: 0 },
    max: { value: MAX_CUTOFF_MINUTES },
  }),
  isActive: flag(),
};

export const menuCreateSchema = z.object({
  ...menuFields,
  description: menuFields.description.default(''),
  availableHours: menuFields.availableHours.default(null),
  cutoffMinutes: menuFields.cutoffMinutes.default(DEFAULT_CUTOFF_MINUTES),
  isActive: menuFields.isActive.default(true),
});
export const menuUpdateSchema = z.object(menuFields).partial();
export type MenuCreateBody = z.output<typeof menuCreateSchema>;
export type MenuUpdateBody = z.output<typeof menuUpdateSchema>;

const drinkFields = {
  name: requiredText('Drink name is required'),
  price: price('Price must be a valid number 0 or greater'),
  isActive: flag(),
};
export const drinkCreateSchema = z.object({
  ...drinkFields,
  isActive: drinkFields.isActive.default(true),
});
export const drinkUpdateSchema = z.object(drinkFields).partial();
export type DrinkCreateBody = z.output<typeof drinkCreateSchema>;
export type DrinkUpdateBody = z.output<typeof drinkUpdateSchema>;

const sidesRequired = numberField({
  invalid: 'Sides required must be a whole number',
  integer: true,
  min: { value: 0, message: 'Sides required must be 0 or greater' },
  max: { value: MAX_SIDES_REQUIRED, message: `Maximum ${MAX_SIDES_REQUIRED} sides allowed` },
});

const categoryFields = {
  name: requiredText('Category name is required'),
  description: optionalText(),
  displayOrder: numberField({
    invalid: 'Display order must be at least 1',
    integer: true,
    min: { value: 1 },
    max: { value: 10_000 },
  }),
  includesDrink: flag(),
  sidesRequired,
  isActive: flag(),
};
/** An omitted displayOrder is filled by the decider with the category count plus 1. */
export const categoryCreateSchema = z.object({
  ...categoryFields,
  description: categoryFields.description.default(''),
  displayOrder: categoryFields.displayOrder.optional(),
  includesDrink: categoryFields.includesDrink.default(false),
  sidesRequired: categoryFields.sidesRequired.default(0),
  isActive: categoryFields.isActive.default(true),
});
export const categoryUpdateSchema = z.object(categoryFields).partial();
export type CategoryCreateBody = z.output<typeof categoryCreateSchema>;
export type CategoryUpdateBody = z.output<typeof categoryUpdateSchema>;

const ingredientLink = z.object(
  {
    ingredientId: id('Ingredient id is required'),
    isIncluded: flag().default(true),
  },
  { error: 'Each ingredient needs an ingredientId' },
);
const ingredientLinks = z.array(ingredientLink, { error: 'Ingredients must be a list' });
const sideIds = z.array(id('Side id is required'), { error: 'Sides must be a list of ids' });

const menuItemFields = {
  name: requiredText('Item name is required'),
  price: price('Price must be a valid number (0 or greater)'),
  description: optionalText(),
  isActive: flag(),
  imageUrl: imageUrl().nullable(),
  // null: the category's sidesRequired applies.
  sidesRequired: sidesRequired.nullable(),
};
/** POST /api/categories/{id}/items, or /api/menus/{menuId}/items with categoryId in the body. */
export const menuItemCreateSchema = z.object({
  ...menuItemFields,
  description: menuItemFields.description.default(''),
  isActive: menuItemFields.isActive.default(true),
  imageUrl: menuItemFields.imageUrl.default(null),
  sidesRequired: menuItemFields.sidesRequired.default(null),
  categoryId: id('Category is required').optional(),
  ingredients: ingredientLinks.default([]),
  sides: sideIds.default([]),
});
export const menuItemUpdateSchema = z.object(menuItemFields).partial();
export type MenuItemCreateBody = z.output<typeof menuItemCreateSchema>;
export type MenuItemUpdateBody = z.output<typeof menuItemUpdateSchema>;

/** PUT /api/menu-items/{id}/ingredients */
export const itemIngredientsSchema = z.object({ ingredients: ingredientLinks });
/** PUT /api/menu-items/{id}/sides */
export const itemSidesSchema = z.object({ sides: sideIds });
export type ItemIngredientsBody = z.output<typeof itemIngredientsSchema>;
export type ItemSidesBody = z.output<typeof itemSidesSchema>;

export const INGREDIENT_TYPES = ['optional', 'possible'] as const;
export type IngredientType = (typeof INGREDIENT_TYPES)[number];

const ingredientFields = {
  name: requiredText('Ingredient name is required'),
  type: z.enum(INGREDIENT_TYPES, { error: 'Please select ingredient type' }),
  price: price('Price must be a valid number (0 or greater)'),
  maxQuantity: numberField({
    invalid: 'Max quantity must be a whole number from 1 to 99',
    integer: true,
    min: { value: 1 },
    max: { value: 99 },
  }),
  isActive: flag(),
};
export const ingredientCreateSchema = z.object({
  ...ingredientFields,
  price: ingredientFields.price.default(0),
  maxQuantity: ingredientFields.maxQuantity.default(1),
  isActive: ingredientFields.isActive.default(true),
});
export const ingredientUpdateSchema = z.object(ingredientFields).partial();
export type IngredientCreateBody = z.output<typeof ingredientCreateSchema>;
export type IngredientUpdateBody = z.output<typeof ingredientUpdateSchema>;

const sideFields = {
  name: requiredText('Side name is required'),
  price: price('Price must be a valid number (0 or greater)'),
  isActive: flag(),
};
export const sideCreateSchema = z.object({
  ...sideFields,
  price: sideFields.price.default(0),
  isActive: sideFields.isActive.default(true),
});
export const sideUpdateSchema = z.object(sideFields).partial();
export type SideCreateBody = z.output<typeof sideCreateSchema>;
export type SideUpdateBody = z.output<typeof sideUpdateSchema>;

const fromCategoryId = id('Source category is required');

/** POST /api/categories/{id}/ingredients/copy */
export const copyIngredientsSchema = z.object({
  fromCategoryId,
  ingredientIds: z
    .array(id('Ingredient id is required'), { error: 'ingredientIds must be a list of ids' })
    .min(1, 'Select at least one ingredient to copy'),
});
/** POST /api/categories/{id}/sides/copy */
export const copySidesSchema = z.object({
  fromCategoryId,
  sideIds: z
    .array(id('Side id is required'), { error: 'sideIds must be a list of ids' })
    .min(1, 'Select at least one side to copy'),
});
export type CopyIngredientsBody = z.output<typeof copyIngredientsSchema>;
export type CopySidesBody = z.output<typeof copySidesSchema>;
