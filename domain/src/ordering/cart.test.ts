import { describe, expect, it } from 'vitest';
import {
  CART_CLEARED_TOAST,
  CART_LIFETIME_MS,
  cartItemCount,
  cartReducer,
  EMPTY_CART,
  cartTotals,
  orderRequestFromCart,
  toStoredCart,
  type CartContext,
  type CartEvent,
  type NewCartItem,
  type StoredCart,
} from './cart';
import { parseStoredCart } from './cart-storage';
import { priceOrder, unitPriceForItem } from './pricing';
import { MENU } from './pricing.fixtures';

const T0 = Date.parse('2026-03-01T12:00:00Z');

function run(...events: CartEvent[]): CartContext {
  return events.reduce(cartReducer, EMPTY_CART);
}

const burger: NewCartItem = {
  id: 'line-1',
  menuItemId: 'burger',
  name: 'Cheeseburger',
  quantity: 1,
  unitPriceCents: 1300,
  customizations: { sides: [{ id: 'fries', name: 'Fries', price: 300 }] },
};
const water: NewCartItem = {
  id: 'line-2',
  menuItemId: 'water',
  name: 'Tap Water',
  quantity: 2,
  unitPriceCents: 0,
  customizations: {},
};

const add = (item: NewCartItem, restaurantId = 'rest-1', now = T0): CartEvent => ({
  type: 'ADD',
  restaurantId,
  item,
  now,
});

describe('adding', () => {
  it('adds a line with its subtotal and remembers the restaurant and time', () => {
    const cart = run(add({ ...burger, quantity: 2 }));
    expect(cart).toEqual({
      items: [{ ...burger, quantity: 2, subtotalCents: 2600 }],
      restaurantId: 'rest-1',
      updatedAt: T0,
      notice: null,
    });
  });

  it('adds to the quantity of a line with the same item and choices', () => {
    const cart = run(add(burger), add({ ...burger, id: 'line-9', quantity: 2 }));
    expect(cart.items).toEqual([{ ...burger, quantity: 3, subtotalCents: 3900 }]);
  });

  it('keeps a separate line for different choices', () => {
    const cart = run(add(burger), add({ ...burger, id: 'line-9', customizations: {} }));
    expect(cart.items.map((i) => i.id)).toEqual(['line-1', 'line-9']);
  });

  it('starts over when the item is from another restaurant, and says so', () => {
    const cart = run(add(burger), add(water, 'rest-2', T0 + 1000));
    expect(cart.items.map((i) => i.id)).toEqual(['line-2']);
    expect(cart.restaurantId).toBe('rest-2');
    expect(cart.notice).toEqual({ kind: 'clearedBecauseOtherRestaurant' });
  });

  it('forgets the notice on the next change', () => {
    const cart = run(add(burger), add(water, 'rest-2'), add(water, 'rest-2'));
    expect(cart.notice).toBeNull();
  });
});

describe('changing quantities', () => {
  it('sets a quantity and recomputes the subtotal', () => {
    const cart = run(add(burger), { type: 'SET_QUANTITY', id: 'line-1', quantity: 4, now: T0 + 5 });
    expect(cart.items[0]).toMatchObject({ quantity: 4, subtotalCents: 5200 });
    expect(cart.updatedAt).toBe(T0 + 5);
  });

  it.each([0, -1])('removes the line at quantity %s', (quantity) => {
    const cart = run(add(burger), add(water), {
      type: 'SET_QUANTITY',
      id: 'line-1',
      quantity,
      now: T0,
    });
    expect(cart.items.map((i) => i.id)).toEqual(['line-2']);
  });

  it('keeps quantities within what the server accepts', () => {
    const cart = run(add(burger), { type: 'SET_QUANTITY', id: 'line-1', quantity: 150, now: T0 });
    expect(cart.items[0]?.quantity).toBe(99);
  });

  it('removes a line', () => {
    const cart = run(add(burger), add(water), { type: 'REMOVE', id: 'line-2', now: T0 });
    expect(cart.items.map((i) => i.id)).toEqual(['line-1']);
  });

  it('forgets the restaurant once the last line is gone', () => {
    const cart = run(add(burger), { type: 'REMOVE', id: 'line-1', now: T0 });
    expect(cart).toMatchObject({ items: [], restaurantId: null });
    expect(toStoredCart(cart)).toBeNull();
  });

  it('clears everything', () => {
    const cart = run(add(burger), add(water), { type: 'CLEAR', now: T0 + 9 });
    expect(cart).toEqual({ items: [], restaurantId: null, updatedAt: T0 + 9, notice: null });
  });
});

describe('restoring on opening a restaurant page', () => {
  const stored: StoredCart = {
    restaurantId: 'rest-1',
    timestamp: T0,
    items: [
      { ...burger, quantity: 2, subtotalCents: 2600 },
      { ...water, subtotalCents: 0 },
    ],
  };
  const restore = (
    now: number,
    restaurantId = 'rest-1',
    s: StoredCart | null = stored,
  ): CartEvent => ({
    type: 'RESTORE',
    restaurantId,
    stored: s,
    now,
  });

  it('restores a cart of the same restaurant just under 24 hours old', () => {
    const cart = run(restore(T0 + CART_LIFETIME_MS - 1));
    expect(cart).toEqual({
      items: stored.items,
      restaurantId: 'rest-1',
      updatedAt: T0,
      notice: { kind: 'restored', itemCount: 4 },
    });
  });

  it('clears a cart exactly 24 hours old, without a notice', () => {
    const cart = run(restore(T0 + CART_LIFETIME_MS));
    expect(cart).toEqual({
      items: [],
      restaurantId: null,
      updatedAt: T0 + CART_LIFETIME_MS,
      notice: null,
    });
  });

  it('keeps a cart of another restaurant while the customer browses, without a notice', () => {
    const cart = run(restore(T0 + 1000, 'rest-2'));
    expect(cart).toEqual({
      items: stored.items,
      restaurantId: 'rest-1',
      updatedAt: T0,
      notice: null,
    });
  });

  it('clears a kept cart of another restaurant only when an item from here is added, with the toast', () => {
    const cart = run(restore(T0 + 1000, 'rest-2'), add(water, 'rest-2', T0 + 2000));
    expect(cart.items.map((i) => i.id)).toEqual(['line-2']);
    expect(cart.restaurantId).toBe('rest-2');
    expect(cart.notice).toEqual({ kind: 'clearedBecauseOtherRestaurant' });
    expect(CART_CLEARED_TOAST).toEqual({
      title: 'Cart cleared',
      description: 'Your previous cart was from a different restaurant and has been cleared.',
    });
  });

  it('starts empty when nothing was stored', () => {
    expect(run(add(burger), restore(T0, 'rest-1', null))).toEqual({
      items: [],
      restaurantId: null,
      updatedAt: null,
      notice: null,
    });
  });

  it('round-trips through storage', () => {
    const cart = run(add(burger), add(water));
    const saved = JSON.parse(JSON.stringify(toStoredCart(cart))) as unknown;
    const again = run(restore(T0 + 60_000, 'rest-1', parseStoredCart(saved)));
    expect(again.items).toEqual(cart.items);
  });

  it('loads empty from storage that does not hold a cart', () => {
    for (const junk of [null, 'cart', { items: 'x' }, { ...stored, timestamp: 'yesterday' }]) {
      expect(parseStoredCart(junk)).toBeNull();
    }
  });
});

describe('totals and the order request', () => {
  it('totals like the server: half-up tax on the subtotal', () => {
    const cart = run(add(burger), { type: 'SET_QUANTITY', id: 'line-1', quantity: 2, now: T0 });
    expect(cartTotals(cart.items, '0.0875')).toEqual({
      subtotalCents: 2600,
      taxCents: 228,
      totalCents: 2828,
    });
    expect(cartItemCount(cart.items)).toBe(2);
  });

  it('the live item price and the server agree on the request', () => {
    const unitPriceCents = unitPriceForItem({
      basePriceCents: 1000,
      addedIngredients: [{ priceCents: 150, quantity: 2 }],
      sides: [{ priceCents: 300 }],
      drink: { priceCents: 199 },
    });
    const cart = run(
      add({
        ...burger,
        unitPriceCents,
        customizations: {
          possibleIngredients: [{ id: 'bacon', quantity: 2 }],
          sides: [{ id: 'fries' }],
          addons: [{ id: 'cola' }],
        },
      }),
    );
    const request = orderRequestFromCart(cart, '  extra napkins ');
    expect(request.notes).toBe('extra napkins');
    const priced = priceOrder(MENU, '0.0875', request.items);
    expect(priced.ok).toBe(true);
    if (priced.ok)
      expect(priced.order.totalCents).toBe(cartTotals(cart.items, '0.0875').totalCents);
  });

  it('omits blank notes', () => {
    expect(orderRequestFromCart(run(add(burger)), '  ')).not.toHaveProperty('notes');
  });
});
