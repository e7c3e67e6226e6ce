import { toCents } from '@pickup/domain/catalog/money';
import { unitPriceForItem, type RequestedCustomizations } from '@pickup/domain/ordering/pricing';

/**
 * What the customer picked in the item dialog, and what it costs: the same rules the server
 * prices with (DECISIONS 11), so the dialog's price is the price charged.
 */

type Priced = { id: string; name: string; price: string | number };
type Ingredient = Priced & {
  type: 'optional' | 'possible';
  isIncluded: boolean;
  maxQuantity: number;
};

export type ChoosableItem = {
  id: string;
  name: string;
  price: string | number;
  ingredients: readonly Ingredient[];
  sides: readonly Priced[];
  /** The sides the server requires for this item: its own count, else its category's. */
  requiredSides?: number;
};

export type ChoosableCategory = { sidesRequired: number; includesDrink: boolean };

/** An item's own required sides override its category's, as the server checks them. */
export const requiredSidesOf = (item: ChoosableItem, category: ChoosableCategory): number =>
  item.requiredSides ?? category.sidesRequired;

export type ItemChoices = {
  quantity: number;
  /** Included ingredients taken out. */
  removed: readonly string[];
  /** Extras added, by ingredient id, with how many. */
  added: Readonly<Record<string, number>>;
  sides: readonly string[];
  drinkId: string | null;
};

export const NO_CHOICES: ItemChoices = {
  quantity: 1,
  removed: [],
  added: {},
  sides: [],
  drinkId: null,
};

/** 'optional' ingredients come with the item and may be removed. */
export const removableIngredients = (item: ChoosableItem) =>
  item.ingredients.filter((i) => i.type === 'optional' && i.isIncluded);

/** 'possible' ingredients are extras with a price, up to their maxQuantity. */
export const addableIngredients = (item: ChoosableItem) =>
  item.ingredients.filter((i) => i.type === 'possible');

const dollars = (price: string | number) => toCents(price) / 100;

/** The price of one unit with these choices, in cents. */
export function unitPriceCents(
  item: ChoosableItem,
  drinks: readonly Priced[],
  choices: ItemChoices,
): number {
  const drink = drinks.find((d) => d.id === choices.drinkId);
  return unitPriceForItem({
    basePriceCents: toCents(item.price),
    addedIngredients: addableIngredients(item)
      .filter((i) => (choices.added[i.id] ?? 0) > 0)
      .map((i) => ({ priceCents: toCents(i.price), quantity: choices.added[i.id] ?? 0 })),
    sides: item.sides
      .filter((s) => choices.sides.includes(s.id))
      .map((s) => ({ priceCents: toCents(s.price) })),
    drink: drink ? { priceCents: toCents(drink.price) } : null,
  });
}

/** The customizations object of the order payload (spec §3), names included for display. */
export function customizationsOf(
  item: ChoosableItem,
  drinks: readonly Priced[],
  choices: ItemChoices,
): RequestedCustomizations {
  const drink = drinks.find((d) => d.id === choices.drinkId);
  return {
    optionalIngredients: removableIngredients(item)
      .filter((i) => choices.removed.includes(i.id))
      .map((i) => ({ id: i.id, name: i.name })),
    possibleIngredients: addableIngredients(item)
      .filter((i) => (choices.added[i.id] ?? 0) > 0)
      .map((i) => ({
        id: i.id,
        name: i.name,
        price: dollars(i.price),
        quantity: choices.added[i.id] ?? 1,
      })),
    sides: item.sides
      .filter((s) => choices.sides.includes(s.id))
      .map((s) => ({ id: s.id, name: s.name, price: dollars(s.price) })),
    addons: drink ? [{ id: drink.id, name: drink.name }] : [],
  };
}

/** Why the item cannot go into the cart yet, or null when it can (DECISIONS 12). */
export function missingChoice(required: number, choices: ItemChoices): string | null {
  if (choices.sides.length < required) {
    const left = required - choices.sides.length;
    return `Choose ${left} more ${left === 1 ? 'side' : 'sides'}`;
  }
  return null;
}

/** With a required count, picking beyond it is refused; without one, any number may be picked. */
export function toggleSide(required: number, choices: ItemChoices, sideId: string): ItemChoices {
  if (choices.sides.includes(sideId)) {
    return { ...choices, sides: choices.sides.filter((s) => s !== sideId) };
  }
  const limit = required;
  if (limit > 0 && choices.sides.length >= limit) return choices;
  return { ...choices, sides: [...choices.sides, sideId] };
}

/** One line of text per kind of choice, for the cart and the receipt. */
export function describeCustomizations(c: RequestedCustomizations): string[] {
  const lines: string[] = [];
  const removed = c.optionalIngredients ?? [];
  const added = c.possibleIngredients ?? [];
  if (removed.length) lines.push(`No ${removed.map((i) => i.name ?? i.id).join(', ')}`);
  if (added.length) {
    lines.push(
      `Add ${added.map((i) => ((i.quantity ?? 1) > 1 ? `${i.name ?? i.id} ×${i.quantity}` : (i.name ?? i.id))).join(', ')}`,
    );
  }
  if (c.sides?.length) lines.push(`Sides: ${c.sides.map((s) => s.name ?? s.id).join(', ')}`);
  if (c.addons?.length) lines.push(`Drink: ${c.addons.map((a) => a.name ?? a.id).join(', ')}`);
  return lines;
}
