import { screen, within } from '@testing-library/react';
import type { CartItem } from '@pickup/domain/ordering/cart';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu } from '@/testing/restaurant-fixtures';
import { soldOutInLine } from '../sold-out-lines';

const line = (overrides: Partial<CartItem>): CartItem => ({
  id: 'line-1',
  menuItemId: 'i-1',
  name: 'Cheeseburger',
  quantity: 1,
  unitPriceCents: 1000,
  subtotalCents: 1000,
  customizations: {},
  ...overrides,
});

describe('soldOutInLine', () => {
  const burger = line({
    customizations: {
      optionalIngredients: [{ id: 'g-1', name: 'Onion' }],
      possibleIngredients: [{ id: 'g-2', name: 'Bacon' }],
      sides: [{ id: 's-1', name: 'Fries' }],
      addons: [{ id: 'd-1', name: 'Cola' }],
    },
  });

  it('names the item, an added ingredient, a side and the drink when sold out', () => {
    expect(soldOutInLine(burger, new Set(['item:i-1']))).toEqual(['Cheeseburger']);
    expect(soldOutInLine(burger, new Set(['ingredient:g-2', 'side:s-1', 'drink:d-1']))).toEqual([
      'Bacon',
      'Fries',
      'Cola',
    ]);
  });

  it('ignores a removed ingredient, other menus’ entries, and a kind that does not match', () => {
    expect(soldOutInLine(burger, new Set(['ingredient:g-1']))).toEqual([]);
    expect(soldOutInLine(burger, new Set(['item:i-9', 'side:d-1']))).toEqual([]);
  });
});

describe('a saved cart with a line that sold out since', () => {
  it('flags the line "Sold out today" and blocks checkout until it is removed', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        restaurantId: 'r-1',
        timestamp: Date.now() - 60_000,
        items: [
          line({ id: 'line-1', menuItemId: 'i-2', name: 'Vanilla Shake', unitPriceCents: 500 }),
          line({ id: 'line-2', customizations: { sides: [{ id: 's-1', name: 'Fries' }] } }),
        ],
      }),
    );
    localStorage.setItem('cart-restaurant', 'r-1');
    const restaurant = aRestaurantWithMenu();
    const menu = restaurant.menus[0]!;
    fakeServer({
      'GET /api/restaurants/r-1': {
        body: {
          ...restaurant,
          menus: [{ ...menu, soldOut: [{ entry: { kind: 'item', id: 'i-2' } }] }],
        },
      },
    });
    const app = renderApp('/restaurants/r-1?expand=cart');
    const cart = await screen.findByRole('dialog', { name: 'Your Cart' });
    const shake = within(cart).getByRole('listitem', { name: 'Vanilla Shake' });
    expect(within(shake).getByText('Sold out today')).toBeVisible();
    expect(
      within(shake).getByText('Vanilla Shake sold out. Remove this line to check out.'),
    ).toBeVisible();
    const burger = within(cart).getByRole('listitem', { name: 'Cheeseburger' });
    expect(within(burger).queryByText('Sold out today')).toBeNull();
    expect(within(cart).getByRole('alert')).toHaveTextContent(
      'Something in your cart is sold out today. Remove it to check out.',
    );
    expect(within(cart).getByRole('button', { name: 'Checkout' })).toBeDisabled();

    await app.user.click(within(cart).getByRole('button', { name: 'Remove Vanilla Shake' }));
    expect(within(cart).queryByRole('alert')).toBeNull();
    expect(within(cart).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });
});
