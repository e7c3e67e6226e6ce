import { describe, expect, it } from 'vitest';
import { api, isAuthError } from '@/lib/api-client';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { signIn } from '@/testing/users';

/** A server whose access tokens expire and whose refresh tokens are single-use. */
function rotatingServer() {
  let validAccess = 'access-2';
  let validRefresh = 'refresh-1';
  let generation = 1;
  fakeServer({
    'GET /api/orders': (request: FakeRequest) =>
      request.headers.get('Authorization') === `Bearer ${validAccess}`
        ? { body: [{ id: 'o-1' }] }
        : { status: 401, body: { message: 'Unauthorized' } },
    'POST /api/auth/refresh': (request: FakeRequest) => {
      const { refreshToken } = request.body as { refreshToken: string };
      if (refreshToken !== validRefresh) return { status: 401, body: { message: 'Token reused' } };
      generation += 1;
      validAccess = `access-${generation}`;
      validRefresh = `refresh-${generation}`;
      return { body: { tokens: { accessToken: validAccess, refreshToken: validRefresh } } };
    },
  });
}

describe('api client', () => {
  it('refreshes an expired session once and retries the call', async () => {
    signIn();
    rotatingServer();
    await expect(api.get('/api/orders')).resolves.toEqual([{ id: 'o-1' }]);
    expect(localStorage.getItem('access_token')).toBe('access-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('shares one refresh between calls that fail together', async () => {
    signIn();
    rotatingServer();
    const results = await Promise.all([api.get('/api/orders'), api.get('/api/orders')]);
    expect(results).toEqual([[{ id: 'o-1' }], [{ id: 'o-1' }]]);
  });

  it('clears the session when the refresh fails', async () => {
    signIn();
    fakeServer({
      'GET /api/orders': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/refresh': { status: 401, body: { message: 'Invalid refresh token' } },
    });
    const failure = api.get('/api/orders');
    await expect(failure).rejects.toThrow('401: Unauthorized');
    await failure.catch((error: unknown) => expect(isAuthError(error)).toBe(true));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it("reports other failures as '{status}: {server message}'", async () => {
    fakeServer({
      'POST /api/orders': {
        status: 409,
        body: { message: 'Prices have changed, please review your cart' },
      },
    });
    const failure = api.post('/api/orders', { items: [] });
    await expect(failure).rejects.toThrow('409: Prices have changed, please review your cart');
    await failure.catch((error: unknown) => expect(isAuthError(error)).toBe(false));
  });

  it('sends the stored access token and never a test-user header', async () => {
    signIn();
    fakeServer({
      'GET /api/whoami': (request: FakeRequest) => ({
        body: {
          authorization: request.headers.get('Authorization'),
          headers: [...request.headers.keys()],
        },
      }),
    });
    const seen = await api.get<{ authorization: string; headers: string[] }>('/api/whoami');
    expect(seen.authorization).toBe('Bearer access-1');
    expect(seen.headers.some((name) => name.includes('test-user'))).toBe(false);
  });
});
