import { screen, waitFor, within } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { fakeServer, type Reply } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';
import type { User } from '@/lib/auth';

const tokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const HOUR = 60 * 60 * 1000;

function serverSigningIn(user: User, extra: Record<string, Reply> = {}) {
  fakeServer({
    'POST /api/auth/login': { body: { tokens, user } },
    'GET /api/restaurants/popular': { body: [] },
    ...extra,
  });
}

/** The visible tab's form (the other tab's fields stay in the page, hidden). */
const panel = async () => within(await screen.findByRole('tabpanel'));

async function signInAs(app: ReturnType<typeof renderApp>, password = 'secret-password') {
  const form = await panel();
  await app.user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await app.user.type(form.getByLabelText('Password'), password);
  await app.user.click(form.getByRole('button', { name: 'Sign In' }));
}

function storeCart(restaurantId: string, ageMs: number) {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      restaurantId,
      timestamp: Date.now() - ageMs,
      items: [
        {
          id: 'line-1',
          menuItemId: 'item-1',
          name: 'Margherita',
          quantity: 2,
          unitPriceCents: 1200,
          subtotalCents: 2400,
          customizations: {},
        },
      ],
    }),
  );
  localStorage.setItem('cart-restaurant', restaurantId);
}

describe('sign in (customer-area §2, §5, §8)', () => {
  it('says what is wrong with the email and password', async () => {
    fakeServer({});
    const app = renderApp('/auth');
    const form = await panel();
    await app.user.type(form.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await app.user.type(form.getByLabelText('Password'), '123');
    await app.user.click(form.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  it("shows the server's reason when signing in fails", async () => {
    fakeServer({
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    const app = renderApp('/auth');
    await signInAs(app);
    expect(await screen.findByText('Login failed')).toBeVisible();
    expect(screen.getByText('Invalid email or password')).toBeVisible();
    expect(app.location()).toBe('/auth');
  });

  it('solves the captcha the server asks for after failed logins, and signs in', async () => {
    const hmacKey = 'sign-in-test-key';
    const sent: unknown[] = [];
    fakeServer({
      'GET /api/captcha/challenge': async () => ({
        body: await createChallenge({ hmacKey, maxnumber: 200 }),
      }),
      'POST /api/auth/login': async (request) => {
        const { captcha } = request.body as { captcha?: string };
        sent.push(captcha === undefined ? 'none' : await verifySolution(captcha, hmacKey));
        if (captcha === undefined) {
          const detail = 'Please complete the verification to sign in.';
          return {
            status: 400,
            body: { message: detail, errors: [{ pointer: '/captcha', detail }] },
          };
        }
        return { body: { tokens, user: aUser() } };
      },
      'GET /api/restaurants/popular': { body: [] },
    });
    const app = renderApp('/auth');
    await signInAs(app);
    expect(await screen.findByText('Welcome back!')).toBeVisible();
    expect(sent).toEqual(['none', true]);
  });

  it('welcomes the user and goes home when no cart is waiting', async () => {
    serverSigningIn(aUser());
    const app = renderApp('/auth');
    await signInAs(app);
    expect(await screen.findByText('Welcome back!')).toBeVisible();
    expect(screen.getByText('You have been logged in successfully.')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(localStorage.getItem('access_token')).toBe('access-2');
  });

  it('returns to the restaurant with the cart open when a recent cart is saved', async () => {
    storeCart('r-42', 2 * HOUR);
    serverSigningIn(aUser());
    const app = renderApp('/auth');
    await signInAs(app);
    await waitFor(() => expect(app.location()).toBe('/restaurants/r-42?expand=cart'));
  });

  it('ignores a cart older than 24 hours', async () => {
    storeCart('r-42', 25 * HOUR);
    serverSigningIn(aUser());
    const app = renderApp('/auth');
    await signInAs(app);
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('returns to a restaurant noted before signing in', async () => {
    localStorage.setItem('pending-restaurant', 'r-7');
    serverSigningIn(aUser());
    const app = renderApp('/auth');
    await signInAs(app);
    await waitFor(() => expect(app.location()).toBe('/restaurants/r-7?expand=cart'));
    expect(localStorage.getItem('pending-restaurant')).toBeNull();
  });

  it('lets an unverified user in without a modal; the banner offers verification', async () => {
    serverSigningIn(aUser({ emailVerified: false }), {
      'GET /api/verification/status': {
        body: { emailVerified: false, phoneVerified: true, hasPhone: true },
      },
    });
    const app = renderApp('/auth');
    await signInAs(app);
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByText('Please verify your email address')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Verify Your Email' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
  });
});
