import type { FieldError } from '../shared/errors';
import type { Totals } from './money';

/** The shapes pricing reads and answers (the menu as pricing sees it, the priced order). */

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
