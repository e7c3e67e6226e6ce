import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import { someOrders } from '@/testing/customer-orders';

vi.mock('@/lib/socket', () => ({ useLiveUpdates: () => 'live' }));

/** The real API's paging: `page` and `limit`, the full count in X-Total-Count. */
function historyServer(count: number) {
  const all = someOrders(count, 'picked_up');
  const asked: string[] = [];
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/favorites': { body: [] },
    'GET /api/orders': ({ url }: FakeRequest) => {
      asked.push(url.search);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      return {
        body: all.slice((page - 1) * limit, page * limit),
        headers: { 'X-Total-Count': String(all.length) },
      };
    },
  });
  return { asked };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Orders' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('order history', () => {
  it('is linked from the dashboard, which keeps ten orders', async () => {
    historyServer(23);
    const app = renderApp('/customer-dashboard');
    const recent = within(await screen.findByRole('region', { name: 'Recent Orders' }));
    const history = within(await screen.findByRole('region', { name: 'Order History' }));
    expect(recent.getAllByRole('listitem')).toHaveLength(5);
    expect(history.getAllByRole('listitem')).toHaveLength(5);

    await app.user.click(recent.getByRole('link', { name: 'All orders' }));
    expect(await screen.findByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
    expect(app.location()).toBe('/order-history');
  });

  it('pages through every order, ten at a time', async () => {
    const server = historyServer(23);
    const app = renderApp('/order-history');
    expect(await screen.findByText('23 orders in all')).toBeVisible();
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `Restaurant ${i + 1}`));
    const pager = within(screen.getByRole('navigation', { name: 'Order history pages' }));
    expect(pager.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await app.user.click(pager.getByRole('link', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    await waitFor(() => expect(names()[0]).toBe('Restaurant 11'));

    await app.user.click(screen.getByRole('link', { name: 'Older' }));
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    await waitFor(() =>
      expect(names()).toEqual(['Restaurant 21', 'Restaurant 22', 'Restaurant 23']),
    );
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(app.location()).toBe('/order-history?page=3');
    expect(server.asked.at(-1)).toBe('?customerId=u-1&page=3&limit=10');

    await app.user.click(screen.getByRole('link', { name: 'Newer' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
  });

  it('has no pager for a single page, and an empty state with no orders', async () => {
    historyServer(0);
    renderApp('/order-history');
    expect(await screen.findByText('No orders yet')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Order history pages' })).toBeNull();
  });

  it('offers the first page when asked for a page past the last', async () => {
    historyServer(12);
    const app = renderApp('/order-history?page=7');
    expect(await screen.findByText('No orders on this page')).toBeVisible();
    await app.user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
  });

  it('says so when the orders cannot be loaded', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/orders': { status: 500, body: { message: 'boom' } },
    });
    renderApp('/order-history');
    expect(await screen.findByText("Couldn't load your orders")).toBeVisible();
  });
});
