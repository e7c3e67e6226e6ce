import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const popular = { 'GET /api/restaurants/popular': { body: [] } };

describe('forgot password (customer-area §2, §8)', () => {
  it('checks the email, then confirms without saying whether the account exists', async () => {
    let asked: unknown;
    fakeServer({
      'POST /api/auth/forgot-password': (request) => {
        asked = request.body;
        return { body: { success: true } };
      },
    });
    const app = renderApp('/auth');
    await app.user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeVisible();

    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email sent')).toBeVisible();
    expect(
      screen.getByText("If an account with that email exists, we've sent a password reset link."),
    ).toBeVisible();
    expect(asked).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message when the request fails', async () => {
    fakeServer({
      'POST /api/auth/forgot-password': {
        status: 429,
        body: { message: 'Too many password reset requests' },
      },
    });
    const app = renderApp('/auth');
    await app.user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many password reset requests')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });
});

describe('reset password from an emailed link (customer-area §2, §5, §8)', () => {
  it('needs matching passwords, then resets and removes the token from the address', async () => {
    let sent: unknown;
    fakeServer({
      'POST /api/auth/reset-password': (request: FakeRequest) => {
        sent = request.body;
        return { body: { success: true } };
      },
    });
    const app = renderApp('/auth?reset-token=tok-123');
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await app.user.type(within(dialog).getByLabelText('New password'), 'brand-new-1');
    await app.user.type(within(dialog).getByLabelText('Confirm password'), 'brand-new-2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText("Passwords don't match")).toBeVisible();
    expect(sent).toBeUndefined();

    await app.user.clear(within(dialog).getByLabelText('Confirm password'));
    await app.user.type(within(dialog).getByLabelText('Confirm password'), 'brand-new-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successful')).toBeVisible();
    expect(sent).toEqual({ token: 'tok-123', password: 'brand-new-1' });
    await waitFor(() => expect(app.location()).toBe('/auth'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the confirmation and says why a reset failed', async () => {
    fakeServer({
      'POST /api/auth/reset-password': {
        status: 422,
        body: { message: 'This reset link is invalid or has expired' },
      },
    });
    const app = renderApp('/auth?reset-token=tok-old');
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await app.user.type(within(dialog).getByLabelText('New password'), 'brand-new-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText('Password confirmation is required')).toBeVisible();

    await app.user.type(within(dialog).getByLabelText('Confirm password'), 'brand-new-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset failed')).toBeVisible();
    expect(screen.getByText('This reset link is invalid or has expired')).toBeVisible();
    expect(app.location()).toBe('/auth?reset-token=tok-old');
  });

  it('removes the token when cancelled', async () => {
    fakeServer({});
    const app = renderApp('/auth?reset-token=tok-123');
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.location()).toBe('/auth'));
  });
});

describe('forced password change (customer-area §2, §4, §5, §8)', () => {
  it('cannot be dismissed, checks the fields and lets the user in once changed', async () => {
    signIn();
    let sent: unknown;
    fakeServer({
      ...popular,
      'GET /api/auth/user': { body: aUser({ mustChangePassword: true }) },
      'POST /api/auth/change-password': (request) => {
        sent = request.body;
        return {
          body: {
            success: true,
            message: 'Password changed',
            tokens: { accessToken: 'access-new', refreshToken: 'refresh-new' },
            user: aUser({ mustChangePassword: false }),
          },
        };
      },
    });
    const app = renderApp('/customer-dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Change Your Password' });
    expect(app.location()).toBe('/auth');
    expect(
      within(dialog).getByText(
        'Your administrator has required you to change your password before continuing.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change Your Password' })).toBeVisible();

    await app.user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeVisible();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeVisible();
    expect(within(dialog).getByText('Please confirm your password')).toBeVisible();

    await app.user.type(within(dialog).getByLabelText('Current password'), 'temporary');
    await app.user.type(within(dialog).getByLabelText('New password'), 'my-own-secret');
    await app.user.type(within(dialog).getByLabelText('Confirm new password'), 'my-own-secrets');
    await app.user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText("Passwords don't match")).toBeVisible();

    await app.user.type(within(dialog).getByLabelText('Confirm new password'), '{Backspace}');
    await app.user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Updated')).toBeVisible();
    expect(screen.getByText('Your password has been successfully changed.')).toBeVisible();
    expect(sent).toEqual({ currentPassword: 'temporary', newPassword: 'my-own-secret' });
    expect(localStorage.getItem('access_token')).toBe('access-new');
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('says why the change was refused', async () => {
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser({ mustChangePassword: true }) },
      'POST /api/auth/change-password': {
        status: 400,
        body: { message: 'Current password is incorrect' },
      },
    });
    const app = renderApp('/auth');
    const dialog = await screen.findByRole('dialog', { name: 'Change Your Password' });
    await app.user.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await app.user.type(within(dialog).getByLabelText('New password'), 'my-own-secret');
    await app.user.type(within(dialog).getByLabelText('Confirm new password'), 'my-own-secret');
    await app.user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Change Failed')).toBeVisible();
    expect(screen.getByText('Current password is incorrect')).toBeVisible();
    expect(app.location()).toBe('/auth');
  });
});
