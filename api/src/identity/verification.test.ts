import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApi, type IdentityTestApi } from '../testing/identity';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await createIdentityTestApi();
});
afterAll(() => api.close());

type Problem = { message: string; errors?: { pointer: string; detail: string }[] };
type Reply = { success: boolean; message: string };
type Status = { emailVerified: boolean; phoneVerified: boolean; hasPhone: boolean };

const MINUTE = 60_000;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET /api/verification/status', () => {
  it('says what is verified and whether there is a phone', async () => {
    const user = await api.createAccount('customer', { emailVerified: true });
    const res = await api.call<Status>('GET', '/api/verification/status', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emailVerified: true, phoneVerified: false, hasPhone: true });
  });

  it('needs a session', async () => {
    expect((await api.call('GET', '/api/verification/status')).status).toBe(401);
  });
});

describe('email verification', () => {
  it('sends a code that verifies the email once', async () => {
    const user = await api.createAccount('customer');
    const sent = await api.call<Reply>('POST', '/api/verification/send-email', {
      token: user.token,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: 'Verification email sent' });
    const code = await api.latestCode(user.email);

    const verified = await api.call<Reply>('POST', '/api/verification/verify-email', {
      token: user.token,
      body: { code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      message: 'Your email has been verified successfully',
    });
    const me = await api.call<{ emailVerified: boolean }>('GET', '/api/auth/user', {
      token: user.token,
    });
    expect(me.body.emailVerified).toBe(true);

    const reused = await api.call<Problem>('POST', '/api/verification/verify-email', {
      token: user.token,
      body: { code },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(
      'This verification code has expired. Please request a new one.',
    );
  });

  it('stops after 5 wrong tries: even the right code is refused then', async () => {
    const user = await api.createAccount('customer');
    await api.call('POST', '/api/verification/send-email', { token: user.token });
    const code = await api.latestCode(user.email);
    const attempt = (c: string) =>
      api.call<Problem>('POST', '/api/verification/verify-email', {
        token: user.token,
        body: { code: c },
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await attempt(wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([
        { pointer: '/code', detail: 'Invalid verification code' },
      ]);
    }
    const right = await attempt(code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many attempts. Please request a new code.');
  });

  it('refuses a code after 10 minutes', async () => {
    const user = await api.createAccount('customer');
    await api.call('POST', '/api/verification/send-email', { token: user.token });
    const code = await api.latestCode(user.email);
    api.clock.advance(10 * MINUTE);
    const fresh = await api.signIn(user.email);
    const res = await api.call<Problem>('POST', '/api/verification/verify-email', {
      token: fresh.tokens.accessToken,
      body: { code },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This verification code has expired. Please request a new one.');
  });

  it('sends a new code at most once a minute', async () => {
    const user = await api.createAccount('customer');
    const send = () =>
      api.call<Problem>('POST', '/api/verification/send-email', { token: user.token });
    expect((await send()).status).toBe(200);
    const early = await send();
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Please wait 60 seconds before requesting a new code.');
    api.clock.advance(MINUTE);
    expect((await send()).status).toBe(200);
  });

  it('needs a code first, and exactly 6 digits', async () => {
    const user = await api.createAccount('customer');
    const none = await api.call<Problem>('POST', '/api/verification/verify-email', {
      token: user.token,
      body: { code: '123456' },
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Please request a verification code first.');
    for (const code of ['12345', '1234567', 'abcdef', undefined]) {
      const bad = await api.call<Problem>('POST', '/api/verification/verify-email', {
        token: user.token,
        body: { code },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        { pointer: '/code', detail: 'Please enter the 6-digit verification code' },
      ]);
    }
  });

  it('says so when the email is already verified', async () => {
    const user = await api.createAccount('customer', { emailVerified: true });
    const res = await api.call<Reply>('POST', '/api/verification/send-email', {
      token: user.token,
    });
    expect(res.body).toEqual({ success: true, message: 'Your email is already verified' });
  });

  it('needs a session', async () => {
    expect((await api.call('POST', '/api/verification/send-email')).status).toBe(401);
    expect(
      (await api.call('POST', '/api/verification/verify-email', { body: { code: '123456' } }))
        .status,
    ).toBe(401);
  });
});

describe('phone verification', () => {
  it('texts a code that verifies the phone', async () => {
    const user = await api.createAccount('customer');
    const phone = user.user.phone as string;
    const sent = await api.call<Reply>('POST', '/api/verification/send-sms', { token: user.token });
    expect(sent.body).toEqual({ success: true, message: 'Verification code sent by SMS' });
    const [sms] = await api.outbox.list({ to: phone, limit: 1 });
    expect(sms?.channel).toBe('sms');
    const res = await api.call<Reply>('POST', '/api/verification/verify-phone', {
      token: user.token,
      body: { code: await api.latestCode(phone) },
    });
    expect(res.body).toEqual({
      success: true,
      message: 'Your phone number has been verified successfully',
    });
    const status = await api.call<Status>('GET', '/api/verification/status', { token: user.token });
    expect(status.body.phoneVerified).toBe(true);
  });

  it('calls with a code; the call and the SMS share one code and its one-minute wait', async () => {
    const user = await api.createAccount('customer');
    const phone = user.user.phone as string;
    const call = await api.call<Reply>('POST', '/api/verification/send-call', {
      token: user.token,
    });
    expect(call.body).toEqual({
      success: true,
      message: 'Calling you now with your verification code',
    });
    const [entry] = await api.outbox.list({ to: phone, limit: 1 });
    expect(entry?.channel).toBe('call');
    const sms = await api.call('POST', '/api/verification/send-sms', { token: user.token });
    expect(sms.status).toBe(429);
  });

  it('a code sent to the old number does not verify a new one', async () => {
    const user = await api.createAccount('customer');
    await api.call('POST', '/api/verification/send-sms', { token: user.token });
    const code = await api.latestCode(user.user.phone as string);
    await api.call('PATCH', '/api/user/profile', {
      token: user.token,
      body: { phone: '+1 555 999 0000' },
    });
    const res = await api.call<Problem>('POST', '/api/verification/verify-phone', {
      token: user.token,
      body: { code },
    });
    expect(res.status).toBe(422);
  });

  it('asks for a phone number first when the account has none', async () => {
    const admin = await api.createAccount('admin');
    const created = await api.call<{ id: string; email: string }>('POST', '/api/admin/users', {
      token: admin.token,
      body: { email: 'nophone@example.com', firstName: 'No', lastName: 'Phone', role: 'customer' },
    });
    await api.call('POST', `/api/admin/users/${created.body.id}/reset-password`, {
      token: admin.token,
      body: { password: 'temporary-pass', requireChangeAtNextLogin: false },
    });
    const signed = await api.signIn('nophone@example.com', 'temporary-pass');
    const res = await api.call<Problem>('POST', '/api/verification/send-sms', {
      token: signed.tokens.accessToken,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please enter your phone number first');
  });
});
