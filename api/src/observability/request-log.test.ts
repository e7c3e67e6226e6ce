import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRunningServer, type RunningServer } from '../testing/running-server';
import { createLogger } from './logger';

const lines: string[] = [];
let server: RunningServer;

beforeAll(async () => {
  const log = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => lines.push(line) });
  server = await startRunningServer({}, { log });
});
afterAll(() => server.close());

async function json<T>(method: string, path: string, body?: object): Promise<[number, T]> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return [res.status, (await res.json()) as T];
}

async function eventually<T>(find: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}

it('writes no password-reset token to the request log during a whole reset', async () => {
  const email = 'forgetful@example.com';
  const [registered] = await json('POST', '/api/auth/register', {
    email,
    password: 'first-password-1',
    firstName: 'Fay',
    lastName: 'Getful',
    phone: '+15555550123',
  });
  expect(registered).toBe(201);
  const [asked] = await json('POST', '/api/auth/forgot-password', { email });
  expect(asked).toBe(200);

  const link = await eventually(async () => {
    const [, outbox] = await json<{ body: string }[]>('GET', `/api/dev/outbox?to=${email}`);
    return outbox.map((m) => /https?:\/\/\S*reset-token=[^\s"<]+/.exec(m.body)?.[0]).find(Boolean);
  });
  const token = new URL(link).searchParams.get('reset-token') ?? '';
  expect(token.length).toBeGreaterThan(16);

  // The user opens the emailed link, then sets a new password with the token it carries.
  const page = await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
  expect(page.status).toBe(200);
  const [reset] = await json('POST', '/api/auth/reset-password', {
    token,
    password: 'second-password-2',
  });
  expect(reset).toBe(200);
  // The same link again, now used: a typical second click.
  await fetch(`${server.url}/auth?reset-token=${encodeURIComponent(token)}&next=%2F`);

  const logged = await eventually(() => {
    const all = lines.join('');
    return all.includes('"url":"/api/auth/reset-password"') && all.includes('next=%2F')
      ? all
      : undefined;
  });
  expect(logged).toContain('"url":"/auth?reset-token=redacted"');
  expect(logged).not.toContain(token);
  expect(logged).not.toContain(encodeURIComponent(token));
  expect(logged).not.toContain(token.slice(0, 12));
});
