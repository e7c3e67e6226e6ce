import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import { fakeWebDist } from '../testing/app-harness';
import { startAppProcess, type AppProcess } from './app-process';
import { freePort } from './fault-app';

/**
 * SIGTERM under load (issue 29): every request received before the signal is answered, and a
 * standard Socket.IO client reconnects by itself to the restarted app. `npm start` runs as a
 * child process with an embedded Postgres of its own.
 */
let running: AppProcess | undefined;
const dirs = ['pickup-term-data-', 'pickup-term-pg-'].map((prefix) =>
  mkdtempSync(join(tmpdir(), prefix)),
);
afterAll(async () => {
  if (running?.child.exitCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Sent {
  startedAt: number;
  outcome: number | string;
}

/** Clients calling the API back to back until told to stop: reads and sign-in attempts. */
function load(url: string, token: string, clients: number) {
  const sent: Sent[] = [];
  let stopping = false;
  const calls = [
    () => fetch(`${url}/api/orders`, { headers: { authorization: `Bearer ${token}` } }),
    () =>
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
      }),
    () => fetch(`${url}/api/restaurants`),
  ];
  const client = async (n: number) => {
    for (let i = n; !stopping; i++) {
      const one: Sent = { startedAt: performance.now(), outcome: 'pending' };
      sent.push(one);
      try {
        const res = await calls[i % calls.length]!();
        await res.arrayBuffer();
        one.outcome = res.status;
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        one.outcome = cause?.code ?? (err as Error).name;
        await sleep(20);
      }
    }
  };
  const running = Array.from({ length: clients }, (_, n) => client(n));
  return {
    sent,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/**
 * Requests on keep-alive connections that have been idle a while, each written out in full
 * (handed to the kernel) before `then` runs: the signal comes after they were sent, before
 * the server may have read them.
 */
async function burstOnIdleConnections(url: string, count: number, then: () => void) {
  const agent = new Agent({ keepAlive: true, maxSockets: count });
  const get = (path: string, written?: () => void) =>
    new Promise<number | string>((done) => {
      const req = request(`${url}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      });
      req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
      req.on('finish', () => written?.());
      req.end();
    });
  await Promise.all(Array.from({ length: count }, () => get('/healthz')));
  await sleep(600);
  let written = 0;
  let sent!: () => void;
  const allWritten = new Promise<void>((ok) => (sent = ok));
  const answers = Array.from({ length: count }, () =>
    get('/api/restaurants', () => {
      written += 1;
      if (written === count) sent();
    }),
  );
  await allWritten;
  then();
  const outcomes = await Promise.all(answers);
  agent.destroy();
  return outcomes;
}

it('answers every request received before SIGTERM, exits 0, and Socket.IO clients come back by themselves', async () => {
  const env = {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dirs[0] ?? '',
    EMBEDDED_PG_DIR: dirs[1] ?? '',
    EMBEDDED_PG_PORT: String(await freePort()),
    WEB_DIST: fakeWebDist(),
    JWT_SECRET: 'graceful-shutdown-secret-graceful-0123456',
    LOGINS_PER_IP_PER_15_MINUTES: '100000',
    SHUTDOWN_TIMEOUT_MS: '10000',
  };
  running = await startAppProcess(env);
  const { url } = running;
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'graceful@example.com',
      password: 'graceful-password-1',
      firstName: 'Grace',
      lastName: 'Ful',
      phone: '+15555550123',
    }),
  });
  expect(registered.status).toBe(201);
  const { tokens } = (await registered.json()) as { tokens: { accessToken: string } };

  const socket: Socket = io(url, {
    path: '/socket.io',
    auth: { token: tokens.accessToken },
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
  });
  const reasons: string[] = [];
  socket.on('disconnect', (reason) => reasons.push(reason));
  try {
    await new Promise<void>((ok) => socket.once('connect', () => ok()));

    const traffic = load(url, tokens.accessToken, 6);
    await sleep(1_500);
    let signalAt = 0;
    const burst = await burstOnIdleConnections(url, 20, () => {
      signalAt = performance.now();
      running?.child.kill('SIGTERM');
    });
    const code = await running.exited;
    await traffic.stop();

    expect(code).toBe(0);
    expect(burst).toEqual(burst.map(() => 200));
    const before = traffic.sent.filter((s) => s.startedAt < signalAt);
    expect(before.length).toBeGreaterThan(10);
    const unanswered = before.filter((s) => typeof s.outcome !== 'number');
    expect(unanswered).toEqual([]);
    expect(traffic.sent.filter((s) => typeof s.outcome === 'number' && s.outcome >= 500)).toEqual(
      [],
    );
    expect(reasons).toEqual(['transport close']);
    expect(socket.active).toBe(true);

    // The same app started again: the client is back without being told.
    running = await startAppProcess(env);
    const back = performance.now();
    while (!socket.connected && performance.now() - back < 30_000) await sleep(100);
    expect(socket.connected).toBe(true);
  } finally {
    socket.disconnect();
    running.child.kill('SIGTERM');
    await running.exited;
  }
}, 120_000);
