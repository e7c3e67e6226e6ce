import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { EventStore } from '@pickup/domain/eventstore/types';
import type { Projection } from '@pickup/projections/runner/projection';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import type { RouteRegistrar } from '../app';
import { createCommandBus, type CommandBus } from '../commands/bus';
import { migrate, type Migration } from '../db/migrate';
import { createPostgresEventStore, type PostgresEventStore } from '../eventstore/postgres';
import { OpenApiRegistry } from '../http/openapi';
import { checkContract } from './contract';
import { notFoundApi, problemMiddleware } from '../http/problem';
import { createDevOutbox, type DevOutbox } from '../notifications/dev-outbox';
import { createPii, type Pii } from '../security/pii';
import { withPiiEncryption, type PiiFieldsByEventType } from '../security/pii-event-store';
import { createAccessTokens, type AccessTokens } from '../security/tokens';
import { createUserKeys } from '../security/user-keys';
import { generateMasterKey, keyringFrom, type Keyring } from '../security/master-keys';

/** A clock the test moves by hand; everything in the harness reads time from it. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(at: Date): void;
}

export function createTestClock(start = new Date('2030-01-15T12:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}

/** What a feature's registrars are built from, the way main.ts builds them. */
export interface TestServices {
  db: TestDatabase;
  pool: TestDatabase['pool'];
  /** The Postgres store as it is on disk (encrypted personal data). */
  rawStore: PostgresEventStore;
  /** The store features use: personal data encrypted on append, decrypted on read. */
  store: EventStore;
  pii: Pii;
  /** The master keys this API's data keys are wrapped with. */
  keyring: Keyring;
  bus: CommandBus;
  runner: ProjectionRunner;
  clock: TestClock;
  now: () => Date;
  /** Every email, SMS and call sent through `outbox` (the notifier in tests). */
  outbox: DevOutbox;
  jwtSecret: string;
  accessTokens: AccessTokens;
}

export interface CreateTestApiOptions {
  registrars: (services: TestServices) => RouteRegistrar[];
  projections?: readonly Projection[];
  /** Feature tables; the event store, runner, security and outbox tables are always there. */
  migrations?: readonly Migration[];
  /** Which event fields hold personal data (e.g. identityPiiFields). */
  piiFields?: PiiFieldsByEventType;
  clock?: TestClock;
}

export interface TestResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApi extends TestServices {
  url: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

const JWT_SECRET = 'test-jwt-secret-0123456789-0123456789-abcdef';

/**
 * A real API for route-level tests: a fresh database, the Postgres event store, the projection
 * runner with the given read models, the command bus and an express app with the given
 * registrars and the problem middleware, listening on a free port. Drive it with `call`.
 */
export async function createTestApi(options: CreateTestApiOptions): Promise<TestApi> {
  const db = await migratedTestDatabase();
  const { pool } = db;
  const clock = options.clock ?? createTestClock();
  const now = clock.now;
  const rawStore = createPostgresEventStore(pool);
  // A master key per test API, like a fresh deployment's.
  const keyring = keyringFrom(generateMasterKey());
  const pii = createPii(createUserKeys(pool, keyring, { now }));
  const store = withPiiEncryption(rawStore, pii, options.piiFields ?? {});
  const runner = new ProjectionRunner({
    pool,
    store,
    projections: [...(options.projections ?? [])],
    retryMs: 50,
  });
  // The app's migrations are in already: a test's own tables, if any.
  await migrate(pool, options.migrations ?? []);
  await runner.start();

  const bus = createCommandBus({
    store,
    now,
    // A busy test machine can take seconds to apply a batch: a caller waits for it as long as
    // that takes (the 3-second answer with 202 is tested where it is the subject).
    waitFor: (checkpoint, names, timeoutMs) =>
      runner.waitFor(checkpoint, names, timeoutMs ?? 30_000),
  });
  const accessTokens = createAccessTokens({ secret: JWT_SECRET, now });
  const services: TestServices = {
    db,
    pool,
    rawStore,
    store,
    pii,
    keyring,
    bus,
    runner,
    clock,
    now,
    outbox: createDevOutbox(pool, { now }),
    jwtSecret: JWT_SECRET,
    accessTokens,
  };

  const app = express();
  app.use(express.json());
  const router = express.Router();
  const registry = new OpenApiRegistry();
  for (const register of options.registrars(services)) {
    register({ router, registry, verifyToken: accessTokens.verify });
  }
  app.use(router);
  app.use(notFoundApi);
  app.use(problemMiddleware({ error: (obj, msg) => console.error(msg, obj) }));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...services,
    url,
    async call<T>(method: string, path: string, opts: CallOptions = {}) {
      const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
      if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
      if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      if (response.ok && body !== undefined) checkContract(registry, method, path, body);
      return { status: response.status, body: body as T, headers: response.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runner.stop();
      await rawStore.close();
      await db.drop();
    },
  };
}
