import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, never } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const popular = { 'GET /api/restaurants/popular': { body: [] } };

describe('route access (customer-area §2)', () => {
  it('shows a spinner while the session is being checked', async () => {
    signIn();
    fakeServer({ 'GET /api/auth/user': never });
    renderApp('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
  });

  describe('signed out', () => {
    it('shows the landing page at /', async () => {
      fakeServer(popular);
      renderApp('/');
      expect(await screen.findByRole('heading', { name: /Pickup Made Easy/ })).toBeVisible();
    });

    it('treats a 401 from the user endpoint as signed out', async () => {
      signIn();
      fakeServer({
        ...popular,
        'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } },
        'POST /api/auth/refresh': { status: 401, body: { message: 'Invalid refresh token' } },
      });
      renderApp('/');
      expect(await screen.findByRole('heading', { name: /Pickup Made Easy/ })).toBeVisible();
      expect(localStorage.getItem('access_token')).toBeNull();
    });

    it.each(['/customer-dashboard', '/privacy-account', '/orders/o-1', '/privacy-settings'])(
      'sends %s to /auth, to come back after signing in',
      async (url) => {
        fakeServer({});
        const app = renderApp(url);
        expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeVisible();
        expect(app.location()).toBe(`/auth?returnTo=${encodeURIComponent(url)}`);
      },
    );

    it.each(['/restaurants', '/how-it-works', '/support', '/contact', '/privacy', '/terms'])(
      'lets anyone open %s',
      async (url) => {
        fakeServer({});
        const app = renderApp(url);
        expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
        expect(app.location()).toBe(url);
      },
    );
  });

  describe('signed in', () => {
    it('greets the user at /', async () => {
      signIn();
      fakeServer({ ...popular, 'GET /api/auth/user': { body: aUser() } });
      renderApp('/');
      expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
    });

    it('leaves /auth for the home page', async () => {
      signIn();
      fakeServer({ ...popular, 'GET /api/auth/user': { body: aUser() } });
      const app = renderApp('/auth');
      expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
      expect(app.location()).toBe('/');
    });

    it('opens the privacy tab of the account page from /privacy-settings', async () => {
      signIn();
      fakeServer({ 'GET /api/auth/user': { body: aUser() } });
      const app = renderApp('/privacy-settings');
      expect(await screen.findByRole('heading', { name: 'Privacy & Account' })).toBeVisible();
      expect(app.location()).toBe('/privacy-account?tab=privacy');
    });

    it('keeps a user who must change their password on /auth', async () => {
      signIn();
      fakeServer({ 'GET /api/auth/user': { body: aUser({ mustChangePassword: true }) } });
      const app = renderApp('/restaurants');
      expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeVisible();
      expect(app.location()).toBe('/auth');
    });

    it('turns a customer away from the admin dashboard with a toast', async () => {
      signIn();
      fakeServer({ ...popular, 'GET /api/auth/user': { body: aUser() } });
      const app = renderApp('/admin');
      expect(await screen.findByText("You don't have access to this page.")).toBeVisible();
      await waitFor(() => expect(app.location()).toBe('/'));
    });

    it('lets an owner manage menus but not the admin dashboard', async () => {
      signIn();
      fakeServer({
        ...popular,
        'GET /api/auth/user': { body: aUser({ role: 'restaurant_owner' }) },
      });
      renderApp('/restaurants/r-1/menus/edit');
      expect(await screen.findByRole('heading', { name: 'Menu Management' })).toBeVisible();
    });

    it('shows admins the admin restaurant page at /restaurants/:id', async () => {
      signIn();
      fakeServer({ 'GET /api/auth/user': { body: aUser({ role: 'admin' }) } });
      renderApp('/restaurants/r-1');
      expect(await screen.findByRole('heading', { name: 'Restaurant Details' })).toBeVisible();
    });
  });

  it('shows the not-found page for an unknown path', async () => {
    fakeServer({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByText(/We couldn’t find that page/)).toBeVisible();
    expect(screen.queryByText(/router/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
