import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

const tokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const pending = { emailVerified: false, phoneVerified: false, hasPhone: true };

async function openSignUp(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  return within(await screen.findByRole('tabpanel', { name: 'Sign Up' }));
}

async function signUp(app: ReturnType<typeof renderApp>) {
  const form = await openSignUp(app);
  await app.user.type(form.getByRole('textbox', { name: 'First name' }), 'Ada');
  await app.user.type(form.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await app.user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await app.user.type(form.getByRole('textbox', { name: 'Phone' }), '+1 555 000 1111');
  await app.user.type(form.getByLabelText('Password'), 'secret-password');
  await app.user.click(form.getByRole('button', { name: 'Create Account' }));
}

describe('sign up (customer-area §2, §5, §8)', () => {
  it('says what each field needs', async () => {
    fakeServer({});
    const app = renderApp('/auth');
    const form = await openSignUp(app);
    await app.user.type(form.getByRole('textbox', { name: 'Phone' }), '555-CALL-NOW');
    await app.user.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await form.findByText('First name is required')).toBeVisible();
    expect(form.getByText('Last name is required')).toBeVisible();
    expect(form.getByText('Invalid email address')).toBeVisible();
    expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

    await app.user.clear(form.getByRole('textbox', { name: 'Phone' }));
    await app.user.type(form.getByRole('textbox', { name: 'Phone' }), '555');
    await app.user.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await form.findByText('Phone number must be at least 10 digits')).toBeVisible();
  });

  it('sends marketing consent as not given unless the box is ticked, and reports a refusal', async () => {
    let sent: unknown;
    fakeServer({
      'POST /api/auth/register': (request) => {
        sent = request.body;
        return { status: 409, body: { message: 'An account with this email already exists' } };
      },
    });
    const app = renderApp('/auth');
    await signUp(app);
    expect(await screen.findByText('Registration failed')).toBeVisible();
    expect(screen.getByText('An account with this email already exists')).toBeVisible();
    expect(sent).toMatchObject({ email: 'ada@example.com', marketingOptIn: false });
  });

  it('leaves the marketing box unticked until the customer ticks it, then sends yes', async () => {
    let sent: unknown;
    fakeServer({
      'POST /api/auth/register': (request) => {
        sent = request.body;
        return { status: 409, body: { message: 'An account with this email already exists' } };
      },
    });
    const app = renderApp('/auth');
    const form = await openSignUp(app);
    const consent = form.getByRole('checkbox', { name: /offers and news/ });
    expect(consent).not.toBeChecked();
    await app.user.click(consent);
    await signUp(app);
    expect(await screen.findByText('Registration failed')).toBeVisible();
    expect(sent).toMatchObject({ marketingOptIn: true });
  });

  it('welcomes the new user, verifies the email with a code, then goes home', async () => {
    let status = pending;
    fakeServer({
      'POST /api/auth/register': { status: 201, body: { tokens, user: aUser(pending) } },
      'GET /api/auth/user': () => ({ body: aUser(status) }),
      'GET /api/verification/status': () => ({ body: status }),
      'POST /api/verification/send-email': {
        body: { success: true, message: 'Verification email sent' },
      },
      'POST /api/verification/verify-email': (request) => {
        const { code } = request.body as { code: string };
        if (code !== '123456') return { status: 400, body: { message: 'Incorrect code' } };
        status = { ...status, emailVerified: true };
        return { body: { success: true, message: 'Your email has been verified successfully' } };
      },
      'GET /api/restaurants/popular': { body: [] },
    });
    const app = renderApp('/auth');
    await signUp(app);
    expect(await screen.findByText('Welcome!')).toBeVisible();
    expect(screen.getByText('Your account has been created successfully.')).toBeVisible();

    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Your Email' }));
    expect(await dialog.findByText('Pending')).toBeVisible();
    // Nothing was sent yet: the dialog says what the button does, not "the code we sent".
    expect(dialog.queryByText(/code we sent/)).toBeNull();
    expect(
      dialog.getByText('Your code arrives by email after you press Send Verification Code.'),
    ).toBeVisible();
    await app.user.click(dialog.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Verification email sent')).toBeVisible();
    expect(dialog.getByText(/Enter the 6-digit code we emailed to .+@/)).toBeVisible();

    const code = dialog.getByRole('textbox', { name: 'Verification code' });
    const verify = dialog.getByRole('button', { name: 'Verify Email' });
    await app.user.type(code, '12a3 45');
    expect(code).toHaveValue('12345');
    expect(verify).toBeDisabled();
    await app.user.type(code, '9');
    expect(verify).toBeEnabled();
    await app.user.click(verify);
    expect(await screen.findByText('Verification failed')).toBeVisible();
    expect(screen.getByText('Incorrect code')).toBeVisible();

    await app.user.type(code, '{Backspace}6');
    await app.user.click(verify);
    expect(await screen.findByText('Email verified!')).toBeVisible();
    expect(await dialog.findByText('Email Verified!')).toBeVisible();
    // It waits for Continue: the redirect (100 ms) must not fire by itself.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(app.location()).toBe('/auth');
    expect(dialog.getByText('Email Verified!')).toBeVisible();
    await app.user.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('closes the dialog at once when the email turns out to be verified already', async () => {
    fakeServer({
      'POST /api/auth/register': { status: 201, body: { tokens, user: aUser(pending) } },
      'GET /api/verification/status': { body: { ...pending, emailVerified: true } },
      'GET /api/restaurants/popular': { body: [] },
    });
    const app = renderApp('/auth');
    await signUp(app);
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
