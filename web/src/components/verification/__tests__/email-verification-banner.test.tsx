import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

function unverifiedServer() {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ emailVerified: false }) },
    'GET /api/verification/status': {
      body: { emailVerified: false, phoneVerified: true, hasPhone: true },
    },
  });
}

describe('email verification banner (customer-area §2)', () => {
  it('opens the verification dialog from the banner', async () => {
    unverifiedServer();
    const app = renderApp('/customer-dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
  });

  it('stays dismissed for the rest of the session', async () => {
    unverifiedServer();
    const app = renderApp('/customer-dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByText('Please verify your email address')).not.toBeInTheDocument(),
    );
    app.unmount();

    renderApp('/privacy-account');
    expect(await screen.findByRole('heading', { name: 'Privacy & Account' })).toBeVisible();
    expect(screen.queryByText('Please verify your email address')).not.toBeInTheDocument();
  });

  it('is not shown to a verified user', async () => {
    signIn();
    fakeServer({ 'GET /api/auth/user': { body: aUser() } });
    renderApp('/privacy-account');
    expect(await screen.findByRole('heading', { name: 'Privacy & Account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify Email' })).not.toBeInTheDocument();
  });
});
