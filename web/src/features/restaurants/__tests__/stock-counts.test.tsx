import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu } from '@/testing/restaurant-fixtures';
import type { RestaurantDetail } from '../types';

/**
 * Issue 32: a counted item says how many are left today on the customer's page, and at
 * zero it is sold out like an "86" (no one marked it).
 */

function withStock(left: { burger: number; shake: number }): RestaurantDetail {
  const restaurant = aRestaurantWithMenu();
  const [menu] = restaurant.menus;
  const stock = (n: number) => ({ left: n, par: null, refillAt: null });
  return {
    ...restaurant,
    menus: [
      {
        ...menu!,
        categories: menu!.categories.map((c) => ({
          ...c,
          menuItems: c.menuItems.map((i) => ({
            ...i,
            stock: stock(i.id === 'i-1' ? left.burger : left.shake),
          })),
        })),
      },
    ],
  };
}

describe('stock counts on the restaurant page', () => {
  it('shows "N left today", and "Sold out today" at zero with the item closed to ordering', async () => {
    fakeServer({
      'GET /api/restaurants/r-1': { body: withStock({ burger: 3, shake: 0 }) },
      'GET /api/favorites': { body: [] },
    });
    const app = renderApp('/restaurants/r-1');
    const burger = await screen.findByRole('button', {
      name: 'Classic Burger, $10.00, 3 left today. Customise and add to cart',
    });
    expect(within(burger).getByText('3 left today')).toBeVisible();

    await app.user.click(screen.getByRole('tab', { name: 'Shakes' }));
    const shake = screen.getByRole('button', { name: 'Vanilla Shake, sold out today' });
    expect(shake).toBeDisabled();
    expect(within(shake).getByText('Sold out today')).toBeInTheDocument();
  });
});
