import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

/** Issue 32: the board shows what is left of each counted item, and counts down live. */

const count = (itemId: string, name: string, left: number) => ({
  itemId,
  menuId: 'm-1',
  name,
  stock: { left, par: null, refillAt: null },
});

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('the kitchen board’s stock counts', () => {
  it('lists each counted item with what is left, and refreshes when an order is pushed', async () => {
    let brisket = 2;
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
      'GET /api/restaurants': { body: [aRestaurant()] },
      'GET /api/restaurants/r-1/stats': {
        body: { ordersToday: 1, revenueToday: 0, avgPickupTime: 0, restaurantStatus: 'open' },
      },
      'GET /api/restaurants/r-1/orders/board': { body: aBoard([anOrder({ id: 'o-1-11111111' })]) },
      'GET /api/restaurants/r-1/stock': () => ({
        body: [count('i-1', 'Brisket', brisket), count('i-2', 'Garlic bread', 0)],
      }),
    });
    renderApp('/owner-dashboard');
    const strip = within(await screen.findByRole('region', { name: 'Left today' }));
    expect(await strip.findByText('Brisket: 2')).toBeVisible();
    expect(strip.getByText('Garlic bread: sold out')).toBeVisible();

    act(() => fakeLive.current.connect());
    brisket = 1;
    act(() => fakeLive.current.push({ orderId: 'o-2-22222222', status: 'pending' }));
    expect(await strip.findByText('Brisket: 1')).toBeVisible();
  });
});
