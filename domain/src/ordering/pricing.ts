import { DomainError, type DomainErrorKind, type FieldError } from '../shared/errors';
import { totalsFor, type Totals } from './money';
import {
  checkAddedIngredients,
  checkDrink,
  checkRemovedIngredients,
  checkSides,
  find,
  type Problems,
} from './pricing-choices';

/**
 * Server-side pricing from the menu at ordering time (DECISIONS 11). The menu shape is our
 * own so this module does not depend on how the catalog stores it; the API adapts the
 * catalog's state to it. All money is integer cents.
 */
export const PRICES_CHANGED_MESSAGE = 'Prices have changed, please review your cart';
export const MAX_ITEM_QUANTITY = 99;
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_ITEM_QUANTITY}`;

export interface PricingItem {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  isActive: boolean;
  categoryId: string;
  ingredientLinks: readonly { ingredientId: string; isIncluded: boolean }[];
  sideIds: readonly string[];
}

export interface PricingCategory {
  id: string;
  /** Drinks offered with an includesDrink category are the ones of the same menu. */
  menuId: string;
  name: string;
  isActive: boolean;
  sidesRequired: number;
  includesDrink: boolean;
}

export interface PricingIngredient {
  id: string;
  name: string;
  /** 'optional': included, may be removed. 'possible': may be added for its price. */
  type: 'optional' | 'possible';
  priceCents: number;
  maxQuantity: number;
  isActive: boolean;
}

export interface PricingSide {
  id: string;
  name: string;
  priceCents: number;
  isActive: boolean;
}

export interface PricingDrink {
  id: string;
  menuId: string;
  name: string;
  priceCents: number;
  isActive: boolean;
}

type Lookup<T> = Readonly<Record<string, T>>;

/** Everything orderable at one restaurant, keyed by id. */
export interface PricingMenu {
  items: Lookup<PricingItem>;
  categories: Lookup<PricingCategory>;
  ingredients: Lookup<PricingIngredient>;
  sides: Lookup<PricingSide>;
  drinks: Lookup<PricingDrink>;
}

/**
 * Customizations as the client sends them (spec §3). Choices are identified by id; names
 * and prices the client sends are only echoed in messages, never trusted for pricing.
 */
export interface RequestedCustomizations {
  /** Included ingredients the customer removed. */
  optionalIngredients?: readonly { id: string; name?: string }[];
  /** Extras the customer added; quantity defaults to 1. */
  possibleIngredients?: readonly { id: string; name?: string; price?: number; quantity?: number }[];
  sides?: readonly { id: string; name?: string; price?: number }[];
  /** The drink picked for an includesDrink category (at most one). */
  addons?: readonly { id: string; name?: string }[];
}

export interface RequestedLine {
  menuItemId: string;
  quantity: number;
  /** What the client showed per unit, in cents; refused when it disagrees. */
  unitPrice?: number;
  customizations?: RequestedCustomizations;
}

/** Customizations as ordered, with names and prices at ordering time. */
export interface LineCustomizations {
  optionalIngredients: { id: string; name: string }[];
  possibleIngredients: { id: string; name: string; priceCents: number; quantity: number }[];
  sides: { id: string; name: string; priceCents: number }[];
  addons: { id: string; name: string; priceCents: number }[];
}

export interface PricedLine {
  menuItemId: string;
  name: string;
  description: string;
  categoryId: string;
  menuId: string;
  quantity: number;
  basePriceCents: number;
  unitPriceCents: number;
  subtotalCents: number;
  customizations: LineCustomizations;
}

export interface PricedOrder extends Totals {
  lines: PricedLine[];
}

/** invalid ⇒ 400, unavailable and price_changed ⇒ 409, rule ⇒ 422. */
export type PricingFailureKind = 'invalid' | 'unavailable' | 'rule' | 'price_changed';

export interface PricingFailure {
  kind: PricingFailureKind;
  message: string;
  errors: FieldError[];
}

export type PricingResult =
  { ok: true; order: PricedOrder } | { ok: false; failure: PricingFailure };

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
