import { notFound } from '../shared/errors';
import { changedFields, isEmpty } from './changes';
import type { Menu, MenuItem } from './menu-types';

/** Lookups into a menu state, shared by the deciders and by ordering. */

export const MESSAGES = {
  menu: 'Menu not found',
  drink: 'Drink not found',
  category: 'Category not found',
  item: 'Menu item not found',
  ingredient: 'Ingredient not found',
  side: 'Side not found',
} as const;

export function findOrThrow<T extends { id: string }>(
  list: readonly T[],
  id: string,
  what: keyof typeof MESSAGES,
): T {
  const found = list.find((x) => x.id === id);
  if (!found) throw notFound(MESSAGES[what]);
  return found;
}

/**
 * What of a requested change would really change the thing (404 when it is missing); null
 * when nothing would, so that a resubmitted form records nothing.
 */
export function changesOf<T extends { id: string }>(
  list: readonly T[],
  id: string,
  what: keyof typeof MESSAGES,
  requested: NoInfer<Partial<T>>,
): Partial<T> | null {
  const changes = changedFields(findOrThrow(list, id, what), requested);
  return isEmpty(changes) ? null : changes;
}

/** How many sides an order line of this item needs: the item's own count, else its category's. */
export function sidesRequiredFor(menu: Menu, item: MenuItem): number {
  if (item.sidesRequired !== null) return item.sidesRequired;
  return menu.categories.find((c) => c.id === item.categoryId)?.sidesRequired ?? 0;
}

/** Same name ignoring case and surrounding spaces (copies never duplicate a name). */
export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
