import type {
  LineCustomizations,
  PricingCategory,
  PricingFailureKind,
  PricingItem,
  PricingMenu,
  RequestedCustomizations,
} from './pricing-types';

/** Checks each customization of one line against the menu, for `priceOrder`. */
export interface Problems {
  add(kind: PricingFailureKind, pointer: string, detail: string): void;
}

interface Where {
  /** JSON pointer of the list being checked. */
  at: string;
  problems: Problems;
}

type Requested<K extends keyof RequestedCustomizations> = NonNullable<RequestedCustomizations[K]>;

/** A lookup by an id the client sent: never reaches Object.prototype members. */
export function find<T>(lookup: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.hasOwn(lookup, id) ? lookup[id] : undefined;
}

/**
 * Walks a requested list, refusing repeats and unknown or inactive entries, and hands the
 * rest to `check` with the menu entry found.
 */
function eachChoice<R extends { id: string; name?: string }, T extends { name: string }, Out>(
  requested: readonly R[],
  lookup: Readonly<Record<string, T>>,
  where: Where,
  check: (choice: R, found: T, pointer: string) => Out | null,
  usable: (found: T) => boolean = () => true,
): Out[] {
  const seen = new Set<string>();
  return requested.flatMap((choice, i) => {
    const pointer = `${where.at}/${i}`;
    const found = find(lookup, choice.id);
    const name = found?.name ?? choice.name ?? 'An option';
    if (seen.has(choice.id)) {
      where.problems.add('invalid', pointer, `${name} was chosen more than once`);
      return [];
    }
    seen.add(choice.id);
    if (!found || !usable(found)) {
      where.problems.add('unavailable', pointer, `${name} is no longer available`);
      return [];
    }
    const out = check(choice, found, pointer);
    return out === null ? [] : [out];
  });
}

/** Removing is allowed for the item's included optional ingredients, even inactive ones. */
export function checkRemovedIngredients(
  menu: PricingMenu,
  item: PricingItem,
  requested: Requested<'optionalIngredients'>,
  where: Where,
): LineCustomizations['optionalIngredients'] {
  return eachChoice(requested, menu.ingredients, where, (_choice, ingredient, pointer) => {
    const link = item.ingredientLinks.find((l) => l.ingredientId === ingredient.id);
    if (!link?.isIncluded || ingredient.type !== 'optional') {
      where.problems.add(
        'unavailable',
        pointer,
        `${ingredient.name} can no longer be removed from ${item.name}`,
      );
      return null;
    }
    return { id: ingredient.id, name: ingredient.name };
  });
}

export function checkAddedIngredients(
  menu: PricingMenu,
  item: PricingItem,
  requested: Requested<'possibleIngredients'>,
  where: Where,
): LineCustomizations['possibleIngredients'] {
  return eachChoice(
    requested,
    menu.ingredients,
    where,
    (choice, ingredient, pointer) => {
      const linked = item.ingredientLinks.some((l) => l.ingredientId === ingredient.id);
      if (!linked || ingredient.type !== 'possible') {
        where.problems.add(
          'unavailable',
          pointer,
          `${ingredient.name} is no longer available for ${item.name}`,
        );
        return null;
      }
      const quantity = choice.quantity ?? 1;
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > ingredient.maxQuantity) {
        where.problems.add(
          'invalid',
          `${pointer}/quantity`,
          `${ingredient.name} quantity must be from 1 to ${ingredient.maxQuantity}`,
        );
        return null;
      }
      return {
        id: ingredient.id,
        name: ingredient.name,
        priceCents: ingredient.priceCents,
        quantity,
      };
    },
    (ingredient) => ingredient.isActive,
  );
}

export function checkSides(
  menu: PricingMenu,
  item: PricingItem,
  category: PricingCategory,
  requested: Requested<'sides'>,
  where: Where,
): LineCustomizations['sides'] {
  const sides = eachChoice(
    requested,
    menu.sides,
    where,
    (_choice, side, pointer) => {
      if (!item.sideIds.includes(side.id)) {
        where.problems.add(
          'unavailable',
          pointer,
          `${side.name} is no longer available for ${item.name}`,
        );
        return null;
      }
      return { id: side.id, name: side.name, priceCents: side.priceCents };
    },
    (side) => side.isActive,
  );
  const required = category.sidesRequired;
  if (requested.length < required) {
    const noun = required === 1 ? 'side' : 'sides';
    where.problems.add('rule', where.at, `${category.name} requires ${required} ${noun}`);
  }
  return sides;
}

/** One drink, from the category's menu, for categories that include a drink (DECISIONS 13). */
export function checkDrink(
  menu: PricingMenu,
  item: PricingItem,
  category: PricingCategory,
  requested: Requested<'addons'>,
  where: Where,
): LineCustomizations['addons'] {
  if (requested.length === 0) return [];
  if (!category.includesDrink) {
    where.problems.add('unavailable', where.at, `${item.name} does not come with a drink`);
    return [];
  }
  if (requested.length > 1) {
    where.problems.add('invalid', where.at, `Choose one drink for ${item.name}`);
    return [];
  }
  return eachChoice(
    requested,
    menu.drinks,
    where,
    (_choice, drink, pointer) => {
      if (drink.menuId !== category.menuId) {
        where.problems.add(
          'unavailable',
          pointer,
          `${drink.name} is not available with ${item.name}`,
        );
        return null;
      }
      return { id: drink.id, name: drink.name, priceCents: drink.priceCents };
    },
    (drink) => drink.isActive,
  );
}
