import { MUST_CHANGE_PASSWORD_MESSAGE } from '@pickup/domain/identity/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '@pickup/domain/shared/errors';
import type { RouteRegistrar } from './app';
import { route } from './http/route';
import { serveApp, tokenFor, type Served } from './testing/app-harness';

const createThing = z.object({
  name: z.string({ error: 'Name is required' }).min(2, 'Name must be at least 2 characters'),
  quantity: z.number().int().min(1, 'Quantity must be at least 1').optional(),
});

const things: RouteRegistrar = (deps) => {
  route(deps, {
    method: 'post',
    path: '/api/things',
    summary: 'Create a thing',
    tags: ['things'],
    access: ['admin'],
    body: createThing,
    responses: { 201: 'Created' },
    handler: ({ body }) => ({ status: 201, body: { created: body.name } }),
  });
  route(deps, {
    method: 'get',
    path: '/api/things/:id',
    summary: 'Read a thing',
    tags: ['things'],
    access: 'user',
    params: z.object({ id: z.string() }),
    handler: ({ params, actor }) => {
      if (params.id === 'missing') throw new DomainError('not_found', 'Thing not found');
      return { body: { id: params.id, by: actor?.userId } };
    },
  });
};

let app: Served;
let admin: string;
let customer: string;
let mustChange: string;

beforeAll(async () => {
  app = await serveApp([things]);
  admin = await tokenFor({ userId: 'u-admin', role: 'admin', mustChangePassword: false });
  customer = await tokenFor({ userId: 'u-cust', role: 'customer', mustChangePassword: false });
  mustChange = await tokenFor({ userId: 'u-new', role: 'admin', mustChangePassword: true });
});
afterAll(() => app.close());

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

async function problemOf(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await res.json()) as {
    status: number;
    detail: string;
    message: string;
    errors?: { pointer: string; detail: string }[];
  };
}

describe('routes registered with route()', () => {
  it('runs the handler for an allowed caller with a valid body', async () => {
    const res = await post('/api/things', '{"name":"Lamp"}', { authorization: `Bearer ${admin}` });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ created: 'Lamp' });
  });

  it("answers 400 with the schema's messages and a pointer per field", async () => {
    const res = await post('/api/things', '{"name":"L","quantity":0}', {
      authorization: `Bearer ${admin}`,
    });
    expect(res.status).toBe(400);
    const body = await problemOf(res);
    expect(body.message).toBe('Name must be at least 2 characters');
    expect(body.detail).toBe(body.message);
    expect(body.errors).toEqual([
      { pointer: '/name', detail: 'Name must be at least 2 characters' },
      { pointer: '/quantity', detail: 'Quantity must be at least 1' },
    ]);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await post('/api/things', '{"name":"Lamp"}')).status).toBe(401);
    const forged = await post('/api/things', '{"name":"Lamp"}', {
      authorization: `Bearer ${admin.slice(0, -4)}AAAA`,
    });
    expect((await problemOf(forged)).status).toBe(401);
  });

  it('answers 403 to a role the route does not allow', async () => {
    const res = await post('/api/things', '{"name":"Lamp"}', {
      authorization: `Bearer ${customer}`,
    });
    expect(res.status).toBe(403);
  });

  it('answers 403 until a required password change is done', async () => {
    const res = await post('/api/things', '{"name":"Lamp"}', {
      authorization: `Bearer ${mustChange}`,
    });
    expect(res.status).toBe(403);
    expect((await problemOf(res)).message).toBe(MUST_CHANGE_PASSWORD_MESSAGE);
  });

  it('maps a domain error to its status', async () => {
    const res = await fetch(`${app.url}/api/things/missing`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(res.status).toBe(404);
    expect((await problemOf(res)).message).toBe('Thing not found');
  });
});

describe('inputs that must never cause a 500', () => {
  const auth = () => ({ authorization: `Bearer ${admin}` });

  it('malformed JSON is a 400 problem', async () => {
    const res = await post('/api/things', '{"name": "Lamp', auth());
    expect(res.status).toBe(400);
    expect((await problemOf(res)).message).toBe('The request body is not valid JSON');
  });

  it('a body that is not JSON is a 415 problem', async () => {
    const res = await post('/api/things', 'name=Lamp', {
      ...auth(),
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect((await problemOf(res)).message).toBe('Send the request body as application/json');
  });

  it('a body over 1 MB is a 413 problem', async () => {
    const res = await post('/api/things', JSON.stringify({ name: 'x'.repeat(1_100_000) }), auth());
    expect(res.status).toBe(413);
    await problemOf(res);
  });

  it('JSON that is not an object is a 400 problem', async () => {
    const res = await post('/api/things', '[1,2]', auth());
    expect(res.status).toBe(400);
    await problemOf(res);
  });

  it('an undecodable path parameter is a 400 problem', async () => {
    const res = await fetch(`${app.url}/api/things/%E0%A4%A`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(res.status).toBe(400);
    await problemOf(res);
  });

  it('an unknown /api path is a 404 problem naming it', async () => {
    const res = await fetch(`${app.url}/api/nothing/here`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect((await problemOf(res)).message).toBe('No route for DELETE /api/nothing/here');
  });
});

describe('request ids', () => {
  it('echoes a caller-supplied x-request-id and invents one otherwise', async () => {
    const given = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const invented = await fetch(`${app.url}/healthz`);
    expect(invented.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

it('/api/login redirects to the sign-in page (DECISIONS 19)', async () => {
  const res = await fetch(`${app.url}/api/login`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/auth');
});
