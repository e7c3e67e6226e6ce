import { conflict } from '../shared/errors';
import { nextOpeningInstant } from './hours';
import type { MenuCommandOf } from './menu-commands';
import { findOrThrow } from './menu-lookup';
import type { Menu, MenuEvent, SoldOutEntry, SoldOutMark } from './menu-types';

/**
 * "86": an item, an added ingredient, a side or a drink sold out until the restaurant's
 * next opening (in its zone), or until turned back on (issue 15). The mark carries its
 * expiry; whether it still holds is judged with the `now` of whoever asks.
 */

export const NOT_SOLD_OUT = 'This is not sold out';
export const NEVER_OPENS =
  'The restaurant has no next opening: mark it sold out until turned back on';

export const soldOutKey = (entry: SoldOutEntry) => `${entry.kind}:${entry.id}`;

export function isSoldOutAt(mark: SoldOutMark | undefined, now: Date): boolean {
  if (!mark) return false;
  return mark.until === null || Date.parse(mark.until) > now.getTime();
}

/** The mark of an entry that holds at `now`, if any. */
export function soldOutMarkAt(menu: Menu, entry: SoldOutEntry, now: Date): SoldOutMark | undefined {
  const mark = (menu.soldOut ?? []).find((m) => soldOutKey(m.entry) === soldOutKey(entry));
  return isSoldOutAt(mark, now) ? mark : undefined;
}

/** The entry's name; refuses an entry the menu does not have (404). */
export function soldOutEntryName(menu: Menu, entry: SoldOutEntry): string {
  switch (entry.kind) {
    case 'item':
      return findOrThrow(menu.items, entry.id, 'item').name;
    case 'ingredient':
      return findOrThrow(menu.ingredients, entry.id, 'ingredient').name;
    case 'side':
      return findOrThrow(menu.sides, entry.id, 'side').name;
    case 'drink':
      return findOrThrow(menu.drinks, entry.id, 'drink').name;
    default: {
      const _never: never = entry.kind;
      return _never;
    }
  }
}

export function markSoldOut(command: MenuCommandOf<'MarkSoldOut'>, menu: Menu): MenuEvent[] {
  soldOutEntryName(menu, command.entry);
  const now = new Date(command.now);
  let until: string | null = null;
  if (command.until === 'next_opening') {
    const { hours, timezone } = command.restaurantHours;
    const opening = nextOpeningInstant(hours, timezone, now);
    if (opening === null) throw conflict(NEVER_OPENS);
    until = opening.toISOString();
  }
  const reason = command.reason?.trim() || null;
  return [
    { type: 'MenuEntrySoldOut', data: { menuId: menu.id, entry: command.entry, until, reason } },
  ];
}

export function markBackInStock(
  command: MenuCommandOf<'MarkBackInStock'>,
  menu: Menu,
): MenuEvent[] {
  soldOutEntryName(menu, command.entry);
  if (!soldOutMarkAt(menu, command.entry, new Date(command.now))) throw conflict(NOT_SOLD_OUT);
  return [{ type: 'MenuEntryBackInStock', data: { menuId: menu.id, entry: command.entry } }];
}

export function evolveSoldOut(menu: Menu, event: MenuEvent): Menu {
  if (event.type !== 'MenuEntrySoldOut' && event.type !== 'MenuEntryBackInStock') return menu;
  const key = soldOutKey(event.data.entry);
  const others = (menu.soldOut ?? []).filter((m) => soldOutKey(m.entry) !== key);
  if (event.type === 'MenuEntryBackInStock') return { ...menu, soldOut: others };
  const { entry, until, reason } = event.data;
  return { ...menu, soldOut: [...others, { entry, until, reason }] };
}

interface OrderedLine {
  menuItemId: string;
  customizations?: {
    possibleIngredients?: { id: string }[];
    sides?: { id: string }[];
    addons?: { id: string }[];
  };
}

/**
 * The sold-out marks an order's lines run into, each with the name customers know it by;
 * whether a mark still holds is left to the order decision (it has the order's time).
 */
export function soldOutMarksFor(
  menus: readonly Menu[],
  lines: readonly OrderedLine[],
): { name: string; until: string | null }[] {
  const marks = new Map<string, { menu: Menu; mark: SoldOutMark }>();
  for (const menu of menus) {
    for (const mark of menu.soldOut ?? []) marks.set(soldOutKey(mark.entry), { menu, mark });
  }
  if (marks.size === 0) return [];
  const asked = lines.flatMap((line): SoldOutEntry[] => [
    { kind: 'item', id: line.menuItemId },
    ...(line.customizations?.possibleIngredients ?? []).map((c) => ({
      kind: 'ingredient' as const,
      id: c.id,
    })),
    ...(line.customizations?.sides ?? []).map((c) => ({ kind: 'side' as const, id: c.id })),
    ...(line.customizations?.addons ?? []).map((c) => ({ kind: 'drink' as const, id: c.id })),
  ]);
  return asked.flatMap((entry) => {
    const found = marks.get(soldOutKey(entry));
    if (!found) return [];
    return [{ name: nameOrId(found.menu, entry), until: found.mark.until }];
  });
}

function nameOrId(menu: Menu, entry: SoldOutEntry): string {
  try {
    return soldOutEntryName(menu, entry);
  } catch {
    return entry.id;
  }
}
