import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard, anOrder } from '@/testing/management/orders';
import type { StaffOrder } from '@/types/management-orders';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));
vi.mock('@/lib/chime', () => ({ playChime: () => {}, unlockChime: () => {} }));

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const stats = { ordersToday: 3, revenueToday: 4250, avgPickupTime: 12.5, restaurantStatus: 'open' };

function serve(orders: StaffOrder[]) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants': { body: [aRestaurant()] },
    'GET /api/restaurants/r-1/stats': { body: stats },
    'GET /api/restaurants/r-1/orders/board': { body: aBoard(orders) },
  });
}

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

/** Issue 28: the board read at arm's length on a tablet. */
describe('kitchen board layout', () => {
  it('puts tickets in columns by stage; scheduled orders not started wait folded, with a count and the next start', async () => {
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    serve([
      anOrder({ id: 'o-p-00000001' }),
      anOrder({ id: 'o-c-00000002', status: 'confirmed' }),
      anOrder({ id: 'o-r-00000003', status: 'ready' }),
      anOrder({
        id: 'o-u-00000004',
        pickup: { fireAt: '2030-01-15T23:30:00.000Z' },
        restaurant: { name: 'Taco Town', timezone: 'America/Los_Angeles' },
      }),
      anOrder({
        id: 'o-u-00000005',
        pickup: { fireAt: '2030-01-15T23:15:00.000Z' },
        restaurant: { name: 'Taco Town', timezone: 'America/Los_Angeles' },
      }),
      anOrder({ id: 'o-u-00000006', pickup: { fireAt: inMinutes(24 * 60 * 365 * 10) } }),
      // Scheduled, started and finished early: the counter must see them where they are.
      anOrder({
        id: 'o-s-00000007',
        status: 'preparing',
        pickup: { fireAt: inMinutes(24 * 60 * 365 * 10) },
      }),
      anOrder({
        id: 'o-s-00000008',
        status: 'ready',
        pickup: { fireAt: inMinutes(24 * 60 * 365 * 10) },
      }),
    ]);
    const app = renderApp('/owner-dashboard');
    const column = async (name: string) =>
      within(await screen.findByRole('region', { name })).queryAllByRole('article');
    expect((await column('New')).map((t) => t.getAttribute('aria-label'))).toEqual([
      'Order 00000001',
    ]);
    expect((await column('In progress')).map((t) => t.getAttribute('aria-label'))).toEqual([
      'Order 00000002',
      'Order 00000007',
    ]);
    expect((await column('Ready')).map((t) => t.getAttribute('aria-label'))).toEqual([
      'Order 00000003',
      'Order 00000008',
    ]);
    // Folded: how many, and when the first of them starts (on the restaurant's clock).
    const later = screen.getByRole('region', { name: 'Upcoming' });
    expect(await column('Upcoming')).toEqual([]);
    expect(within(later).getByLabelText('3 orders')).toBeVisible();
    expect(within(later).getByText('Next starts at 3:15 PM')).toBeVisible();
    await app.user.click(within(later).getByRole('button', { name: 'Show upcoming' }));
    expect((await column('Upcoming')).map((t) => t.getAttribute('aria-label'))).toEqual([
      'Order 00000004',
      'Order 00000005',
      'Order 00000006',
    ]);
  });

  it('puts late tickets first in their column, the latest on top, and says so loudly', async () => {
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    serve([
      anOrder({ id: 'o-a-00000001', ageMinutes: 30, estimatedReadyAt: inMinutes(5) }),
      anOrder({ id: 'o-b-00000002', ageMinutes: 25, estimatedReadyAt: inMinutes(-4) }),
      anOrder({ id: 'o-c-00000003', ageMinutes: 20, estimatedReadyAt: inMinutes(-31) }),
      anOrder({ id: 'o-d-00000004', ageMinutes: 2, estimatedReadyAt: inMinutes(12) }),
    ]);
    renderApp('/owner-dashboard');
    const column = within(await screen.findByRole('region', { name: 'New' }));
    await waitFor(() => expect(column.getAllByRole('article')).toHaveLength(4));
    expect(column.getAllByRole('article').map((t) => t.getAttribute('aria-label'))).toEqual([
      'Order 00000003',
      'Order 00000002',
      'Order 00000001',
      'Order 00000004',
    ]);
    const latest = column.getAllByRole('article')[0]!;
    expect(latest).toHaveAttribute('data-urgency', 'late');
    expect(within(latest).getByRole('timer')).toHaveTextContent('31 min late');
    expect(within(latest).getByRole('timer')).toHaveStyle({ textTransform: 'uppercase' });
  });
});
