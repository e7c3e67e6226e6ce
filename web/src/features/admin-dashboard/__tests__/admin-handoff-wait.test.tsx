import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RestaurantHandoffRow } from '@pickup/projections/handoff/contract';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeLive } from '@/testing/management/fake-socket';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const admin = aUser({ id: 'admin-1', role: 'admin' });

function serve(handoff: RestaurantHandoffRow[]) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: admin },
    'GET /api/admin/stats': {
      body: { totalUsers: 42, activeRestaurants: 7, ordersToday: 12, revenueToday: 123456 },
    },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/admin/analytics': {
      body: {
        perDay: [{ date: '2026-03-01', orders: 4, revenue: 5000 }],
        busiestHours: [{ hour: 12, orders: 4 }],
        topItems: [{ name: 'Fish Taco', quantity: 4, revenue: 2000 }],
        avgConfirmToReadyMinutes: 8.5,
      },
    },
    'GET /api/admin/promise-accuracy': { body: [] },
    'GET /api/admin/handoff-wait': { body: handoff },
  });
}

describe('the wait at the handoff in admin analytics', () => {
  it('lists each restaurant’s waits beside promise accuracy', async () => {
    serve([
      {
        restaurantId: 'r-1',
        name: 'North End Trattoria',
        collected: 4,
        medianReadyToCollectedMinutes: 3,
        p90ReadyToCollectedMinutes: 3.7,
        arrived: 4,
        medianArrivedToCollectedMinutes: 4,
        p90ArrivedToCollectedMinutes: 5.4,
        arrivedBeforeReadyShare: 0.5,
        medianWaitForReadyMinutes: 2,
      },
    ]);
    renderApp('/admin?tab=analytics');
    const table = await screen.findByRole('table', {
      name: 'Wait at the handoff per restaurant, last 30 days',
    });
    const row = within(table).getByRole('cell', { name: 'North End Trattoria' }).closest('tr');
    if (!row) throw new Error('no row for the restaurant');
    expect(within(row).getByText('3 / 4 min')).toBeVisible();
    expect(within(row).getByText('50% of 4')).toBeVisible();
  });

  it('says "No handoffs yet" when no order has been picked up', async () => {
    serve([]);
    renderApp('/admin?tab=analytics');
    expect(await screen.findByText('No handoffs yet')).toBeVisible();
  });
});
