import { DomainError, type DomainErrorKind, type FieldError } from '../shared/errors';
import { totalsFor } from './money';
import {
  checkAddedIngredients,
  checkDrink,
  checkRemovedIngredients,
  checkSides,
  find,
  type Problems,
} from './pricing-choices';
import type {
  PricingMenu,
  RequestedLine,
  PricedLine,
  PricingFailureKind,
  PricingFailure,
  PricingResult,
} from './pricing-types';

/**
 * Server-side pricing from the menu at ordering time (DECISIONS 11). The menu shape is our
 * own so this module does not depend on how the catalog stores it; the API adapts the
 * catalog's state to it. All money is integer cents.
 */
export const PRICES_CHANGED_MESSAGE = 'Prices have changed, please review your cart';
export const MAX_ITEM_QUANTITY = 99;
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_ITEM_QUANTITY}`;

export type {
  PricingItem,
  PricingCategory,
  PricingIngredient,
  PricingSide,
  PricingDrink,
  PricingMenu,
  RequestedCustomizations,
  RequestedLine,
  LineCustomizations,
  PricedLine,
  PricedOrder,
  PricingFailureKind,
  PricingFailure,
  PricingResult,
} from './pricing-types';

/** What one unit of an item costs with the customer's choices (DECISIONS 11). */
export interface UnitPriceSelection {
  basePriceCents: number;
  /** Added ("possible") ingredients, each with how many the customer chose. */
  addedIngredients?: readonly { priceCents: number; quantity: number }[];
  sides?: readonly { priceCents: number }[];
  /** Drinks have a price of their own, so a chosen drink is charged. */
  drink?: { priceCents: number } | null;
}

/** Used by the server here and by the item dialog for its live price. */
export function unitPriceForItem(selection: UnitPriceSelection): number {
  const added = (selection.addedIngredients ?? []).reduce(
    (sum, i) => sum + i.priceCents * i.quantity,
    0,
  );
  const sides = (selection.sides ?? []).reduce((sum, s) => sum + s.priceCents, 0);
  return selection.basePriceCents + added + sides + (selection.drink?.priceCents ?? 0);
}

export function lineSubtotal(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** Prices the requested lines from `menu`, or says everything that is wrong with them. */
export function priceOrder(
  menu: PricingMenu,
  taxRate: string,
  requested: readonly RequestedLine[],
): PricingResult {
  const found: Record<PricingFailureKind, FieldError[]> = {
    invalid: [],
    unavailable: [],
    rule: [],
    price_changed: [],
  };
  const problems: Problems = {
    add: (kind, pointer, detail) => void found[kind].push({ pointer, detail }),
  };
  const lines = requested.flatMap((line, i) => priceLine(menu, line, `/items/${i}`, problems));

  for (const kind of ['invalid', 'unavailable', 'rule', 'price_changed'] as const) {
    const errors = found[kind];
    const first = errors[0];
    if (first) {
      const message = kind === 'price_changed' ? PRICES_CHANGED_MESSAGE : first.detail;
      return { ok: false, failure: { kind, message, errors } };
    }
  }
  const subtotal = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  return { ok: true, order: { lines, ...totalsFor(subtotal, taxRate) } };
}

function priceLine(
  menu: PricingMenu,
  requested: RequestedLine,
  at: string,
  problems: Problems,
): PricedLine[] {
  const { quantity } = requested;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ITEM_QUANTITY) {
    problems.add('invalid', `${at}/quantity`, QUANTITY_MESSAGE);
  }
  const item = find(menu.items, requested.menuItemId);
  const category = item && find(menu.categories, item.categoryId);
  if (!item?.isActive || !category?.isActive) {
    const name = item?.name ?? 'An item in your cart';
    problems.add('unavailable', `${at}/menuItemId`, `${name} is no longer available`);
    return [];
  }

  const choices = requested.customizations ?? {};
  const on = `${at}/customizations`;
  const removed = checkRemovedIngredients(menu, item, choices.optionalIngredients ?? [], {
    at: `${on}/optionalIngredients`,
    problems,
  });
  const added = checkAddedIngredients(menu, item, choices.possibleIngredients ?? [], {
    at: `${on}/possibleIngredients`,
    problems,
  });
  const sides = checkSides(menu, item, category, choices.sides ?? [], {
    at: `${on}/sides`,
    problems,
  });
  const addons = checkDrink(menu, item, category, choices.addons ?? [], {
    at: `${on}/addons`,
    problems,
  });

  const unitPriceCents = unitPriceForItem({
    basePriceCents: item.priceCents,
    addedIngredients: added,
    sides,
    drink: addons[0],
  });
  if (requested.unitPrice !== undefined && requested.unitPrice !== unitPriceCents) {
    problems.add('price_changed', `${at}/unitPrice`, PRICES_CHANGED_MESSAGE);
  }
  return [
    {
      menuItemId: item.id,
      name: item.name,
      description: item.description,
      categoryId: category.id,
      menuId: category.menuId,
      quantity,
      basePriceCents: item.priceCents,
      unitPriceCents,
      subtotalCents: lineSubtotal(unitPriceCents, quantity),
      customizations: { optionalIngredients: removed, possibleIngredients: added, sides, addons },
    },
  ];
}

const ERROR_KIND: Readonly<Record<PricingFailureKind, DomainErrorKind>> = {
  invalid: 'validation',
  unavailable: 'conflict',
  rule: 'rule',
  price_changed: 'conflict',
};

/** The domain error to answer with when pricing fails; it keeps every field's problem. */
export function pricingError(failure: PricingFailure): DomainError {
  return new DomainError(ERROR_KIND[failure.kind], failure.message, failure.errors);
}
