import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { fakeServer } from '@/testing/fake-server';
import { signIn } from '@/testing/users';

const PATH = '/api/restaurants/r-1';

/** What index.html's inline script leaves behind: a response that arrived before the app. */
function prefetched(body: unknown, status = 200, token: string | null = null) {
  window.__pickupPrefetch = {
    path: PATH,
    token,
    response: Promise.resolve(Response.json(body, { status })),
  };
}

afterEach(() => {
  window.__pickupPrefetch = undefined;
});

describe('a response prefetched by index.html', () => {
  it('answers the first GET of its path; later ones reach the server', async () => {
    fakeServer({ [`GET ${PATH}`]: () => ({ body: { name: 'from the server' } }) });
    prefetched({ name: 'prefetched' });
    await expect(api.get(PATH)).resolves.toEqual({ name: 'prefetched' });
    await expect(api.get(PATH)).resolves.toEqual({ name: 'from the server' });
  });

  it('fails like the request itself would', async () => {
    fakeServer({});
    prefetched({ message: 'Restaurant not found' }, 404);
    await expect(api.get(PATH)).rejects.toThrow('404: Restaurant not found');
  });

  it('is not used for a signed-in user, whose answer may differ', async () => {
    signIn();
    fakeServer({ [`GET ${PATH}`]: () => ({ body: { name: 'for this user' } }) });
    prefetched({ name: 'anonymous' });
    await expect(api.get(PATH)).resolves.toEqual({ name: 'for this user' });
  });

  it("answers a signed-in user's GET when it was asked with their token", async () => {
    signIn();
    fakeServer({ [`GET ${PATH}`]: () => ({ body: { name: 'asked again' } }) });
    prefetched({ name: 'asked with the code' }, 200, 'access-1');
    await expect(api.get(PATH)).resolves.toEqual({ name: 'asked with the code' });
  });

  it('is not used when the token changed since (a refresh after a 401)', async () => {
    signIn();
    fakeServer({ [`GET ${PATH}`]: () => ({ body: { name: 'with the new token' } }) });
    prefetched({ name: 'with an old token' }, 200, 'access-0');
    await expect(api.get(PATH)).resolves.toEqual({ name: 'with the new token' });
  });

  it('is not used for another path', async () => {
    fakeServer({ 'GET /api/restaurants/r-2': () => ({ body: { name: 'other' } }) });
    prefetched({ name: 'r-1' });
    await expect(api.get('/api/restaurants/r-2')).resolves.toEqual({ name: 'other' });
  });
});
