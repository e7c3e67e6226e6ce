import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { fakeServer, never, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import { aLogEntry } from './fixtures';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const admin = aUser({ id: 'admin-1', role: 'admin' });
const owner = {
  id: 'owner-1',
  email: 'olive@example.com',
  firstName: 'Olive',
  lastName: 'Owner',
  role: 'restaurant_owner',
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
};

function serve(log: Parameters<typeof fakeServer>[0][string]) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: admin },
    'GET /api/admin/stats': {
      body: { totalUsers: 1, activeRestaurants: 1, ordersToday: 0, revenueToday: 0 },
    },
    'GET /api/admin/users': { body: [owner] },
    'GET /api/restaurants': { body: [aRestaurant({ id: 'r-1', name: 'Taco Town' })] },
    'GET /api/admin/audit-log': log,
  });
}

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('admin dashboard, Audit tab', () => {
  it('lists events newest first with who did them, and pages through them', async () => {
    const asked: URLSearchParams[] = [];
    serve((req: FakeRequest) => {
      asked.push(req.url.searchParams);
      const page = Number(req.url.searchParams.get('page'));
      return {
        body: {
          items: [
            aLogEntry({
              eventId: `e-${page}`,
              summary: page === 1 ? 'Status Preparing → Ready for Pickup' : 'Order placed: 1 item',
            }),
          ],
          page,
          limit: 25,
          total: 30,
        },
      };
    });
    const app = renderApp('/admin?tab=audit');

    expect(await screen.findByText('Status Preparing → Ready for Pickup')).toBeVisible();
    expect(screen.getByText('Olive Owner · Restaurant Owner')).toBeVisible();
    expect(screen.getByText('OrderStatusChanged')).toBeVisible();
    expect(screen.getByText('Page 1 of 2 · 30 events')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Order placed: 1 item')).toBeVisible();
    expect(screen.getByText('Page 2 of 2 · 30 events')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked.at(-1)?.get('page')).toBe('2');
  });

  it('names what each event is about and reads its time on the restaurant’s clock', async () => {
    const items = [
      aLogEntry({ stream: 'order-0000-aaaa1111' }),
      aLogEntry({ eventId: 'e-2', stream: 'restaurant-r-1', streamKind: 'restaurant' }),
      aLogEntry({ eventId: 'e-3', stream: 'user-owner-1', streamKind: 'user', restaurantId: null }),
      aLogEntry({ eventId: 'e-4', stream: 'favorites-owner-1', streamKind: 'favorites' }),
    ];
    serve({ body: { items, page: 1, limit: 25, total: 4 } });
    renderApp('/admin?tab=audit');
    expect(await screen.findByText('Order #AAAA1111 · Taco Town')).toBeVisible();
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[1] as HTMLElement).getByText('Taco Town')).toBeVisible();
    expect(await within(rows[2] as HTMLElement).findByText('Olive Owner')).toBeVisible();
    expect(
      within(rows[3] as HTMLElement).getByText('Favorites of Olive Owner · Taco Town'),
    ).toBeVisible();
    expect(screen.queryByText(/order-0000|restaurant-r-1|user-owner-1/)).toBeNull();
    // 12:00 UTC on 1 March 2026 is 7 AM in New York, whatever this machine's zone.
    expect(screen.getAllByText('Mar 1, 2026, 7:00:00 AM EST')).toHaveLength(3);
  });

  it('filters by actor, event type, restaurant and time', async () => {
    const asked: URLSearchParams[] = [];
    serve((req: FakeRequest) => {
      asked.push(req.url.searchParams);
      return { body: { items: [aLogEntry()], page: 1, limit: 25, total: 1 } };
    });
    const app = renderApp('/admin?tab=audit');
    const filters = await screen.findByRole('form', { name: 'Audit log filters' });
    // jsdom applies the phone layout, where the filters open on demand.
    await app.user.click(within(filters).getByRole('button', { name: 'Show filters' }));
    await screen.findByRole('option', { name: 'Olive Owner (olive@example.com)' });
    await screen.findByRole('option', { name: 'Taco Town' });

    await app.user.selectOptions(within(filters).getByLabelText('Actor'), 'owner-1');
    await app.user.type(within(filters).getByLabelText('Event type'), 'OrderPlaced');
    await app.user.selectOptions(within(filters).getByLabelText('Restaurant'), 'r-1');
    await app.user.type(within(filters).getByLabelText('From'), '2026-03-01T09:00');
    await app.user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await vi.waitFor(() => expect(asked.at(-1)?.get('eventType')).toBe('OrderPlaced'));
    const query = asked.at(-1)!;
    expect(query.get('actorId')).toBe('owner-1');
    expect(query.get('restaurantId')).toBe('r-1');
    expect(query.get('from')).toBe(new Date('2026-03-01T09:00').toISOString());
    expect(query.get('to')).toBeNull();
    expect(query.get('page')).toBe('1');
  });

  it('says when the range ends before it starts, and does not ask the server', async () => {
    const asked: URLSearchParams[] = [];
    serve((req: FakeRequest) => {
      asked.push(req.url.searchParams);
      return { body: { items: [aLogEntry()], page: 1, limit: 25, total: 1 } };
    });
    const app = renderApp('/admin?tab=audit');
    const filters = await screen.findByRole('form', { name: 'Audit log filters' });
    await app.user.click(within(filters).getByRole('button', { name: 'Show filters' }));
    await app.user.type(within(filters).getByLabelText('From'), '2026-03-02T09:00');
    await app.user.type(within(filters).getByLabelText('To'), '2026-03-01T09:00');
    await app.user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The end must not be before the start')).toBeVisible();
    expect(asked.every((q) => q.get('from') === null)).toBe(true);
  });

  it('shows loading, empty and error states', async () => {
    serve(never);
    const first = renderApp('/admin?tab=audit');
    expect(await screen.findByText('Loading the audit log')).toBeInTheDocument();
    first.unmount();

    serve({ body: { items: [], page: 1, limit: 25, total: 0 } });
    const second = renderApp('/admin?tab=audit');
    expect(await screen.findByText('No events found')).toBeVisible();
    second.unmount();

    serve({ status: 500, body: { message: 'The audit log is unavailable' } });
    renderApp('/admin?tab=audit');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the audit log')).toBeVisible();
    expect(within(alert).getByText('500: The audit log is unavailable')).toBeVisible();
  });
});
