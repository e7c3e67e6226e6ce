import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { aBoard } from '@/testing/management/orders';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const owner = aUser({ id: 'owner-1', role: 'restaurant_owner' });
const stats = { ordersToday: 0, revenueToday: 0, avgPickupTime: 0, restaurantStatus: 'open' };
// 23:45 UTC is 6:45 PM in New York (the fixture's zone), in winter.
const UNTIL = '2030-01-15T23:45:00.000Z';

function serve(ordering: () => object, calls: { method: string; path: string; body: unknown }[]) {
  signIn();
  const record = (req: FakeRequest) => {
    calls.push({ method: req.method, path: req.path, body: req.body });
    return { body: {} };
  };
  fakeServer({
    'GET /api/auth/user': { body: owner },
    'GET /api/restaurants': () => ({ body: [{ ...aRestaurant(), ordering: ordering() }] }),
    'GET /api/restaurants/r-1/stats': { body: stats },
    'GET /api/restaurants/r-1/orders/board': { body: aBoard([]) },
    'PUT /api/restaurants/r-1/pause': record,
    'DELETE /api/restaurants/r-1/pause': record,
    'PUT /api/restaurants/r-1/rush': record,
  });
}

const off = { paused: false, pausedUntil: null, message: null, rushMinutes: 0, rushUntil: null };

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('online ordering controls (owner dashboard)', () => {
  it('pauses until closing and, once paused, shows until when on the restaurant clock', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    let ordering: object = off;
    serve(() => ordering, calls);
    const app = renderApp('/owner-dashboard');
    expect(await screen.findByText('Taking orders')).toBeVisible();
    ordering = { ...off, paused: true, pausedUntil: UNTIL, message: 'x' };
    await app.user.click(screen.getByRole('button', { name: 'Pause ordering until closing' }));
    expect(await screen.findByText('Paused until 6:45 PM EST')).toBeVisible();
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/restaurants/r-1/pause', body: { minutes: 'closing' } },
    ]);
    await app.user.click(screen.getByRole('button', { name: 'Resume now' }));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/restaurants/r-1/pause' });
  });

  it('sets rush mode for an hour', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    serve(() => off, calls);
    const app = renderApp('/owner-dashboard');
    const group = await screen.findByRole('group', { name: 'Rush mode' });
    await app.user.click(within(group).getByRole('button', { name: /Rush \+10 min/ }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: '/api/restaurants/r-1/rush',
          body: { extraMinutes: 10, forMinutes: 60 },
        },
      ]),
    );
  });
});
