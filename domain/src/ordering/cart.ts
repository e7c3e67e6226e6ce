import { fromTransition } from 'xstate';
import { totalsFor, type Totals } from './money';
import { MAX_ITEM_QUANTITY, lineSubtotal, type RequestedCustomizations } from './pricing';

/**
 * The customer's cart, shared with the web app (spec §4 "Cart"). Time comes in on the
 * events (`now`, ms since the epoch); line ids are chosen by the caller.
 */
export const CART_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const CART_CLEARED_TOAST = {
  title: 'Cart cleared',
  description: 'Your previous cart was from a different restaurant and has been cleared.',
} as const;

export interface CartItem {
  /** The line's id; two lines may hold the same menu item with different choices. */
  id: string;
  menuItemId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  customizations: RequestedCustomizations;
  subtotalCents: number;
}

/** What the web keeps in browser storage. */
export interface StoredCart {
  items: CartItem[];
  restaurantId: string;
  /** ms since the epoch of the last change. */
  timestamp: number;
}

/** Something the screen should tell the customer about the last event, then forget. */
export type CartNotice =
  { kind: 'restored'; itemCount: number } | { kind: 'clearedBecauseOtherRestaurant' };

export interface CartContext {
  items: CartItem[];
  restaurantId: string | null;
  /** ms since the epoch of the last change; null for a cart never changed. */
  updatedAt: number | null;
  notice: CartNotice | null;
}

export type NewCartItem = Omit<CartItem, 'subtotalCents'>;

export type CartEvent =
  | { type: 'ADD'; restaurantId: string; item: NewCartItem; now: number }
  | { type: 'SET_QUANTITY'; id: string; quantity: number; now: number }
  | { type: 'REMOVE'; id: string; now: number }
  | { type: 'CLEAR'; now: number }
  /** On opening `restaurantId`'s page, with what storage held (null when nothing). */
  | { type: 'RESTORE'; restaurantId: string; stored: StoredCart | null; now: number };

export const EMPTY_CART: CartContext = {
  items: [],
  restaurantId: null,
  updatedAt: null,
  notice: null,
};

/**
 * The cart is a reducer, not a machine: it has no states, only the next cart for each event.
 * Pure, so the server's tests and the web app run the same rules.
 */
export function cartReducer(cart: CartContext, event: CartEvent): CartContext {
  switch (event.type) {
    case 'ADD':
      return add(cart, event);
    case 'SET_QUANTITY':
      return changed(cart, setQuantity(cart.items, event.id, event.quantity), event.now);
    case 'REMOVE':
      return changed(
        cart,
        cart.items.filter((i) => i.id !== event.id),
        event.now,
      );
    case 'CLEAR':
      return cleared(event.now);
    case 'RESTORE':
      return restore(event);
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** The reducer as an actor for `useActorRef` (XState's logic made from a reducer). */
export const cartLogic = fromTransition(cartReducer, EMPTY_CART);

function clampQuantity(quantity: number): number {
  return Math.min(MAX_ITEM_QUANTITY, Math.floor(quantity));
}

function withQuantity(item: Omit<CartItem, 'subtotalCents'>, quantity: number): CartItem {
  return { ...item, quantity, subtotalCents: lineSubtotal(item.unitPriceCents, quantity) };
}

function changed(context: CartContext, items: CartItem[], now: number): CartContext {
  return {
    items,
    restaurantId: items.length > 0 ? context.restaurantId : null,
    updatedAt: now,
    notice: null,
  };
}

function cleared(now: number): CartContext {
  return { ...EMPTY_CART, updatedAt: now };
}

function add(context: CartContext, event: Extract<CartEvent, { type: 'ADD' }>): CartContext {
  const otherRestaurant = context.items.length > 0 && context.restaurantId !== event.restaurantId;
  const items = otherRestaurant ? [] : context.items;
  const same = items.find(
    (i) =>
      i.menuItemId === event.item.menuItemId &&
      sameChoices(i.customizations, event.item.customizations),
  );
  const quantity = clampQuantity(Math.max(1, event.item.quantity));
  const next = same
    ? items.map((i) => (i === same ? withQuantity(i, clampQuantity(i.quantity + quantity)) : i))
    : [...items, withQuantity(event.item, quantity)];
  return {
    items: next,
    restaurantId: event.restaurantId,
    updatedAt: event.now,
    notice: otherRestaurant ? { kind: 'clearedBecauseOtherRestaurant' } : null,
  };
}

function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  const wanted = clampQuantity(quantity);
  if (!(wanted > 0)) return items.filter((i) => i.id !== id);
  return items.map((i) => (i.id === id ? withQuantity(i, wanted) : i));
}

function restore(event: Extract<CartEvent, { type: 'RESTORE' }>): CartContext {
  const { stored, now } = event;
  if (stored === null || stored.items.length === 0) return EMPTY_CART;
  if (now - stored.timestamp >= CART_LIFETIME_MS) return cleared(now);
  // Browsing another restaurant keeps the cart (decision 31); only adding from there replaces it.
  const here = stored.restaurantId === event.restaurantId;
  return {
    items: stored.items,
    restaurantId: stored.restaurantId,
    updatedAt: stored.timestamp,
    notice: here ? { kind: 'restored', itemCount: cartItemCount(stored.items) } : null,
  };
}

/** Same choices regardless of the order they were picked in. */
function sameChoices(a: RequestedCustomizations, b: RequestedCustomizations): boolean {
  const key = (c: RequestedCustomizations) =>
    JSON.stringify([
      ids(c.optionalIngredients),
      (c.possibleIngredients ?? []).map((p) => `${p.id}×${p.quantity ?? 1}`).sort(),
      ids(c.sides),
      ids(c.addons),
    ]);
  return key(a) === key(b);
}

function ids(list: readonly { id: string }[] | undefined): string[] {
  return (list ?? []).map((x) => x.id).sort();
}

/** The number on the floating cart button. */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** The same subtotal, tax and total the server computes. */
export function cartTotals(items: readonly CartItem[], taxRate: string): Totals {
  return totalsFor(
    items.reduce((sum, i) => sum + i.subtotalCents, 0),
    taxRate,
  );
}

/** What to keep in storage after a change; null means remove it. */
export function toStoredCart(context: CartContext): StoredCart | null {
  if (context.restaurantId === null || context.items.length === 0 || context.updatedAt === null) {
    return null;
  }
  return { items: context.items, restaurantId: context.restaurantId, timestamp: context.updatedAt };
}

/** The body of `POST /api/orders` for this cart. */
export function orderRequestFromCart(context: CartContext, notes?: string) {
  const trimmed = notes?.trim();
  return {
    restaurantId: context.restaurantId,
    items: context.items.map((i) => ({
      menuItemId: i.menuItemId,
      quantity: i.quantity,
      unitPrice: i.unitPriceCents,
      customizations: i.customizations,
    })),
    ...(trimmed ? { notes: trimmed } : {}),
  };
}
