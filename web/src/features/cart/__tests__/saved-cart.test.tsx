import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu, storeCart } from '@/testing/restaurant-fixtures';

const HOUR = 60 * 60 * 1000;

function openRestaurant(url: string) {
  fakeServer({
    'GET /api/restaurants/r-1': { body: aRestaurantWithMenu() },
    'GET /api/restaurants/r-other': {
      body: aRestaurantWithMenu({ id: 'r-other', name: 'Taco Stand' }),
    },
  });
  return renderApp(url);
}

/** Adds a Vanilla Shake from this page's menu. */
async function addShake(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('tab', { name: 'Shakes' }));
  await app.user.click(await screen.findByRole('button', { name: /^Vanilla Shake,/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Vanilla Shake' }));
  await app.user.click(dialog.getByRole('button', { name: /Add to Cart/ }));
}

describe('saved cart (customer-area §4 "Cart")', () => {
  // Toasts live in one store for the whole file; each test starts without one.
  beforeEach(() => {
    toaster.remove();
  });

  it('restores a recent cart of the same restaurant with "Cart restored"', async () => {
    storeCart('r-1', 2 * HOUR);
    openRestaurant('/restaurants/r-1');
    expect(await screen.findByText('Cart restored')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();
  });

  it('welcomes the customer back inside the cart it opens after sign-in, and drops expand', async () => {
    storeCart('r-1', 2 * HOUR);
    const app = openRestaurant('/restaurants/r-1?expand=cart');
    const cart = within(await screen.findByRole('dialog', { name: 'Your Cart' }));
    // In the cart, not in a toast over its header (issue 28).
    expect(cart.getByRole('status')).toHaveTextContent('Welcome back!');
    expect(cart.getByText('Your cart still has 2 items.')).toBeVisible();
    expect(screen.queryByText('Cart restored')).toBeNull();
    await waitFor(() => expect(app.location()).toBe('/restaurants/r-1'));
  });

  it('says "Cart restored" once: not again when the page loads again in the same visit', async () => {
    storeCart('r-1', 2 * HOUR);
    const first = openRestaurant('/restaurants/r-1');
    expect(await screen.findByText('Cart restored')).toBeVisible();
    // The page is opened again (a reload, or back from another page); the toast is gone.
    first.unmount();
    toaster.remove();
    openRestaurant('/restaurants/r-1');
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();
    expect(screen.queryByText('Cart restored')).toBeNull();
  });

  it('takes "Cart restored" away when the cart opens, so nothing covers its header', async () => {
    storeCart('r-1', 2 * HOUR);
    const app = openRestaurant('/restaurants/r-1');
    expect(await screen.findByText('Cart restored')).toBeVisible();
    await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
    expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Cart restored')).toBeNull());
  });

  it('keeps a cart from another restaurant while the customer only looks (decision 31)', async () => {
    storeCart('r-other', HOUR);
    const kept: unknown = JSON.parse(localStorage.getItem('cart') ?? 'null');
    openRestaurant('/restaurants/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Burger Barn' })).toBeVisible();
    expect(screen.queryByText('Cart cleared')).toBeNull();
    expect(screen.queryByRole('button', { name: /Open cart/ })).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(kept);
  });

  it('asks before an item from here replaces a cart from another restaurant; no keeps it', async () => {
    storeCart('r-other', HOUR);
    const kept: unknown = JSON.parse(localStorage.getItem('cart') ?? 'null');
    const app = openRestaurant('/restaurants/r-1');
    await addShake(app);
    const ask = within(await screen.findByRole('alertdialog', { name: 'Start a new cart?' }));
    expect(ask.getByText('Your cart from Taco Stand will be cleared.')).toBeVisible();
    await app.user.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual(kept);
    expect(screen.queryByRole('button', { name: /Open cart/ })).toBeNull();
  });

  it("starts a new cart here on yes, with the spec's toast", async () => {
    storeCart('r-other', HOUR);
    const app = openRestaurant('/restaurants/r-1');
    await addShake(app);
    const ask = within(await screen.findByRole('alertdialog', { name: 'Start a new cart?' }));
    await app.user.click(ask.getByRole('button', { name: 'Start a new cart' }));
    expect(await screen.findByText('Cart cleared')).toBeVisible();
    expect(
      screen.getByText('Your previous cart was from a different restaurant and has been cleared.'),
    ).toBeVisible();
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toMatchObject({
      restaurantId: 'r-1',
      items: [{ name: 'Vanilla Shake', quantity: 1 }],
    });
  });

  it('quietly drops a cart older than 24 hours', async () => {
    storeCart('r-1', 25 * HOUR);
    openRestaurant('/restaurants/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Burger Barn' })).toBeVisible();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(screen.queryByText('Cart restored')).toBeNull();
    expect(screen.queryByRole('button', { name: /Open cart/ })).toBeNull();
  });

  it('loads an empty cart when storage holds something that is not a cart', async () => {
    localStorage.setItem('cart', '{not json');
    openRestaurant('/restaurants/r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Burger Barn' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Open cart/ })).toBeNull();
  });

  it('removes a line when its quantity goes below 1, and saves the change', async () => {
    storeCart('r-1', HOUR);
    const app = openRestaurant('/restaurants/r-1');
    await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
    const decrease = await screen.findByRole('button', {
      name: 'Decrease quantity of Vanilla Shake',
    });
    await app.user.click(decrease);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'quantity of Vanilla Shake' })).toHaveTextContent(
        'quantity of Vanilla Shake: 1',
      ),
    );
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toMatchObject({
      items: [{ quantity: 1, subtotalCents: 500 }],
    });
    await app.user.click(decrease);
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
