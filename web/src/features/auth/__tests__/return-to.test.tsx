import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

vi.mock('@/lib/socket', () => ({ useLiveUpdates: () => 'live' }));

const tokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };

const anOrder = {
  id: 'order-0000abcd1234',
  restaurantId: 'r-1',
  status: 'preparing',
  restaurant: { name: 'Burger Barn', address: '1 Main St', phone: '', taxRate: '0.0875' },
  orderItems: [],
  notes: null,
  subtotal: 0,
  tax: 0,
  total: 0,
  createdAt: '2026-05-01T12:00:00.000Z',
};

function server() {
  let signedIn = false;
  fakeServer({
    'POST /api/auth/login': () => {
      signedIn = true;
      return { body: { tokens, user: aUser() } };
    },
    'GET /api/orders/order-0000abcd1234': () =>
      signedIn ? { body: anOrder } : { status: 401, body: { message: 'Unauthorized' } },
    'GET /api/restaurants/popular': { body: [] },
  });
}

async function signInOnAuthPage(app: ReturnType<typeof renderApp>) {
  const form = within(await screen.findByRole('tabpanel'));
  await app.user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await app.user.type(form.getByLabelText('Password'), 'secret-password');
  await app.user.click(form.getByRole('button', { name: 'Sign In' }));
}

describe('signing in returns you where you were', () => {
  it('opens the order a signed-out visitor asked for once they sign in', async () => {
    server();
    const app = renderApp('/orders/order-0000abcd1234');
    await signInOnAuthPage(app);
    expect(await screen.findByRole('heading', { name: 'Order #ABCD1234' })).toBeVisible();
    expect(app.location()).toBe('/orders/order-0000abcd1234');
  });

  it('opens any other signed-in page again, with its query', async () => {
    server();
    const app = renderApp('/privacy-account?tab=data');
    await signInOnAuthPage(app);
    await waitFor(() => expect(app.location()).toBe('/privacy-account?tab=data'));
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/auth?returnTo=/auth'])(
    'goes home instead of to %s',
    async (returnTo) => {
      server();
      const app = renderApp(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
      await signInOnAuthPage(app);
      await waitFor(() => expect(app.location()).toBe('/'));
    },
  );
});
