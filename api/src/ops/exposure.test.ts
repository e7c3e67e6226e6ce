import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromThisMachine } from '../dev/routes';
import { startRunningServer, type RunningServer } from '../testing/running-server';

const METRICS_TOKEN = 'metrics-token-for-the-scraper';

describe('/metrics with METRICS_TOKEN set', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startRunningServer({ METRICS_TOKEN });
  });
  afterAll(() => server.close());

  it('answers 401 without the token or with another, and the metrics with it', async () => {
    for (const authorization of [undefined, 'Bearer guess-guess-guess-guess', METRICS_TOKEN]) {
      const res = await fetch(`${server.url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ message: 'Metrics need the metrics token' });
      expect(text).not.toContain('process_cpu_seconds_total');
    }
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('process_cpu_seconds_total');
  });
});

describe('the development outbox', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startRunningServer({ HOST: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const outbox = (host: string, headers: Record<string, string> = {}) =>
    fetch(`http://${host}:${server.handle.port}/api/dev/outbox`, { headers });

  it('answers on loopback, for the developer on this machine', async () => {
    const res = await outbox('127.0.0.1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('does not exist for a request relayed by a proxy on this machine', async () => {
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.5' },
      { forwarded: 'for=1.2.3.4' },
    ];
    for (const headers of relayed) {
      const res = await outbox('127.0.0.1', headers);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe(
        'No route for GET /api/dev/outbox',
      );
    }
  });

  it('does not exist for a neighbour on the network', () => {
    // Judged on the connection's address; tests never send traffic off loopback, so the
    // neighbour's connection is described rather than made.
    const from = (remoteAddress: string) => ({ headers: {}, socket: { remoteAddress } });
    expect(fromThisMachine(from('192.0.2.10'))).toBe(false);
    expect(fromThisMachine(from('::ffff:10.1.2.3'))).toBe(false);
    expect(fromThisMachine(from('127.0.0.1'))).toBe(true);
    expect(fromThisMachine(from('::1'))).toBe(true);
  });
});
