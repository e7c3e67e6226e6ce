import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu, storeCart } from '@/testing/restaurant-fixtures';
import { aUser, signIn } from '@/testing/users';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

const PAUSED = 'Not taking orders right now, back at 7:30 PM';

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('a pause reaches an open restaurant page without a reload', () => {
  it('shows the pause message when the kitchen pauses, and hides it on resume', async () => {
    let message: string | null = null;
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'c-1', role: 'customer' }) },
      'GET /api/restaurants/r-1': () => ({
        body: aRestaurantWithMenu({
          ordering: {
            paused: message !== null,
            message,
            rushMinutes: 0,
            pausedUntil: null,
            rushUntil: null,
          },
        }),
      }),
    });
    renderApp('/restaurants/r-1');
    await screen.findByRole('heading', { level: 1 });
    act(() => fakeLive.current.connect());
    await waitFor(() =>
      expect(fakeLive.current.subscriptions).toContainEqual({ restaurantService: 'r-1' }),
    );
    expect(screen.queryByText(PAUSED)).toBeNull();

    message = PAUSED;
    act(() => fakeLive.current.signal('restaurant:service', { restaurantId: 'r-1' }));
    expect(await screen.findByText(PAUSED)).toBeVisible();

    message = null;
    act(() => fakeLive.current.signal('restaurant:service', { restaurantId: 'r-1' }));
    await waitFor(() => expect(screen.queryByText(PAUSED)).toBeNull());
  });

  it('promises the pickup time with the rush, and again when the rush begins live', async () => {
    let rushMinutes = 10;
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'c-1', role: 'customer' }) },
      'GET /api/restaurants/r-1': () => ({
        body: aRestaurantWithMenu({
          estimatedPickupTime: 12,
          ordering: {
            paused: false,
            message: null,
            rushMinutes,
            pausedUntil: null,
            rushUntil: null,
          },
        }),
      }),
    });
    renderApp('/restaurants/r-1');
    expect(await screen.findByText('Pickup in 22-27 min (busy right now)')).toBeVisible();
    act(() => fakeLive.current.connect());
    await waitFor(() =>
      expect(fakeLive.current.subscriptions).toContainEqual({ restaurantService: 'r-1' }),
    );
    rushMinutes = 20;
    act(() => fakeLive.current.signal('restaurant:service', { restaurantId: 'r-1' }));
    expect(await screen.findByText('Pickup in 32-37 min (busy right now)')).toBeVisible();
  });

  it('reads the restaurant again when the pause ends by itself, signed in or not', async () => {
    const until = new Date(Date.now() + 300).toISOString();
    let reads = 0;
    fakeServer({
      'GET /api/restaurants/r-1': () => {
        reads += 1;
        const paused = reads === 1;
        return {
          body: aRestaurantWithMenu({
            ordering: {
              paused,
              message: paused ? PAUSED : null,
              rushMinutes: 0,
              pausedUntil: paused ? until : null,
              rushUntil: null,
            },
          }),
        };
      },
    });
    renderApp('/restaurants/r-1');
    expect(await screen.findByText(PAUSED)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(PAUSED)).toBeNull(), { timeout: 5000 });
    expect(reads).toBe(2);
  });

  it('stops promising an ASAP time in an open checkout once the kitchen pauses', async () => {
    let paused = false;
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ id: 'c-1', role: 'customer' }) },
      'GET /api/favorites': { body: [] },
      'GET /api/restaurants/r-1': () => ({
        body: aRestaurantWithMenu({
          ordering: {
            paused,
            message: paused ? PAUSED : null,
            rushMinutes: 0,
            pausedUntil: paused ? '2030-01-15T19:30:00.000Z' : null,
            rushUntil: null,
          },
        }),
      }),
      // As the server answers: a paused kitchen offers no time at all.
      'GET /api/restaurants/r-1/pickup-slots': () => ({
        body: {
          timezone: 'UTC',
          asap: paused
            ? { available: false, reason: 'paused' }
            : {
                available: true,
                promisedFrom: '2030-01-15T12:10:00.000Z',
                promisedAt: '2030-01-15T12:15:00.000Z',
                movedToLaterSlot: false,
              },
          slots: paused
            ? []
            : [
                {
                  start: '2030-01-16T09:00:00.000Z',
                  end: '2030-01-16T09:15:00.000Z',
                  serviceDate: '2030-01-16',
                },
              ],
        },
      }),
    });
    storeCart('r-1', 60 * 60 * 1000);
    const app = renderApp('/restaurants/r-1');
    act(() => fakeLive.current.connect());
    await app.user.click(await screen.findByRole('button', { name: 'Open cart, 2 items' }));
    await app.user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Your Order' }));
    expect(await dialog.findByText('As soon as possible · Ready 12:10–12:15')).toBeVisible();

    paused = true;
    act(() => fakeLive.current.signal('restaurant:service', { restaurantId: 'r-1' }));
    expect(
      await dialog.findByText('The restaurant has paused online orders for now.'),
    ).toBeVisible();
    expect(dialog.queryByText(/Ready 12:10/)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});
