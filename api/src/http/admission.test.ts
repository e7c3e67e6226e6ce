import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { admission, SHED_RETRY_MAX_SECONDS, type AdmissionLimits } from './admission';
import { requestDeadline } from './deadline';

/**
 * Issue 39: writes beyond what the process can run now are shed at once; work whose caller
 * left or whose deadline passed while it waited never starts. Load is injected (the event
 * loop's delay is a value here), never measured with a stopwatch.
 */

interface Fixture {
  url: string;
  /** Paths whose handler started, in order. */
  started: string[];
  /** Lets every handler started so far answer. */
  release(): void;
  loopDelay: { ms: number };
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(limits: Partial<AdmissionLimits>, deadlineMs = 60_000): Promise<Fixture> {
  const started: string[] = [];
  let held: (() => void)[] = [];
  const loopDelay = { ms: 0 };
  const app = express();
  // Only /late has a deadline that can pass in a test's time.
  app.use('/late', requestDeadline(deadlineMs, { warn: () => {} }));
  app.use(
    admission(
      { running: 1, queued: 1, perCaller: 10, maxLoopDelayMs: 500, ...limits },
      { loopDelayMs: () => loopDelay.ms, random: () => 0.99 },
    ),
  );
  app.all('/{*path}', (req, res) => {
    started.push(req.path);
    held.push(() => (res.headersSent ? undefined : res.json({ ok: req.path })));
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    started,
    release() {
      const now = held;
      held = [];
      for (const answer of now) answer();
    },
    loopDelay,
  };
}

const post = (url: string, path: string, token?: string) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('admission of writes', () => {
  it('runs what it can, queues a few, and sheds the rest at once with a jittered Retry-After', async () => {
    const f = await serve({ running: 1, queued: 1 });
    const first = post(f.url, '/first');
    await until(() => f.started.length === 1);
    const second = post(f.url, '/second');
    const third = await post(f.url, '/third');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe(String(SHED_RETRY_MAX_SECONDS));
    expect(f.started).toEqual(['/first']);
    f.release();
    expect((await first).status).toBe(200);
    await until(() => f.started.length === 2);
    f.release();
    expect((await second).status).toBe(200);
    expect(f.started).toEqual(['/first', '/second']);
    // Reads are not write work: never queued or shed.
    const read = fetch(`${f.url}/read`);
    await until(() => f.started.length === 3);
    f.release();
    expect((await read).status).toBe(200);
  });

  it('sheds every write while the event loop runs late, and admits again once it does not', async () => {
    const f = await serve({ maxLoopDelayMs: 500 });
    f.loopDelay.ms = 800;
    expect((await post(f.url, '/late')).status).toBe(503);
    expect(f.started).toEqual([]);
    f.loopDelay.ms = 20;
    const admitted = post(f.url, '/on-time');
    await until(() => f.started.length === 1);
    f.release();
    expect((await admitted).status).toBe(200);
  });

  it('never starts a queued write whose caller has gone', async () => {
    const f = await serve({ running: 1, queued: 5 });
    const first = post(f.url, '/first');
    await until(() => f.started.length === 1);
    const gone = httpRequest(`${f.url}/gone`, { method: 'POST' });
    gone.on('error', () => {});
    gone.end();
    await new Promise((r) => setTimeout(r, 50));
    gone.destroy();
    const kept = post(f.url, '/kept');
    await new Promise((r) => setTimeout(r, 50));
    f.release();
    await first;
    await until(() => f.started.length === 2);
    f.release();
    expect((await kept).status).toBe(200);
    expect(f.started).toEqual(['/first', '/kept']);
  });

  it('never starts a queued write its deadline answered while it waited', async () => {
    const f = await serve({ running: 1, queued: 5 }, 200);
    const first = post(f.url, '/first');
    await until(() => f.started.length === 1);
    const late = await post(f.url, '/late');
    expect(late.status).toBe(503);
    f.release();
    await first;
    const next = post(f.url, '/next');
    await until(() => f.started.length === 2);
    f.release();
    await next;
    expect(f.started).toEqual(['/first', '/next']);
  });

  it('bounds one caller’s writes, leaving room for the others', async () => {
    const f = await serve({ running: 4, queued: 4, perCaller: 2 });
    const mine = [post(f.url, '/a', 'me'), post(f.url, '/b', 'me')];
    await until(() => f.started.length === 2);
    expect((await post(f.url, '/c', 'me')).status).toBe(503);
    const other = post(f.url, '/d', 'someone-else');
    await until(() => f.started.length === 3);
    f.release();
    expect((await Promise.all([...mine, other])).map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
