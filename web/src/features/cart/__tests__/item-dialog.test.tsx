import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu, aSide } from '@/testing/restaurant-fixtures';

async function openBurger(restaurant = aRestaurantWithMenu()) {
  fakeServer({ 'GET /api/restaurants/r-1': { body: restaurant } });
  const app = renderApp('/restaurants/r-1');
  await app.user.click(await screen.findByRole('button', { name: /^Classic Burger,/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Classic Burger' });
  const add = () => within(dialog).getByRole('button', { name: /Add to Cart/ });
  return { app, dialog: within(dialog), add };
}

describe('item dialog (customer-area §2, DECISIONS 11-13)', () => {
  it('prices the choices live: extras × their quantity, sides, drink, × quantity', async () => {
    const { app, dialog, add } = await openBurger();
    expect(add()).toHaveTextContent('$10.00');

    await app.user.click(dialog.getByRole('button', { name: 'Increase extra Bacon' }));
    await app.user.click(dialog.getByRole('button', { name: 'Increase extra Bacon' }));
    expect(add()).toHaveTextContent('$13.00');

    await app.user.click(dialog.getByText('Fries'));
    await app.user.click(dialog.getByText('Salad'));
    expect(add()).toHaveTextContent('$18.50');

    await app.user.click(dialog.getByText('Cola'));
    expect(add()).toHaveTextContent('$20.50');

    await app.user.click(dialog.getByRole('button', { name: 'Increase quantity' }));
    expect(add()).toHaveTextContent('$41.00');
  });

  it("holds the item back until the category's required sides are chosen, and no more", async () => {
    const { app, dialog, add } = await openBurger();
    expect(add()).toBeDisabled();
    expect(dialog.getByText('Choose 2 more sides')).toBeVisible();

    await app.user.click(dialog.getByText('Fries'));
    expect(dialog.getByText('Choose 1 more side')).toBeVisible();
    await app.user.click(dialog.getByText('Slaw'));
    expect(add()).toBeEnabled();
    // A third side cannot be picked once two are chosen.
    expect(dialog.getByRole('checkbox', { name: /Salad/ })).toBeDisabled();
  });

  it("asks for an item's own required sides over its category's", async () => {
    // The category asks for 2; this burger's own count (what the server checks) is 1.
    const restaurant = aRestaurantWithMenu();
    const burger = restaurant.menus[0]?.categories[0]?.menuItems[0];
    if (!burger) throw new Error('fixture changed');
    burger.requiredSides = 1;
    const { app, dialog, add } = await openBurger(restaurant);
    expect(dialog.getByText('Choose 1 side')).toBeVisible();
    expect(dialog.getByText('Choose 1 more side')).toBeVisible();
    expect(add()).toBeDisabled();

    await app.user.click(dialog.getByText('Fries'));
    expect(add()).toBeEnabled();
    expect(dialog.getByRole('checkbox', { name: /Salad/ })).toBeDisabled();
  });

  it('asks for sides an item requires in a category that requires none', async () => {
    const restaurant = aRestaurantWithMenu();
    const shake = restaurant.menus[0]?.categories[1]?.menuItems[0];
    if (!shake) throw new Error('fixture changed');
    shake.requiredSides = 1;
    shake.sides = [aSide('s-9', 'Cookie', '1.00')];
    fakeServer({ 'GET /api/restaurants/r-1': { body: restaurant } });
    const app = renderApp('/restaurants/r-1');
    await app.user.click(await screen.findByRole('tab', { name: 'Shakes' }));
    await app.user.click(await screen.findByRole('button', { name: /^Vanilla Shake,/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Vanilla Shake' }));
    expect(dialog.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(dialog.getByText('Choose 1 more side')).toBeVisible();
    await app.user.click(dialog.getByText('Cookie'));
    expect(dialog.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
  });

  it('keeps the quantity at 1 or more', async () => {
    const { dialog } = await openBurger();
    expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('adds the line with what was removed and added, opens the cart and says so', async () => {
    const { app, dialog, add } = await openBurger();
    await app.user.click(dialog.getByText('Pickles'));
    await app.user.click(dialog.getByRole('button', { name: 'Increase extra Bacon' }));
    await app.user.click(dialog.getByText('Fries'));
    await app.user.click(dialog.getByText('Salad'));
    await app.user.click(add());

    expect(await screen.findByText('Added to cart')).toBeVisible();
    const cart = within(await screen.findByRole('dialog', { name: 'Your Cart' }));
    expect(cart.getByText('No Pickles')).toBeVisible();
    expect(cart.getByText('Add Bacon')).toBeVisible();
    expect(cart.getByText('Sides: Fries, Salad')).toBeVisible();
    // $17.00 + 8.75 % tax ($1.49) = $18.49
    expect(cart.getByText('Tax (8.75%)')).toBeVisible();
    expect(cart.getByText('$18.49')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toMatchObject({
      restaurantId: 'r-1',
      items: [{ menuItemId: 'i-1', quantity: 1, unitPriceCents: 1700 }],
    });
  });
});
