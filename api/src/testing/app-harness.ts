import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { Express } from 'express';
import { createApp, type AppDeps, type RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { OpenApiRegistry } from '../http/openapi';
import type { ReadinessDeps } from '../ops/readiness';
import { createAccessTokens } from '../security/tokens';

export const silentLog = pino({ level: 'silent' });

const tokens = createAccessTokens({ secret: 'test-secret-test-secret-test-secret-0123' });

/** A real signed access token for `actor`. */
export async function tokenFor(actor: Actor): Promise<string> {
  return (await tokens.sign(actor)).token;
}

/** A built web app stand-in: index.html and one hashed asset. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pickup-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pickup</title><div id="root">');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("pickup")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface Served {
  url: string;
  registry: OpenApiRegistry;
  close(): Promise<void>;
}

export async function serve(app: Express, registry: OpenApiRegistry): Promise<Served> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    registry,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app with an in-memory store; readiness parts can be swapped for real ones. */
export async function serveApp(
  features: RouteRegistrar[],
  overrides: Partial<ReadinessDeps> & Partial<Pick<AppDeps, 'webDist' | 'restaurantPages'>> = {},
): Promise<Served> {
  const registry = new OpenApiRegistry();
  const app = createApp({
    log: silentLog,
    verifyToken: tokens.verify,
    readiness: {
      pool: overrides.pool ?? { query: async () => ({ rows: [] }) },
      store: overrides.store ?? new InMemoryEventStore(),
      projections: overrides.projections ?? { status: () => [] },
      isShuttingDown: overrides.isShuttingDown ?? (() => false),
      startingUp: overrides.startingUp,
      postgres: overrides.postgres,
    },
    features,
    webDist: overrides.webDist ?? fakeWebDist(),
    restaurantPages: overrides.restaurantPages,
    registry,
  });
  return serve(app, registry);
}
