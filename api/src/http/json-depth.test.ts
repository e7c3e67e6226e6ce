import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRunningServer, type RunningServer } from '../testing/running-server';
import { jsonDepth, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-depth';

let server: RunningServer;
beforeAll(async () => {
  server = await startRunningServer();
});
afterAll(() => server.close());

const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

it('counts nesting outside strings only', () => {
  expect(jsonDepth(Buffer.from('{"a":[1,{"b":"[[[{{{\\"]"}]}'))).toBe(3);
  expect(jsonDepth(Buffer.from('"no nesting"'))).toBe(0);
});

it.each([
  ['the unauthenticated login', '/api/auth/login', (depth: number) => `{"email":${nested(depth)}}`],
  [
    'a body with image addresses to check',
    '/api/restaurants',
    (depth: number) => `{"imageUrl":"x","menu":${nested(depth, '{"imageUrl":"https://evil"}')}}`,
  ],
])('refuses JSON nested thousands deep on %s with 400', async (_name, path, body) => {
  for (const depth of [MAX_JSON_DEPTH + 1, 2_000, 10_000, 100_000]) {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(depth),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(TOO_DEEP_MESSAGE);
  }
});

it('lets a body at the limit through to the usual checks', async () => {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"email":${nested(MAX_JSON_DEPTH - 1)}}`,
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { message: string }).message).not.toBe(TOO_DEEP_MESSAGE);
});
