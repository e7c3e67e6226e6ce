import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import type { StaffOrder } from '@/types/management-orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));
const chimes = vi.hoisted(() => ({ order: 0, arrival: 0 }));
vi.mock('@/lib/chime', () => ({
  playChime: () => {
    chimes.order += 1;
  },
  playArrivalChime: () => {
    chimes.arrival += 1;
  },
  unlockChime: () => {},
}));

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const stats = { ordersToday: 2, revenueToday: 2000, avgPickupTime: 10, restaurantStatus: 'open' };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function serve(orders: () => StaffOrder[]) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/restaurants/r-1/stats': { body: stats },
    'GET /api/restaurants/r-1/orders/board': () => ({
      body: { ...aBoard(orders()), noShowAfterMinutes: 30, noShows: {}, checkPickupCode: false },
    }),
  });
}

beforeEach(() => {
  fakeLive.current = createFakeSocket();
  chimes.order = 0;
  chimes.arrival = 0;
});

describe('"I\'m here" on the kitchen board (issue 31)', () => {
  it('shows "Arrived · N min ago" with the note, and an arrived ready order heads Ready', async () => {
    serve(() => [
      anOrder({ id: 'o-a-00000001', status: 'ready', ageMinutes: 30 }),
      anOrder({
        id: 'o-b-00000002',
        status: 'ready',
        ageMinutes: 20,
        arrival: { at: minutesAgo(2.5), note: 'blue car, space 3' },
      }),
    ]);
    renderApp('/owner-dashboard');
    const ready = await screen.findByRole('region', { name: 'Ready' });
    await waitFor(() => expect(within(ready).getAllByRole('article')).toHaveLength(2));
    const [first, second] = within(ready).getAllByRole('article');
    expect(first).toHaveAttribute('aria-label', 'Order 00000002');
    expect(within(first!).getByText('Arrived · 2 min ago')).toBeVisible();
    expect(within(first!).getByText('“blue car, space 3”')).toBeVisible();
    expect(within(second!).queryByText(/Arrived/)).toBeNull();
  });

  it('rings the arrival chime, not the new-order one, when a customer checks in live', async () => {
    let arrival: StaffOrder['arrival'] = null;
    serve(() => [anOrder({ id: 'o-p-00000001', status: 'preparing', arrival })]);
    renderApp('/owner-dashboard');
    const ticket = await screen.findByRole('article', { name: 'Order 00000001' });
    expect(within(ticket).queryByText(/Arrived/)).toBeNull();

    arrival = { at: new Date().toISOString(), note: null };
    act(() =>
      fakeLive.current.push({ orderId: 'o-p-00000001', restaurantId: 'r-1', status: 'preparing' }),
    );
    expect(await screen.findByText('Arrived · just now')).toBeVisible();
    expect([chimes.arrival, chimes.order]).toEqual([1, 0]);
  });
});
