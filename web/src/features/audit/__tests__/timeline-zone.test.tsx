import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { anOrder } from '@/testing/management/orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import { historyEvents } from './fixtures';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const ORDER_ID = 'order-0000-aaaa1111';
const history = { kind: 'order', id: ORDER_ID, stream: `order-${ORDER_ID}`, events: historyEvents };

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('the admin’s order timeline', () => {
  it('reads times on the restaurant’s clock and names its zone', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
      'GET /api/admin/stats': {
        body: { totalUsers: 1, activeRestaurants: 1, ordersToday: 1, revenueToday: 1087 },
      },
      'GET /api/restaurants': { body: [] },
      'GET /api/orders': {
        body: [
          anOrder({
            id: ORDER_ID,
            restaurant: { name: 'Taco Town', timezone: 'America/New_York' },
          }),
        ],
      },
      [`GET /api/admin/audit/order/${ORDER_ID}`]: { body: history },
    });
    const app = renderApp('/admin?tab=orders');
    await app.user.click(await screen.findByRole('button', { name: 'History of order #AAAA1111' }));
    const timeline = await screen.findByRole('list', { name: 'Order history' });
    expect(screen.getByText('Times in the restaurant’s time zone, America/New_York')).toBeVisible();
    // 12:00 UTC on 1 March 2026 is 7 AM in New York, whatever this machine's zone.
    expect(within(timeline).getAllByText('Mar 1, 2026, 7:00:00 AM EST').length).toBeGreaterThan(0);
  });

  it('reads the same under the receipt, where it once read this device’s clock', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
      [`GET /api/orders/${ORDER_ID}`]: {
        body: {
          ...anOrder({ id: ORDER_ID, restaurant: { timezone: 'America/New_York' } }),
          allowedActions: [],
        },
      },
      [`GET /api/admin/audit/order/${ORDER_ID}`]: { body: history },
    });
    renderApp(`/orders/${ORDER_ID}`);
    const section = await screen.findByRole('region', { name: 'Order history' });
    const timeline = await within(section).findByRole('list', { name: 'Order history' });
    expect(
      within(section).getByText('Times in the restaurant’s time zone, America/New_York'),
    ).toBeVisible();
    expect(within(timeline).getAllByText('Mar 1, 2026, 7:00:00 AM EST').length).toBeGreaterThan(0);
  });
});
