import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { DENIED_REDIRECT_MS } from '@/app/routes/guards';
import { userQueryKey, type Role } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { fakeServer } from '@/testing/fake-server';
import { aUser, signIn } from '@/testing/users';

/** The app at `url` for a signed-in user whose session is already known. */
function renderSignedIn(url: string, role: Role) {
  signIn();
  const user = aUser({ role });
  fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/restaurants/popular': { body: [] },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return () => router.state.location.pathname;
}

describe('management access denied (management-area §2, §8)', () => {
  // The toast view loads at the first interaction or toast; load it once on the real clock, so
  // the fake one below measures only the redirect delay.
  beforeAll(async () => {
    render(<AppProvider>{null}</AppProvider>);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(document.querySelector('[data-scope=toast]')).not.toBeNull());
    cleanup();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a customer', '/admin', 'customer'],
    ['an owner', '/admin-dashboard', 'restaurant_owner'],
    ['a customer', '/owner-dashboard', 'customer'],
    ['an admin', '/owner-dashboard', 'admin'],
  ] as const)(
    'shows %s at %s the toast once and sends them to / after 0.5 s',
    async (_who, url, role) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const location = renderSignedIn(url, role);
      // Let rendering settle without moving the clock.
      await act(() => vi.advanceTimersByTimeAsync(0));

      expect(screen.getByText("You don't have access to this page.")).toBeVisible();
      expect(screen.getAllByText('Unauthorized')).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(DENIED_REDIRECT_MS - 1));
      expect(location()).toBe(url);

      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(location()).toBe('/');
      expect(screen.getAllByText("You don't have access to this page.")).toHaveLength(1);
    },
  );
});
