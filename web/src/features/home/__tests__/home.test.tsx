import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { someOrders } from '@/testing/customer-orders';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { fakeServer, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import type { User } from '@/lib/auth';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

function homeServer(user: User, orders: () => Reply, favorites: Reply = { body: [] }) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/orders': orders,
    'GET /api/favorites': favorites,
    'GET /api/restaurants/popular': { body: [] },
  });
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('signed-in home (customer-area §2, §4)', () => {
  it('shows the three latest orders with item count, total and status', async () => {
    const orders = someOrders(4);
    orders[0] = { ...orders[0]!, status: 'ready' };
    orders[1] = { ...orders[1]!, status: 'preparing' };
    homeServer(aUser(), () => ({ body: orders }));
    renderApp('/');
    const recent = await section('Recent Orders');
    expect(await recent.findAllByRole('listitem')).toHaveLength(3);
    expect(recent.getByRole('link', { name: 'Restaurant 1' })).toHaveAttribute(
      'href',
      '/orders/order-1',
    );
    expect(recent.queryByText('Restaurant 4')).not.toBeInTheDocument();
    expect(recent.getByText('Ready for Pickup')).toBeVisible();
    expect(recent.getByText('Being Prepared')).toBeVisible();
    expect(recent.getByText('3 items · $30.99')).toBeVisible();
  });

  it('follows status changes live and catches up after a reconnect', async () => {
    let status = 'confirmed';
    homeServer(aUser(), () => ({ body: someOrders(1).map((o) => ({ ...o, status })) }));
    renderApp('/');
    const recent = await section('Recent Orders');
    expect(await recent.findByText('Order Confirmed')).toBeVisible();
    act(() => fakeLive.current.connect());
    expect(fakeLive.current.subscriptions).toContainEqual({ orderId: 'order-1' });

    status = 'ready';
    act(() => fakeLive.current.push({ orderId: 'order-1', status }));
    expect(await recent.findByText('Ready for Pickup')).toBeVisible();

    act(() => fakeLive.current.drop());
    status = 'picked_up';
    act(() => fakeLive.current.connect());
    expect(await recent.findByText('Picked Up')).toBeVisible();
  });

  it('offers restaurants when there are no orders, and lists favourites to order from', async () => {
    const favorites = [
      { id: 'r-1', name: 'Luigi’s', cuisine: 'italian' },
      { id: 'r-2', name: 'Tokyo Bento', cuisine: 'asian' },
      { id: 'r-3', name: 'Taco Town', cuisine: 'mexican' },
      { id: 'r-4', name: 'Burger Barn', cuisine: 'american' },
    ];
    homeServer(aUser(), () => ({ body: [] }), { body: favorites });
    renderApp('/');
    const recent = await section('Recent Orders');
    expect(await recent.findByRole('link', { name: 'Browse Restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    const favs = await section('Your Favorites');
    expect(await favs.findAllByRole('link', { name: /^Order from/ })).toHaveLength(3);
    expect(favs.queryByText('Burger Barn')).not.toBeInTheDocument();
  });

  it.each([
    ['customer', ['Find Restaurants', 'My Dashboard']],
    ['restaurant_owner', ['Find Restaurants', 'My Dashboard', 'Restaurant Dashboard']],
    ['admin', ['Find Restaurants', 'My Dashboard', 'Admin Dashboard']],
  ] as const)('offers a %s the matching quick actions', async (role, labels) => {
    homeServer(aUser({ role }), () => ({ body: [] }));
    renderApp('/');
    const actions = await section('Quick Actions');
    expect(actions.getAllByRole('link').map((link) => link.textContent)).toEqual(labels);
  });

  it('says the session ended and opens sign-in', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/orders': { status: 401, body: { message: 'Unauthorized' } },
      'GET /api/favorites': { status: 401, body: { message: 'Unauthorized' } },
      'GET /api/restaurants/popular': { body: [] },
      'POST /api/auth/refresh': { status: 401, body: { message: 'Invalid refresh token' } },
    });
    const app = renderApp('/');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/auth'));
  });
});
