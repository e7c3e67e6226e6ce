import type { Challenge } from 'altcha-lib/types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { solve } from '../testing/captcha';
import { startRunningServer, type RunningServer } from '../testing/running-server';

// Behind a trusted proxy (loopback), so that the test can speak from several addresses.
let server: RunningServer;
let accounts = 0;

async function post(path: string, body: object, from: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { message?: string; errors?: { pointer: string }[] };
  return { status: res.status, body: json };
}

async function victim(): Promise<{ email: string; password: string }> {
  accounts += 1;
  const account = { email: `victim-${accounts}@example.com`, password: 'the-real-password' };
  const res = await post(
    '/api/auth/register',
    { ...account, firstName: 'Vic', lastName: 'Tim', phone: '+15555550100' },
    `192.0.2.${accounts}`,
  );
  expect(res.status).toBe(201);
  return account;
}

async function captcha(): Promise<string> {
  return solve((await (await fetch(`${server.url}/api/captcha/challenge`)).json()) as Challenge);
}

beforeAll(async () => {
  server = await startRunningServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

it('never locks the real user out, however often someone else guesses from elsewhere', async () => {
  const { email, password } = await victim();
  const statuses: number[] = [];
  for (let n = 0; n < 30; n++) {
    statuses.push(
      (await post('/api/auth/login', { email, password: `guess-${n}` }, '203.0.113.66')).status,
    );
  }
  // The guesser is asked for a captcha after 5 failures, and every guess after that is one.
  expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(25).fill(400)]);
  const asked = await post('/api/auth/login', { email, password }, '203.0.113.66');
  expect(asked.body.errors?.[0]?.pointer).toBe('/captcha');

  const real = await post('/api/auth/login', { email, password }, '198.51.100.7');
  expect(real.status).toBe(200);
});

it('asks the real user for a captcha (not a wait) when guesses come from many addresses', async () => {
  const { email, password } = await victim();
  for (let n = 0; n < 12; n++) {
    const guess = await post('/api/auth/login', { email, password: `guess-${n}` }, `10.9.8.${n}`);
    expect(guess.status).toBe(n < 10 ? 401 : 400);
  }
  const asked = await post('/api/auth/login', { email, password }, '198.51.100.8');
  expect(asked.status).toBe(400);
  expect(asked.body.message).toBe('Please complete the verification to sign in.');
  const signedIn = await post(
    '/api/auth/login',
    { email, password, captcha: await captcha() },
    '198.51.100.8',
  );
  expect(signedIn.status).toBe(200);
});
