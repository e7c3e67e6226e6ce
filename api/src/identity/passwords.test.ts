import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserView } from '@pickup/domain/identity/user-view';
import {
  createIdentityTestApi,
  TEST_PASSWORD,
  type IdentityTestApi,
  type SignedIn,
} from '../testing/identity';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await createIdentityTestApi();
});
afterAll(() => api.close());

type Problem = { message: string; errors?: { pointer: string; detail: string }[] };
type Reply = { success: boolean; message: string };

const FORGOT = "If an account with that email exists, we've sent a password reset link.";

async function resetLinkToken(email: string): Promise<string> {
  const [mail] = await api.outbox.list({ to: email, limit: 1 });
  const token = mail?.body.match(/\/auth\?reset-token=([\w%-]+)/)?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return decodeURIComponent(token);
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a reset link to an existing account, and says the same for an unknown one', async () => {
    const user = await api.createAccount('customer');
    const known = await api.call<Reply>('POST', '/api/auth/forgot-password', {
      body: { email: user.email },
    });
    const unknown = await api.call<Reply>('POST', '/api/auth/forgot-password', {
      body: { email: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(FORGOT);
    const [mail] = await api.outbox.list({ to: user.email });
    expect(mail?.subject).toBe('Reset your Pickup password');
    expect(mail?.body).toContain('http://pickup.test/auth?reset-token=');
    expect(await api.outbox.list({ to: 'nobody@example.com' })).toEqual([]);
  });

  it('validates the email', async () => {
    const res = await api.call<Problem>('POST', '/api/auth/forgot-password', {
      body: { email: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ pointer: '/email', detail: 'Invalid email address' }]);
  });

  it('limits requests for one email', async () => {
    const user = await api.createAccount('customer');
    const ask = () =>
      api.call<Problem>('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    const blocked = await ask();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many password reset requests\. Please try again in/);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, and ends every session', async () => {
    const user = await api.createAccount('customer');
    await api.call('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const token = await resetLinkToken(user.email);

    const reset = await api.call<Reply>('POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(
      'Your password has been reset. You can now log in with your new password.',
    );
    const oldSession = await api.call('POST', '/api/auth/refresh', {
      body: { refreshToken: user.tokens.refreshToken },
    });
    expect(oldSession.status).toBe(401);
    expect(
      (
        await api.call('POST', '/api/auth/login', {
          body: { email: user.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect((await api.signIn(user.email, 'brand-new-pass')).user.id).toBe(user.id);

    const again = await api.call<Problem>('POST', '/api/auth/reset-password', {
      body: { token, password: 'another-pass' },
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(
      'This password reset link has already been used. Please request a new one.',
    );
  });

  it('refuses a link older than one hour', async () => {
    const user = await api.createAccount('customer');
    await api.call('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const token = await resetLinkToken(user.email);
    api.clock.advance(60 * 60_000);
    const res = await api.call<Problem>('POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-pass' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'This password reset link has expired. Please request a new one.',
    );
  });

  it('refuses an unknown link and validates the body', async () => {
    const unknown = await api.call<Problem>('POST', '/api/auth/reset-password', {
      body: { token: 'made-up', password: 'brand-new-pass' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('This password reset link is invalid.');
    const invalid = await api.call<Problem>('POST', '/api/auth/reset-password', {
      body: { token: '', password: '123' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { pointer: '/token', detail: 'This password reset link is invalid.' },
      { pointer: '/password', detail: 'Password must be at least 6 characters' },
    ]);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password and answers a fresh session', async () => {
    const user = await api.createAccount('customer');
    const res = await api.call<Reply & SignedIn>('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password has been successfully changed.');
    expect(res.body.user.mustChangePassword).toBe(false);
    expect((await api.signIn(user.email, 'changed-pass')).user.id).toBe(user.id);
    const old = await api.call('POST', '/api/auth/refresh', {
      body: { refreshToken: user.tokens.refreshToken },
    });
    expect(old.status).toBe(401);
  });

  it("signs the account's other devices out and keeps this one signed in", async () => {
    const user = await api.createAccount('customer');
    const otherDevice = await api.signIn(user.email);
    const res = await api.call<Reply & SignedIn>('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass' },
    });
    expect(res.status).toBe(200);
    const other = await api.call('POST', '/api/auth/refresh', {
      body: { refreshToken: otherDevice.tokens.refreshToken },
    });
    expect(other.status).toBe(401);
    const mine = await api.call<SignedIn>('POST', '/api/auth/refresh', {
      body: { refreshToken: res.body.tokens.refreshToken },
    });
    expect(mine.status).toBe(200);
    const me = await api.call<{ id: string }>('GET', '/api/auth/user', {
      token: mine.body.tokens.accessToken,
    });
    expect(me.body.id).toBe(user.id);
  });

  it('refuses a wrong current password and an unchanged one', async () => {
    const user = await api.createAccount('customer');
    const wrong = await api.call<Problem>('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: 'not-my-pass', newPassword: 'changed-pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { pointer: '/currentPassword', detail: 'Current password is incorrect' },
    ]);
    const same = await api.call<Problem>('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('New password must be different from the current password');
  });

  it('validates the body and needs a session', async () => {
    const user = await api.createAccount('customer');
    const res = await api.call<Problem>('POST', '/api/auth/change-password', {
      token: user.token,
      body: { currentPassword: '', newPassword: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { pointer: '/currentPassword', detail: 'Current password is required' },
      { pointer: '/newPassword', detail: 'Password must be at least 6 characters' },
    ]);
    const anonymous = await api.call('POST', '/api/auth/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a password reset by an admin with requireChangeAtNextLogin (DECISIONS 16)', () => {
  it('ends the sessions, then allows only auth calls until the password is changed', async () => {
    const admin = await api.createAccount('admin');
    const user = await api.createAccount('customer');
    const reset = await api.call<Reply>('POST', `/api/admin/users/${user.id}/reset-password`, {
      token: admin.token,
      body: { password: 'temporary-pass' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successfully!');
    const old = await api.call('POST', '/api/auth/refresh', {
      body: { refreshToken: user.tokens.refreshToken },
    });
    expect(old.status).toBe(401);

    const forced = await api.signIn(user.email, 'temporary-pass');
    expect(forced.user.mustChangePassword).toBe(true);
    const token = forced.tokens.accessToken;
    const me = await api.call<UserView>('GET', '/api/auth/user', { token });
    expect(me.status).toBe(200);
    const blocked = await api.call<Problem>('GET', '/api/verification/status', { token });
    expect(blocked.status).toBe(403);
    const consent = await api.call('PUT', '/api/user/consent', {
      token,
      body: { marketingOptIn: false },
    });
    expect(consent.status).toBe(403);

    const changed = await api.call<SignedIn>('POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: 'temporary-pass', newPassword: 'my-own-pass' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user.mustChangePassword).toBe(false);
    const fresh = changed.body.tokens.accessToken;
    expect((await api.call('GET', '/api/verification/status', { token: fresh })).status).toBe(200);
  });

  it('without requireChangeAtNextLogin the new password just works', async () => {
    const admin = await api.createAccount('admin');
    const user = await api.createAccount('customer');
    await api.call('POST', `/api/admin/users/${user.id}/reset-password`, {
      token: admin.token,
      body: { password: 'temporary-pass', requireChangeAtNextLogin: false },
    });
    const signed = await api.signIn(user.email, 'temporary-pass');
    expect(signed.user.mustChangePassword).toBe(false);
  });

  it('validates, and is for admins only', async () => {
    const admin = await api.createAccount('admin');
    const owner = await api.createAccount('restaurant_owner');
    const path = `/api/admin/users/${owner.id}/reset-password`;
    const invalid = await api.call<Problem>('POST', path, {
      token: admin.token,
      body: { password: '123', requireChangeAtNextLogin: 'yes' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { pointer: '/password', detail: 'Password must be at least 6 characters' },
      {
        pointer: '/requireChangeAtNextLogin',
        detail: 'requireChangeAtNextLogin must be true or false',
      },
    ]);
    const body = { password: 'temporary-pass' };
    expect((await api.call('POST', path, { body })).status).toBe(401);
    expect((await api.call('POST', path, { token: owner.token, body })).status).toBe(403);
    const missing = await api.call<Problem>('POST', '/api/admin/users/nobody/reset-password', {
      token: admin.token,
      body,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
  });
});
