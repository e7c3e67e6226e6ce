import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

const fresh = { accessToken: 'access-new', refreshToken: 'refresh-new' };

describe('privacy and account: password and phone', () => {
  it('changes the password with the current one, keeping this session', async () => {
    const sent: unknown[] = [];
    signIn();
    fakeServer({
      'GET /api/auth/user': { body: aUser() },
      'POST /api/auth/change-password': (request: FakeRequest) => {
        sent.push(request.body);
        const { currentPassword } = request.body as { currentPassword: string };
        if (currentPassword !== 'old-secret') {
          return {
            status: 400,
            body: {
              message: 'Current password is incorrect',
              errors: [{ pointer: '/currentPassword', detail: 'Current password is incorrect' }],
            },
          };
        }
        return {
          body: { success: true, message: 'Changed', tokens: fresh, user: aUser() },
        };
      },
    });
    const app = renderApp('/privacy-account?tab=account');
    const section = within(await screen.findByRole('region', { name: 'Change Password' }));
    expect(
      section.getByText(/other device signed in to your account will be signed out/),
    ).toBeVisible();

    await app.user.click(section.getByRole('button', { name: 'Change Password' }));
    expect(await section.findByText('Current password is required')).toBeVisible();
    expect(sent).toEqual([]);

    await app.user.type(section.getByLabelText('Current password'), 'wrong-one');
    await app.user.type(section.getByLabelText('New password'), 'brand-new-1');
    await app.user.type(section.getByLabelText('Confirm new password'), 'brand-new-1');
    await app.user.click(section.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Change Failed')).toBeVisible();
    expect(screen.getByText('Current password is incorrect')).toBeVisible();

    await app.user.clear(section.getByLabelText('Current password'));
    await app.user.type(section.getByLabelText('Current password'), 'old-secret');
    await app.user.click(section.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Updated')).toBeVisible();
    expect(sent.at(-1)).toEqual({ currentPassword: 'old-secret', newPassword: 'brand-new-1' });
    // The answer's fresh session is kept: this device stays signed in.
    expect(localStorage.getItem('access_token')).toBe('access-new');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-new');
    await waitFor(() => expect(section.getByLabelText('Current password')).toHaveValue(''));
    expect(app.location()).toBe('/privacy-account?tab=account');
  });

  it('verifies the phone from the account tab', async () => {
    let verified = false;
    signIn();
    fakeServer({
      'GET /api/auth/user': () => ({ body: aUser({ phoneVerified: verified }) }),
      'GET /api/verification/status': () => ({
        body: { emailVerified: true, phoneVerified: verified, hasPhone: true },
      }),
      'POST /api/verification/send-sms': { body: { success: true, message: 'Sent' } },
      'POST /api/verification/verify-phone': (request: FakeRequest) => {
        verified = (request.body as { code: string }).code === '654321';
        return verified
          ? { body: { success: true, message: 'Your phone number has been verified' } }
          : { status: 400, body: { message: 'Incorrect code' } };
      },
    });
    const app = renderApp('/privacy-account?tab=account');
    const status = within(await screen.findByRole('region', { name: 'Account Status' }));
    expect(status.getByText('+15550001111')).toBeVisible();
    expect(status.getByText('Not Verified')).toBeVisible();
    await app.user.click(status.getByRole('button', { name: 'Verify phone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Your Phone' }));
    await app.user.type(
      await dialog.findByRole('textbox', { name: 'Verification code' }),
      '654321',
    );
    await app.user.click(dialog.getByRole('button', { name: 'Verify Phone' }));
    await app.user.click(await dialog.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Email was verified already; now the phone is too.
    await waitFor(() => expect(status.queryByText('Not Verified')).toBeNull());
    expect(status.getAllByText('Verified')).toHaveLength(2);
    expect(status.queryByRole('button', { name: 'Verify phone' })).toBeNull();
  });
});
