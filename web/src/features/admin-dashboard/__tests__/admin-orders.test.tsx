import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { anOrder } from '@/testing/management/orders';
import { fakeServer, type FakeRequest, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const admin = aUser({ id: 'admin-1', role: 'admin' });

/** Serves the Orders tab; every GET /api/orders query string is recorded. */
function serve(orders: (req: FakeRequest) => Reply) {
  const asked: Record<string, string>[] = [];
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: admin },
    'GET /api/admin/stats': {
      body: { totalUsers: 1, activeRestaurants: 2, ordersToday: 3, revenueToday: 400 },
    },
    'GET /api/restaurants': {
      body: [aRestaurant(), aRestaurant({ id: 'r-2', name: 'Burger Barn' })],
    },
    'GET /api/orders': (req: FakeRequest) => {
      asked.push(Object.fromEntries(req.url.searchParams));
      return orders(req);
    },
  });
  return asked;
}

const page = (ids: string[], total: number): Reply => ({
  body: ids.map((id) => anOrder({ id })),
  headers: { 'X-Total-Count': String(total) },
});

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('admin Orders tab', () => {
  it('asks the server for the filters in the address and keeps changes there', async () => {
    const asked = serve(() => page(['o-1-00000001'], 1));
    const app = renderApp('/admin?tab=orders&status=ready&date=2030-01-14&q=00000001');
    expect(await screen.findByText('#00000001')).toBeVisible();
    expect(asked.at(-1)).toEqual({
      status: 'ready',
      date: '2030-01-14',
      q: '00000001',
      page: '1',
      limit: '25',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('ready');
    expect(screen.getByLabelText('Order number')).toHaveValue('00000001');

    await app.user.selectOptions(await screen.findByLabelText('Restaurant'), 'Burger Barn');
    await waitFor(() => expect(asked.at(-1)?.restaurantId).toBe('r-2'));
    expect(new URLSearchParams(app.router.state.location.search).get('restaurant')).toBe('r-2');

    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: '1', limit: '25' }));
    expect(app.router.state.location.search).toBe('?tab=orders');
  });

  it('searches by order number on submit, not on every key', async () => {
    const asked = serve(() => page(['o-1-00000001'], 1));
    const app = renderApp('/admin?tab=orders');
    await screen.findByText('#00000001');
    const before = asked.length;
    await app.user.type(screen.getByLabelText('Order number'), '#0000{Enter}');
    await waitFor(() => expect(asked.at(-1)?.q).toBe('#0000'));
    expect(asked.length).toBe(before + 1);
  });

  it('shows each number as the receipt and the kitchen do (#ABCD1234) and searches as typed', async () => {
    const asked = serve(() => page(['order-0000abcd1234'], 1));
    const app = renderApp('/admin?tab=orders');
    expect(await screen.findByText('#ABCD1234')).toBeVisible();
    expect(screen.queryByText('#abcd1234')).toBeNull();
    expect(screen.getByRole('button', { name: 'History of order #ABCD1234' })).toBeVisible();
    await app.user.type(screen.getByLabelText('Order number'), '#ABCD1234{Enter}');
    await waitFor(() => expect(asked.at(-1)?.q).toBe('#ABCD1234'));
  });

  it('pages on the server to the last page', async () => {
    const asked = serve((req) =>
      req.url.searchParams.get('page') === '2'
        ? page(['o-9-00000026'], 26)
        : page(['o-1-00000001'], 26),
    );
    const app = renderApp('/admin?tab=orders');
    expect(await screen.findByText('Showing 1–25 of 26 · page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('#00000026')).toBeVisible();
    expect(asked.at(-1)?.page).toBe('2');
    expect(screen.getByText('Showing 26–26 of 26 · page 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(new URLSearchParams(app.router.state.location.search).get('page')).toBe('2');
  });

  it('says when nothing matches, and shows the server’s message on failure', async () => {
    let fail = false;
    serve(() =>
      fail ? { status: 503, body: { message: 'The database is restarting' } } : page([], 0),
    );
    const app = renderApp('/admin?tab=orders&status=cancelled');
    expect(
      await screen.findByRole('heading', { name: 'No orders match these filters' }),
    ).toBeVisible();
    fail = true;
    await app.user.selectOptions(screen.getByLabelText('Status'), 'Ready for Pickup');
    expect(await screen.findByText('The database is restarting')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load orders');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says what to type when the search is not an order number, keeping the list', async () => {
    const asked = serve(() => page(['o-1-00000001'], 1));
    const app = renderApp('/admin?tab=orders');
    expect(await screen.findByText('#00000001')).toBeVisible();
    const box = screen.getByLabelText('Order number');
    await app.user.type(box, 'Nia O.{Enter}');
    expect(
      await screen.findByText(
        'Type an order number, such as #1A2B3C4D: only letters, digits and dashes',
      ),
    ).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to load orders')).toBeNull();
    expect(screen.getByText('#00000001')).toBeVisible();
    expect(asked.every((q) => q.q === undefined)).toBe(true);
  });

  it('offers to clear filters the server refuses (a shared link), not to try again', async () => {
    serve((req) =>
      req.url.searchParams.has('date')
        ? { status: 400, body: { message: 'Date must be a day as YYYY-MM-DD' } }
        : page(['o-1-00000001'], 1),
    );
    const app = renderApp('/admin?tab=orders&date=2030-02-30');
    expect(await screen.findByText('Date must be a day as YYYY-MM-DD')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByText('#00000001')).toBeVisible();
  });
});
