import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { loadConfig } from './config';
import { route } from './http/route';
import { startServer } from './composition/root';
import { fakeWebDist } from './testing/app-harness';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
});
afterAll(() => db.drop());

function testConfig() {
  return loadConfig({
    DATABASE_URL: db.url,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pickup-data-')),
    WEB_DIST: fakeWebDist(),
    JWT_SECRET: 'main-test-secret-main-test-secret-0123',
    SHUTDOWN_TIMEOUT_MS: '5000',
  });
}

it('starts on a test database, is ready, and serves the web app', async () => {
  const server = await startServer(testConfig());
  try {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    const page = await fetch(`${server.url}/`);
    expect(await page.text()).toContain('<div id="root">');
    const { rows } = await db.pool.query<{ id: string }>('SELECT id FROM schema_migrations');
    expect(rows.map((r) => r.id)).toContain('projections/001_runner');
  } finally {
    await server.close();
  }
});

it('answers Socket.IO and the web app on one port, each request once', async () => {
  const server = await startServer(testConfig());
  try {
    // A polling handshake is the first thing a browser's socket sends; only Socket.IO may
    // answer it (a second answer from express used to crash the process).
    const base = `${server.url}/socket.io/?EIO=4&transport=polling`;
    const handshake = await fetch(base);
    expect(handshake.status).toBe(200);
    const open = await handshake.text();
    expect(open).toMatch(/^0\{"sid":/);
    const sid = (JSON.parse(open.slice(1)) as { sid: string }).sid;
    // Connect without a token: Socket.IO must refuse it, and only Socket.IO may answer.
    const post = await fetch(`${base}&sid=${sid}`, { method: 'POST', body: '40' });
    expect(await post.text()).toBe('ok');
    const poll = await fetch(`${base}&sid=${sid}`);
    expect(await poll.text()).toContain('Sign in to receive live updates');
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const page = await fetch(`${server.url}/restaurants`);
    expect(await page.text()).toContain('<div id="root">');
  } finally {
    await server.close();
  }
});

it('finishes a request that is in flight when shutdown starts, then refuses new ones', async () => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const inFlight = new Promise<void>((r) => (arrived = r));
  const server = await startServer(testConfig(), {
    features: () => [
      (deps) =>
        route(deps, {
          method: 'get',
          path: '/api/slow',
          summary: 'Answers when released',
          tags: ['test'],
          access: 'public',
          handler: async () => {
            arrived();
            await released;
            return { body: { finished: true } };
          },
        }),
    ],
  });

  const slow = fetch(`${server.url}/api/slow`);
  await inFlight;
  const closed = server.close();
  await new Promise((r) => setTimeout(r, 100));
  release();

  const res = await slow;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ finished: true });
  await closed;
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});
