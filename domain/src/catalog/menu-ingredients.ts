import { conflict, forbidden } from '../shared/errors';
import type { CopySource, MenuCommandOf } from './menu-commands';
import { changesOf, findOrThrow, sameName } from './menu-lookup';
import type { Menu, MenuEvent } from './menu-types';

/** Decisions about a category's ingredients and sides, including copies between categories. */

export function addIngredient(command: MenuCommandOf<'AddIngredient'>, menu: Menu): MenuEvent[] {
  const { categoryId, ingredientId, data } = command;
  findOrThrow(menu.categories, categoryId, 'category');
  if (menu.ingredients.some((x) => x.id === ingredientId))
    throw conflict('Ingredient already exists');
  return [
    {
      type: 'IngredientAdded',
      data: { menuId: menu.id, ingredient: { id: ingredientId, categoryId, ...data } },
    },
  ];
}

export function updateIngredient(
  command: MenuCommandOf<'UpdateIngredient'>,
  menu: Menu,
): MenuEvent[] {
  const { ingredientId } = command;
  const changes = changesOf(menu.ingredients, ingredientId, 'ingredient', command.changes);
  return changes
    ? [{ type: 'IngredientUpdated', data: { menuId: menu.id, ingredientId, changes } }]
    : [];
}

export function removeIngredient(
  command: MenuCommandOf<'RemoveIngredient'>,
  menu: Menu,
): MenuEvent[] {
  const ingredient = findOrThrow(menu.ingredients, command.ingredientId, 'ingredient');
  return [{ type: 'IngredientRemoved', data: { menuId: menu.id, ingredientId: ingredient.id } }];
}

export function addSide(command: MenuCommandOf<'AddSide'>, menu: Menu): MenuEvent[] {
  const { categoryId, sideId, data } = command;
  findOrThrow(menu.categories, categoryId, 'category');
  if (menu.sides.some((x) => x.id === sideId)) throw conflict('Side already exists');
  return [
    { type: 'SideAdded', data: { menuId: menu.id, side: { id: sideId, categoryId, ...data } } },
  ];
}

export function updateSide(command: MenuCommandOf<'UpdateSide'>, menu: Menu): MenuEvent[] {
  const { sideId } = command;
  const changes = changesOf(menu.sides, sideId, 'side', command.changes);
  return changes ? [{ type: 'SideUpdated', data: { menuId: menu.id, sideId, changes } }] : [];
}

export function removeSide(command: MenuCommandOf<'RemoveSide'>, menu: Menu): MenuEvent[] {
  const side = findOrThrow(menu.sides, command.sideId, 'side');
  return [{ type: 'SideRemoved', data: { menuId: menu.id, sideId: side.id } }];
}

export const COPY_OTHER_RESTAURANT = 'Can only copy from a category of the same restaurant';

/**
 * Copies (not links) the given ingredients into the category. Names already in the target
 * category, or repeated in the request, are skipped, so copying twice adds nothing.
 */
export function copyIngredients(
  command: MenuCommandOf<'CopyIngredients'>,
  menu: Menu,
): MenuEvent[] {
  return freshCopies(menu, menu.ingredients, command).map((ingredient) => ({
    type: 'IngredientAdded',
    data: { menuId: menu.id, ingredient },
  }));
}

/** Copies sides as `copyIngredients` copies ingredients. */
export function copySides(command: MenuCommandOf<'CopySides'>, menu: Menu): MenuEvent[] {
  return freshCopies(menu, menu.sides, command).map((side) => ({
    type: 'SideAdded',
    data: { menuId: menu.id, side },
  }));
}

/** The copies whose names the target category does not have yet, as things of it. */
function freshCopies<C extends { newId: string; name: string }>(
  menu: Menu,
  things: readonly { categoryId: string; name: string }[],
  command: { categoryId: string; from: CopySource; copies: C[] },
) {
  const { categoryId } = command;
  assertCopyTarget(menu, categoryId, command.from);
  const taken = things.filter((x) => x.categoryId === categoryId).map((x) => x.name);
  return newNames(command.copies, taken).map(({ newId, ...data }) => ({
    id: newId,
    categoryId,
    ...data,
  }));
}

function assertCopyTarget(menu: Menu, categoryId: string, from: CopySource): void {
  findOrThrow(menu.categories, categoryId, 'category');
  if (from.restaurantId !== menu.restaurantId) throw forbidden(COPY_OTHER_RESTAURANT);
}

function newNames<T extends { name: string }>(copies: readonly T[], taken: readonly string[]): T[] {
  const names = [...taken];
  const fresh: T[] = [];
  for (const copy of copies) {
    if (names.some((n) => sameName(n, copy.name))) continue;
    names.push(copy.name);
    fresh.push(copy);
  }
  return fresh;
}

/**
 * The copies for a Copy From request, read from the source menu's state (any menu of the
 * restaurant): each picked id must be one of the source category's ingredients (or sides),
 * and a copy is all the thing is but its id (a new one) and its category.
 */
export function copiesFrom<T extends { id: string; categoryId: string }>(
  source: Menu,
  picked: {
    what: 'ingredient' | 'side';
    list: readonly T[];
    categoryId: string;
    ids: readonly string[];
  },
  newId: () => string,
) {
  const { what, list, categoryId, ids } = picked;
  return {
    from: { restaurantId: source.restaurantId, menuId: source.id, categoryId },
    copies: pickFrom(list, categoryId, ids, what).map(
      ({ id: _id, categoryId: _categoryId, ...fields }) => ({ newId: newId(), ...fields }),
    ),
  };
}

function pickFrom<T extends { id: string; categoryId: string }>(
  list: readonly T[],
  categoryId: string,
  ids: readonly string[],
  what: 'ingredient' | 'side',
): T[] {
  const inCategory = list.filter((x) => x.categoryId === categoryId);
  return ids.map((id) => findOrThrow(inCategory, id, what));
}
