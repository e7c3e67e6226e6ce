import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import type { RouteRegistrar } from '../app';
import { createPool } from '../db/pool';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { route } from '../http/route';
import { recordCommand } from '../observability/metrics';
import type { PostgresStatus } from '../db/supervised-postgres';
import { serveApp, silentLog, type Served } from '../testing/app-harness';

const menus: RouteRegistrar = (deps) =>
  route(deps, {
    method: 'post',
    path: '/api/menus/:menuId/items',
    summary: 'Add an item to a menu',
    tags: ['catalog'],
    access: ['restaurant_owner', 'admin'],
    params: z.object({ menuId: z.string() }),
    body: z.object({ name: z.string().min(1), price: z.number().min(0) }),
    handler: () => ({ status: 201, body: {} }),
  });

interface Operation {
  summary: string;
  parameters: unknown[];
  requestBody: { content: Record<string, { schema: unknown }> };
}

let db: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await migratedTestDatabase();
  store = createPostgresEventStore(db.pool);
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

describe('/healthz and /readyz', () => {
  let app: Served;
  let shuttingDown = false;
  let startingUp: string[] = [];
  let postgres: PostgresStatus = { state: 'running', restarts: 0 };
  const lagging = { name: 'orders', version: 1, checkpoint: '', active: true };
  beforeAll(async () => {
    app = await serveApp([], {
      pool: db.pool,
      store,
      projections: {
        status: () => [
          { ...lagging, lagEvents: 3, lagSeconds: 1.5 },
          { ...lagging, name: 'catalog', lagEvents: 0, lagSeconds: 0 },
        ],
      },
      isShuttingDown: () => shuttingDown,
      startingUp: () => startingUp,
      postgres: () => postgres,
    });
  });
  afterAll(() => app.close());

  it('healthz answers while the process is alive', async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('readyz reports database, event store and each projection lag', async () => {
    const res = await fetch(`${app.url}/readyz`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ready',
      database: { ok: true },
      eventStore: { ok: true },
      projections: [
        { name: 'orders', lagEvents: 3, lagSeconds: 1.5, caughtUp: false },
        { name: 'catalog', lagEvents: 0, lagSeconds: 0, caughtUp: true },
      ],
    });
  });

  it('readyz answers 503 while shutting down, and healthz still 200', async () => {
    shuttingDown = true;
    try {
      const res = await fetch(`${app.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not_ready', shuttingDown: true });
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    } finally {
      shuttingDown = false;
    }
  });

  it('readyz answers 503 until the demo data is in, so nobody sees a half-seeded catalog', async () => {
    startingUp = ['demo data'];
    try {
      const res = await fetch(`${app.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not_ready', startingUp: ['demo data'] });
    } finally {
      startingUp = [];
    }
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  it('readyz answers 503 while the embedded Postgres restarts, though a pooled connection still answers', async () => {
    postgres = { state: 'restarting', restarts: 1, lastExit: 'signal SIGKILL' };
    try {
      const res = await fetch(`${app.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: 'not_ready',
        database: { ok: true },
        postgres: { state: 'restarting' },
      });
    } finally {
      postgres = { state: 'running', restarts: 1 };
    }
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  it('readyz answers 503 when the database is unreachable', async () => {
    // A port nothing listens on: connections are refused, as when Postgres is down.
    const down = createPool('postgres://postgres:postgres@127.0.0.1:1/pickup', silentLog);
    const unreachable = await serveApp([], { pool: down, store: createPostgresEventStore(down) });
    try {
      const res = await fetch(`${unreachable.url}/readyz`);
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({
        status: 'not_ready',
        database: { ok: false, error: 'unavailable' },
        eventStore: { ok: false, error: 'unavailable' },
      });
      // The driver's own words (address, port, user) are for the log, not the public. (Not
      // ':1' for the port: the answer's own `"ms":1` would match it.)
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    } finally {
      await unreachable.close();
      await down.end();
    }
  });
});

describe('/metrics', () => {
  it('exposes request latency by route pattern, command outcomes and projection lag', async () => {
    const app = await serveApp([menus]);
    try {
      await fetch(`${app.url}/api/menus/m-42/items`, { method: 'POST' });
      recordCommand('AddMenuItem', 'rejected');
      const res = await fetch(`${app.url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toMatch(
        /pickup_http_request_duration_seconds_count\{method="POST",route="\/api\/menus\/:menuId\/items",status="401"\} 1/,
      );
      expect(text).not.toContain('m-42');
      expect(text).toMatch(/pickup_commands_total\{command="AddMenuItem",outcome="rejected"\} 1/);
      expect(text).toContain('# TYPE pickup_projection_lag_events gauge');
      expect(text).toContain('# TYPE pickup_projection_lag_seconds gauge');
      expect(text).toContain('process_cpu_seconds_total');
    } finally {
      await app.close();
    }
  });
});

describe('API description', () => {
  it('/api/openapi.json lists a registered route with its body schema', async () => {
    const app = await serveApp([menus]);
    try {
      const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
        openapi: string;
        paths: Record<string, Record<string, Operation>>;
      };
      expect(doc.openapi).toBe('3.1.0');
      const op = doc.paths['/api/menus/{menuId}/items']?.post;
      expect(op?.summary).toBe('Add an item to a menu');
      expect(op?.parameters).toContainEqual(
        expect.objectContaining({ name: 'menuId', in: 'path' }),
      );
      expect(op?.requestBody.content['application/json']?.schema).toMatchObject({
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' } },
        required: ['name', 'price'],
      });
    } finally {
      await app.close();
    }
  });

  it('/api/docs is a readable page that loads its script from this server', async () => {
    const app = await serveApp([]);
    try {
      const page = await fetch(`${app.url}/api/docs`);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<title>Pickup API</title>');
      expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
      const script = await fetch(`${app.url}/api/docs/docs.js`);
      expect(script.status).toBe(200);
      expect(await script.text()).toContain("fetch('/api/openapi.json')");
    } finally {
      await app.close();
    }
  });
});
