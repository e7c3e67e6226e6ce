import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu } from '@/testing/restaurant-fixtures';
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
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
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
    expect(await screen.findByText(PAUSED, {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(PAUSED)).toBeNull(), { timeout: 5000 });
    expect(reads).toBe(2);
  });
});
