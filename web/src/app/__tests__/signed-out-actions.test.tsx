import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu } from '@/testing/restaurant-fixtures';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

/** What the server says to a request whose session has ended (and cannot be refreshed). */
const signedOut = { status: 401, body: { title: 'Unauthorized', message: 'Unauthorized' } };

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

// Spec §8: a lost session says so and opens sign-in after 0.5 s, coming back where it was;
// the same toast and the same way to /auth as a page whose read fails (one hook for all).
describe('an action answered "signed out"', () => {
  it('on the kitchen board: the toast, then sign-in that returns to the board', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
      'GET /api/restaurants': { body: [aRestaurant()] },
      'GET /api/restaurants/r-1/stats': {
        body: { ordersToday: 1, revenueToday: 100, avgPickupTime: 10, restaurantStatus: 'open' },
      },
      'GET /api/restaurants/r-1/orders/board': { body: aBoard([anOrder({ id: 'o-p-00000001' })]) },
      'PATCH /api/orders/o-p-00000001/status': signedOut,
      'POST /api/auth/refresh': signedOut,
    });
    const app = renderApp('/kitchen/r-1');
    const ticket = await screen.findByRole(
      'article',
      { name: 'Order 00000001' },
      { timeout: 15_000 },
    );
    await app.user.click(within(ticket).getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/auth?returnTo=%2Fkitchen%2Fr-1'));
  });

  it('on a favourite: the toast, then sign-in that returns to the restaurant', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'c-1', role: 'customer' }) },
      'GET /api/favorites': { body: [] },
      'GET /api/restaurants/r-1': { body: aRestaurantWithMenu() },
      'POST /api/favorites/r-1': signedOut,
      'POST /api/auth/refresh': signedOut,
    });
    const app = renderApp('/restaurants/r-1');
    await app.user.click(await screen.findByRole('button', { name: 'Add to Favorites' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/auth?returnTo=%2Frestaurants%2Fr-1'));
  });
});
