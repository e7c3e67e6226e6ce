import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningServer, type RunningServer } from '../testing/running-server';

function post(server: RunningServer, path: string, body: object, forwardedFor: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });
}

const register = (server: RunningServer, n: number, forwardedFor: string) =>
  post(
    server,
    '/api/auth/register',
    {
      email: `flood-${n}@example.com`,
      password: 'flood-password-1',
      firstName: 'Flood',
      lastName: `Number ${n}`,
      phone: '+15555550123',
    },
    forwardedFor,
  );

async function accountsRegistered(server: RunningServer): Promise<number> {
  const { rows } = await server.db.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM events WHERE type = 'UserRegistered'`,
  );
  return Number(rows[0]?.n);
}

describe('by default no proxy is trusted', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startRunningServer();
  });
  afterAll(() => server.close());

  it('limits 40 sign-ups from one connection however X-Forwarded-For varies', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      // A private address, as a client behind Docker's proxy or a load balancer would claim.
      const res = await register(server, n, `10.0.${n}.7`);
      statuses.push(res.status);
      if (res.status === 429) {
        const problem = (await res.json()) as { message: string };
        expect(problem.message).toMatch(/^Too many sign-ups from this address\. Please try again/);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      } else {
        await res.body?.cancel();
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array<number>(10).fill(429));
    expect(await accountsRegistered(server)).toBe(30);
  });
});

describe('TRUST_PROXY names the proxies whose X-Forwarded-For counts', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startRunningServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  it("counts each client behind the trusted proxy on its own, by the proxy's header", async () => {
    const forgot = (email: string, forwardedFor: string) =>
      post(server, '/api/auth/forgot-password', { email }, forwardedFor);
    for (let n = 0; n < 30; n++) {
      const res = await forgot(`someone-${n}@example.com`, '203.0.113.9');
      expect(res.status).toBe(200);
    }
    const limited = await forgot('someone-else@example.com', '203.0.113.9');
    expect(limited.status).toBe(429);
    // Another client behind the same proxy has its own count.
    const other = await forgot('someone-else@example.com', '198.51.100.4');
    expect(other.status).toBe(200);
  });
});
