import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu, asapPickupOptions } from '@/testing/restaurant-fixtures';
import { aUser, signIn } from '@/testing/users';

/** A saved cart of one customised burger, as the restaurant page keeps it. */
function storeCustomisedCart() {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      restaurantId: 'r-1',
      timestamp: Date.now() - 60_000,
      items: [
        {
          id: 'line-1',
          menuItemId: 'i-2',
          name: 'Classic Smash',
          quantity: 1,
          unitPriceCents: 1450,
          subtotalCents: 1450,
          customizations: {
            optionalIngredients: [{ id: 'g-1', name: 'Pickles' }],
            possibleIngredients: [{ id: 'g-2', name: 'Bacon', price: 1.5, quantity: 2 }],
            sides: [{ id: 's-1', name: 'Fries', price: 0 }],
            addons: [{ id: 'd-1', name: 'Lemonade' }],
          },
        },
      ],
    }),
  );
  localStorage.setItem('cart-restaurant', 'r-1');
}

describe('order confirmation (issue 28: one name for one thing)', () => {
  it('lists each line with its customisations before the order is placed', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/favorites': { body: [] },
      'GET /api/restaurants/r-1': { body: aRestaurantWithMenu() },
      'GET /api/restaurants/r-1/pickup-slots': { body: asapPickupOptions() },
    });
    storeCustomisedCart();
    const app = renderApp('/restaurants/r-1');
    await app.user.click(await screen.findByRole('button', { name: 'Open cart, 1 item' }));
    await app.user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Your Order' }));
    const line = dialog.getByText('1 × Classic Smash').closest('li');
    expect(line).not.toBeNull();
    const lines = within(line as HTMLElement);
    expect(lines.getByText('No Pickles')).toBeVisible();
    expect(lines.getByText('Add Bacon ×2')).toBeVisible();
    expect(lines.getByText('Sides: Fries')).toBeVisible();
    expect(lines.getByText('Drink: Lemonade')).toBeVisible();
  });
});
