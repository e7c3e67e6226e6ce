import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import { someOrders } from '@/testing/customer-orders';

const favorites = [
  { id: 'r-1', name: 'Luigi’s', cuisine: 'italian' },
  { id: 'r-2', name: 'Tokyo Bento', cuisine: 'asian' },
  { id: 'r-3', name: 'Taco Town', cuisine: 'mexican' },
  { id: 'r-4', name: 'Burger Barn', cuisine: 'american' },
];

function dashboardServer(orders: unknown, user = aUser()) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/orders': { body: orders },
    'GET /api/favorites': { body: favorites },
  });
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('customer dashboard (customer-area §2)', () => {
  it('lists recent orders linking to their receipts, without history for five orders', async () => {
    dashboardServer(someOrders(5, 'picked_up'));
    renderApp('/customer-dashboard');
    expect(await screen.findByRole('heading', { name: 'My Dashboard', level: 1 })).toBeVisible();
    const recent = await section('Recent Orders');
    const first = await recent.findByRole('link', { name: 'Restaurant 1' });
    expect(first).toHaveAttribute('href', '/orders/order-1');
    expect(recent.getAllByRole('listitem')).toHaveLength(5);
    expect(recent.getAllByText('Picked Up')).toHaveLength(5);
    expect(recent.getByText('3 items · $10.99')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Order History' })).not.toBeInTheDocument();
  });

  it('shows orders six to ten as history once there are more than five', async () => {
    dashboardServer(someOrders(10));
    renderApp('/customer-dashboard');
    const history = await section('Order History');
    const names = history.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Restaurant 6',
      'Restaurant 7',
      'Restaurant 8',
      'Restaurant 9',
      'Restaurant 10',
    ]);
  });

  it('offers to browse restaurants when there are no orders', async () => {
    dashboardServer([]);
    renderApp('/customer-dashboard');
    const recent = await section('Recent Orders');
    expect(await recent.findByText('No orders yet')).toBeVisible();
    expect(recent.getByRole('link', { name: 'Browse Restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
  });

  it('shows three favourites with Order links, quick actions and the account', async () => {
    dashboardServer([], aUser({ role: 'restaurant_owner', createdAt: '2025-03-04T10:00:00Z' }));
    renderApp('/customer-dashboard');
    const favs = await section('Your Favorites');
    expect(favs.getByText('Your Favorites').closest('section')).toHaveAttribute('id', 'favorites');
    const orderLinks = await favs.findAllByRole('link', { name: /^Order from/ });
    expect(orderLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/restaurants/r-1',
      '/restaurants/r-2',
      '/restaurants/r-3',
    ]);
    const actions = await section('Quick Actions');
    expect(actions.getByRole('link', { name: 'Find Restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    expect(actions.getByRole('link', { name: 'View Favorites' })).toHaveAttribute(
      'href',
      '#favorites',
    );
    const account = await section('Account Information');
    expect(account.getByText('Ada Lovelace')).toBeVisible();
    expect(account.getByText('ada@example.com')).toBeVisible();
    expect(account.getByText('Restaurant Owner')).toBeVisible();
  });

  it('sends a user whose session ended to sign in', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/orders': { status: 401, body: { message: 'Unauthorized' } },
      'GET /api/favorites': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/refresh': { status: 401, body: { message: 'Invalid refresh token' } },
    });
    const app = renderApp('/customer-dashboard');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
    expect(screen.getByText('Unauthorized')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/auth?returnTo=%2Fcustomer-dashboard'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeVisible();
  });
});
