import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRunningServer, type RunningServer } from '../testing/running-server';

/** A stolen session: the access token, without the password behind it. */
let server: RunningServer;
let token: string;
const email = 'careful@example.com';
const password = 'careful-password-1';

async function call(method: string, path: string, body?: object, bearer = token) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as { message?: string } };
}

beforeAll(async () => {
  server = await startRunningServer();
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Cara',
      lastName: 'Ful',
      phone: '+15555550123',
    }),
  });
  expect(res.status).toBe(201);
  token = ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
});
afterAll(() => server.close());

it('refuses a data export to a session without the current password', async () => {
  const missing = await call('POST', '/api/user/data-export', {});
  expect(missing.status).toBe(400);
  expect(missing.body.message).toBe('Current password is required');
  const wrong = await call('POST', '/api/user/data-export', { currentPassword: 'guess-1234' });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe('Current password is incorrect');
  // The old way in, without a body, is gone.
  expect((await call('GET', '/api/user/data-export')).status).toBe(404);
  for (const refused of [missing, wrong]) expect(refused.text).not.toContain(email);

  const exported = await call('POST', '/api/user/data-export', { currentPassword: password });
  expect(exported.status).toBe(200);
  expect(exported.text).toContain(email);
});

it('refuses to delete the account without the current password, and deletes nothing', async () => {
  const missing = await call('DELETE', '/api/user/delete-account', { confirmDeletion: true });
  expect(missing.status).toBe(400);
  expect(missing.body.message).toBe('Current password is required');
  const wrong = await call('DELETE', '/api/user/delete-account', {
    confirmDeletion: true,
    currentPassword: 'guess-1234',
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe('Current password is incorrect');
  expect((await call('GET', '/api/auth/user')).status).toBe(200);

  const deleted = await call('DELETE', '/api/user/delete-account', {
    confirmDeletion: true,
    currentPassword: password,
  });
  expect(deleted.status).toBe(200);
  expect((await call('GET', '/api/auth/user')).status).toBe(401);
});

it('stops guessing the password through these calls after a few tries', async () => {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'guessed@example.com',
      password,
      firstName: 'Gus',
      lastName: 'Sed',
      phone: '+15555550124',
    }),
  });
  const victim = ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const statuses: number[] = [];
  for (let n = 0; n < 12; n++) {
    const guess = { currentPassword: `guess-${n}-pass` };
    statuses.push((await call('POST', '/api/user/data-export', guess, victim)).status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(400));
  expect(statuses.slice(10)).toEqual([429, 429]);
  // Not even the right password gets through while the limit holds.
  expect(
    (await call('POST', '/api/user/data-export', { currentPassword: password }, victim)).status,
  ).toBe(429);
});
