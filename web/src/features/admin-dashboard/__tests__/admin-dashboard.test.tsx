import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { anOrder } from '@/testing/management/orders';
import type { ManagedUser } from '@/types/management';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const admin = aUser({ id: 'admin-1', role: 'admin' });
const ownerUser: ManagedUser = {
  id: 'owner-1',
  email: 'olive@example.com',
  firstName: 'Olive',
  lastName: 'Owner',
  role: 'restaurant_owner',
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  phoneVerified: true,
  marketingOptIn: false,
  mustChangePassword: false,
};

function serve(extra: Parameters<typeof fakeServer>[0] = {}) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: admin },
    'GET /api/admin/stats': {
      body: { totalUsers: 42, activeRestaurants: 7, ordersToday: 12, revenueToday: 123456 },
    },
    'GET /api/admin/users': { body: [ownerUser] },
    'GET /api/restaurants': { body: [aRestaurant()] },
    ...extra,
  });
}

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('admin dashboard', () => {
  it('shows the stat cards at /admin-dashboard too', async () => {
    serve();
    renderApp('/admin-dashboard');
    // The first screen of a file waits for its lazy chunk to be transformed.
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await screen.findByText('$1,234.56')).toBeVisible();
    expect(screen.getByText('42')).toBeVisible();
  });

  it("shows the user form's messages and creates a user", async () => {
    const created: unknown[] = [];
    serve({
      'POST /api/admin/users': (req: FakeRequest) => {
        created.push(req.body);
        return { status: 201, body: { ...ownerUser, id: 'u-9' } };
      },
    });
    const app = renderApp('/admin');
    await app.user.click(await screen.findByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await app.user.type(within(dialog).getByLabelText(/Phone/), '123');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeVisible();
    expect(within(dialog).getByText('First name is required')).toBeVisible();
    expect(within(dialog).getByText('Last name is required')).toBeVisible();
    expect(within(dialog).getByText('Phone number must be at least 10 digits')).toBeVisible();

    await app.user.type(within(dialog).getByLabelText(/Email/), 'new@example.com');
    await app.user.type(within(dialog).getByLabelText(/First name/), 'Nora');
    await app.user.type(within(dialog).getByLabelText(/Last name/), 'New');
    await app.user.clear(within(dialog).getByLabelText(/Phone/));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully!')).toBeVisible();
    expect(created).toEqual([
      { email: 'new@example.com', firstName: 'Nora', lastName: 'New', role: 'customer' },
    ]);
  });

  it('resets a password with require-change on by default, after checking its length', async () => {
    const resets: unknown[] = [];
    serve({
      'POST /api/admin/users/owner-1/reset-password': (req: FakeRequest) => {
        resets.push(req.body);
        return { body: {} };
      },
    });
    const app = renderApp('/admin');
    await app.user.click(
      await screen.findByRole('button', { name: 'Reset password of Olive Owner' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await app.user.type(within(dialog).getByLabelText(/New password/), '12345');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeVisible();
    await app.user.type(within(dialog).getByLabelText(/New password/), '6');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully!')).toBeVisible();
    expect(resets).toEqual([{ password: '123456', requireChangeAtNextLogin: true }]);
  });

  it('asks "Are you sure?" before deleting a user and says what goes', async () => {
    serve({ 'DELETE /api/admin/users/owner-1': { status: 204 } });
    const app = renderApp('/admin');
    await app.user.click(await screen.findByRole('button', { name: 'Delete Olive Owner' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText(/permanently delete the user Olive Owner and all associated data/),
    ).toBeVisible();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully!')).toBeVisible();
  });

  it("shows the restaurant form's messages; owners to pick are restaurant owners", async () => {
    serve();
    const app = renderApp('/admin?tab=restaurants');
    await app.user.click(await screen.findByRole('button', { name: 'Create Restaurant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Restaurant' });
    await app.user.clear(within(dialog).getByLabelText(/Tax rate/));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Restaurant' }));
    expect(await within(dialog).findByText('Restaurant name is required')).toBeVisible();
    expect(within(dialog).getByText('Address is required')).toBeVisible();
    expect(within(dialog).getByText('Tax rate is required')).toBeVisible();
    expect(within(dialog).getByText('Restaurant owner is required')).toBeVisible();
    await app.user.type(within(dialog).getByLabelText(/Tax rate/), '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Restaurant' }));
    expect(
      await within(dialog).findByText('Tax rate must be a valid number between 0 and 1'),
    ).toBeVisible();
    expect(
      within(within(dialog).getByLabelText(/Restaurant owner/)).getByRole('option', {
        name: 'Olive Owner (olive@example.com)',
      }),
    ).toBeInTheDocument();
  });

  it('asks before deleting a restaurant', async () => {
    serve();
    const app = renderApp('/admin?tab=restaurants');
    await app.user.click(await screen.findByRole('button', { name: 'Delete Taco Town' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText(
        /permanently delete the restaurant Taco Town and all associated menus, items, and orders/,
      ),
    ).toBeVisible();
  });

  it('lists all orders live and lets the admin advance them', async () => {
    let orders = [anOrder({ id: 'o-1-00000001' })];
    serve({
      'GET /api/orders': () => ({ body: orders }),
      'PATCH /api/orders/o-2-00000002/status': { body: {} },
    });
    const app = renderApp('/admin?tab=orders');
    expect(await screen.findByText('#00000001')).toBeVisible();
    act(() => fakeLive.current.connect());
    await waitFor(() => expect(fakeLive.current.subscriptions).toContainEqual({ admin: true }));
    orders = [anOrder({ id: 'o-2-00000002' }), ...orders];
    act(() => fakeLive.current.push({ orderId: 'o-2-00000002', status: 'pending' }));
    expect(await screen.findByText('#00000002')).toBeVisible();
    // Newest first (as the server sends them): the order that just arrived heads the list.
    await app.user.click(screen.getAllByRole('button', { name: 'Confirm Order' })[0]!);
    expect(await screen.findByText('Order updated')).toBeVisible();
  });

  it('lets the admin cancel an order with a reason', async () => {
    const patches: unknown[] = [];
    serve({
      'GET /api/orders': { body: [anOrder({ id: 'o-1-00000001' })] },
      'PATCH /api/orders/o-1-00000001/status': (req: FakeRequest) => {
        patches.push(req.body);
        return { body: {} };
      },
    });
    const app = renderApp('/admin?tab=orders');
    await app.user.click(await screen.findByRole('button', { name: 'Cancel…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #00000001' });
    await app.user.click(within(dialog).getByText('Customer asked'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order updated')).toBeVisible();
    expect(patches).toEqual([{ status: 'cancelled', reasonCode: 'customer_asked' }]);
  });

  it('draws the analytics as charts with their numbers for screen readers', async () => {
    serve({
      'GET /api/admin/analytics': {
        body: {
          perDay: [
            { date: '2026-03-01', orders: 4, revenue: 5000 },
            { date: '2026-03-02', orders: 9, revenue: 690200 },
          ],
          busiestHours: [{ hour: 12, orders: 7 }],
          topItems: [{ name: 'Fish Taco', quantity: 11, revenue: 5500 }],
          avgConfirmToReadyMinutes: 8.5,
        },
      },
    });
    renderApp('/admin?tab=analytics');
    expect(await screen.findByRole('img', { name: 'Orders per day' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Revenue per day' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Busiest hours' })).toBeVisible();
    expect(screen.getByText('8.5 min')).toBeVisible();
    expect(screen.getByText('Fish Taco')).toBeVisible();
    // Thousands separated, in the numbers and on the chart's axis alike.
    expect(screen.getByText('$6,902.00')).toBeInTheDocument();
    expect(screen.getByText('$10,000')).toBeInTheDocument();
  });

  it('shows support and contact messages', async () => {
    serve({
      'GET /api/admin/messages': {
        body: [
          {
            id: 'msg-1',
            kind: 'contact',
            category: 'partnership',
            name: 'Pat Partner',
            email: 'pat@example.com',
            subject: 'Join Pickup',
            message: 'We would like to join.',
            company: 'Pat Foods',
            senderId: null,
            receivedAt: '2026-03-01T12:00:00.000Z',
          },
        ],
      },
    });
    renderApp('/admin?tab=messages');
    expect(await screen.findByText('Join Pickup')).toBeVisible();
    expect(screen.getByText('We would like to join.')).toBeVisible();
  });

  it("erases a message sent without an account after confirming; an account's has no button", async () => {
    const message = {
      kind: 'support',
      category: 'general',
      subject: 'Forget me',
      message: 'Please erase this.',
      company: null,
      receivedAt: '2026-03-01T12:00:00.000Z',
    };
    let erased: string[] = [];
    let listed = [
      { ...message, id: 'anon-1', name: 'Ann Onym', email: 'ann@example.com', senderId: null },
      { ...message, id: 'acct-1', name: 'Cal Customer', email: 'cal@example.com', senderId: 'u-1' },
    ];
    serve({
      'GET /api/admin/messages': () => ({ body: listed }),
      'DELETE /api/admin/messages/anon-1': () => {
        erased = [...erased, 'anon-1'];
        listed = listed.filter((m) => m.id !== 'anon-1');
        return { body: { success: true, message: 'Message erased' } };
      },
    });
    const app = renderApp('/admin?tab=messages');
    const button = await screen.findByRole('button', { name: 'Erase message from Ann Onym' });
    expect(screen.queryByRole('button', { name: 'Erase message from Cal Customer' })).toBeNull();
    await app.user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/message from Ann Onym become unreadable/)).toBeVisible();
    await app.user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Message erased successfully!')).toBeVisible();
    expect(erased).toEqual(['anon-1']);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Erase message from Ann Onym' })).toBeNull(),
    );
  });
});

describe('access (spec §2)', () => {
  it('turns an owner away from /admin with a toast and sends them to /', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ role: 'restaurant_owner' }) },
      'GET /api/restaurants/popular': { body: [] },
    });
    const app = renderApp('/admin');
    expect(await screen.findByText("You don't have access to this page.")).toBeVisible();
    expect(screen.getByText('Unauthorized')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('turns a customer away from /owner-dashboard the same way', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/restaurants/popular': { body: [] },
    });
    const app = renderApp('/owner-dashboard');
    expect(await screen.findByText("You don't have access to this page.")).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
