import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactDetails } from '@pickup/domain/support/schemas';
import type { MessageView } from '@pickup/projections/support/messages';
import { createCaptcha } from '../captcha/captcha';
import { createIdentityTestApi, type IdentityTestApi } from '../testing/identity';
import { supportRoutes } from './routes';
import { supportMigrations, supportProjections } from '../composition/read-models';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await createIdentityTestApi({
    projections: supportProjections,
    migrations: supportMigrations,
    registrars: (s) => [
      supportRoutes({
        pool: s.pool,
        bus: s.bus,
        captcha: createCaptcha(s.pool, { hmacKey: 'test-captcha-key', maxNumber: 50, now: s.now }),
        notifier: s.outbox,
        pii: s.pii,
        supportEmail: 'help@pickup.test',
        contactPhone: '+1 617 555 0142',
        now: s.now,
        messagesPerIp: { limit: 8, windowMs: 60 * 60_000 },
      }),
    ],
  });
});
afterAll(() => api.close());

type Problem = { message: string; errors?: { pointer: string; detail: string }[] };

/** What the browser does: fetch a challenge, solve it, send the base64 payload. */
async function solvedCaptcha(): Promise<string> {
  const { body: c } = await api.call<Challenge>('GET', '/api/captcha/challenge');
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('unsolvable challenge');
  const payload = { ...c, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const support = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  subject: 'Order question',
  category: 'billing',
  message: 'Where is my receipt, please?',
};

describe('GET /api/contact/details', () => {
  it('answers the configured support email and phone to anyone', async () => {
    const res = await api.call<ContactDetails>('GET', '/api/contact/details');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ supportEmail: 'help@pickup.test', contactPhone: '+1 617 555 0142' });
  });
});

describe('POST /api/contact/support', () => {
  it('stores the message, mails the support inbox and lists it for admins', async () => {
    const res = await api.call<{ success: boolean; message: string; id: string }>(
      'POST',
      '/api/contact/support',
      { body: { ...support, captcha: await solvedCaptcha() } },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Message sent successfully!' });

    const [mail] = await api.outbox.list({ to: 'help@pickup.test', limit: 1 });
    expect(mail?.subject).toBe('[support · billing] Order question');
    expect(mail?.body).toContain('From: Ana Silva <ana@example.com>');
    expect(mail?.body).toContain('Where is my receipt, please?');

    const admin = await api.createAccount('admin');
    const list = await api.call<MessageView[]>('GET', '/api/admin/messages', {
      token: admin.token,
    });
    expect(list.body.find((m) => m.id === res.body.id)).toMatchObject({
      kind: 'support',
      category: 'billing',
      name: 'Ana Silva',
      email: 'ana@example.com',
      subject: 'Order question',
      senderId: null,
    });
  });

  it('accepts the captcha under recaptcha, but each solution only once', async () => {
    const captcha = await solvedCaptcha();
    const first = await api.call('POST', '/api/contact/support', {
      body: { ...support, recaptcha: captcha },
    });
    expect(first.status).toBe(201);
    const replay = await api.call<Problem>('POST', '/api/contact/support', {
      body: { ...support, captcha },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.errors).toEqual([
      { pointer: '/captcha', detail: 'CAPTCHA verification failed. Please try again.' },
    ]);
  });

  it('refuses a made-up captcha', async () => {
    const res = await api.call<Problem>('POST', '/api/contact/support', {
      body: { ...support, captcha: Buffer.from('{"algorithm":"SHA-256"}').toString('base64') },
    });
    expect(res.status).toBe(400);
  });

  it('answers every validation message of the form', async () => {
    const res = await api.call<Problem>('POST', '/api/contact/support', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.detail).sort()).toEqual(
      [
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Subject must be at least 5 characters',
        'Please select a category',
        'Message must be at least 10 characters',
        'Please complete the CAPTCHA verification',
      ].sort(),
    );
  });
});

describe('POST /api/contact/general', () => {
  it('keeps the company and the signed-in sender', async () => {
    const user = await api.createAccount('customer');
    const res = await api.call<{ id: string }>('POST', '/api/contact/general', {
      token: user.token,
      body: {
        ...support,
        category: 'partnership',
        company: 'Tasty Co',
        captcha: await solvedCaptcha(),
      },
    });
    expect(res.status).toBe(201);
    const admin = await api.createAccount('admin');
    const list = await api.call<MessageView[]>('GET', '/api/admin/messages', {
      token: admin.token,
    });
    expect(list.body.find((m) => m.id === res.body.id)).toMatchObject({
      kind: 'contact',
      category: 'partnership',
      company: 'Tasty Co',
      senderId: user.id,
    });
  });

  it('offers the contact reasons and limits the company name', async () => {
    const res = await api.call<Problem>('POST', '/api/contact/general', {
      body: { ...support, company: 'C'.repeat(101), captcha: 'x' },
    });
    expect(res.body.errors).toEqual([
      { pointer: '/category', detail: 'Please select a category' },
      { pointer: '/company', detail: 'Company name must be less than 100 characters' },
    ]);
  });
});

describe('contact form rate limit', () => {
  it('stops a flood from one address', async () => {
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++) {
      status = (
        await api.call('POST', '/api/contact/support', { body: { ...support, captcha: 'x' } })
      ).status;
    }
    expect(status).toBe(429);
  });
});

describe('GET /api/admin/messages', () => {
  it('is for admins only', async () => {
    expect((await api.call('GET', '/api/admin/messages')).status).toBe(401);
    const user = await api.createAccount('customer');
    expect((await api.call('GET', '/api/admin/messages', { token: user.token })).status).toBe(403);
  });
});
