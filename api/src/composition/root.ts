import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { createApp, type RouteRegistrar } from '../app';
import { createCommandBus } from '../commands/bus';
import type { Config } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createPool } from '../db/pool';
import { EventStoreDbEventStore } from '../eventstore/esdb';
import { eventStoreMigrations } from '../eventstore/postgres-schema';
import { trackConnections } from '../http/graceful-close';
import { admission, DEFAULT_ADMISSION_LIMITS, eventLoopDelay } from '../http/admission';
import { OpenApiRegistry } from '../http/openapi';
import { restaurantPages } from '../http/restaurant-pages';
import { createLogger, type Logger } from '../observability/logger';
import { observeProjectionLag, recordCommand } from '../observability/metrics';
import { runnerLog } from '../observability/runner-log';
import { assertMasterKeysKnown, rewrapDataKeys } from '../security/rewrap-keys';
import {
  allReadModels,
  favoritesExportSource,
  featureMigrations,
  messagesExportSource,
  ordersExportSource,
  ordersInProgress,
  ownedRestaurantsExportSource,
} from './read-models';
import { createIdentityService } from '../identity/service';
import { OWASP_ARGON2ID, TEST_ARGON2ID } from '../security/passwords';
import { createNotifier, notifierConfig } from '../notifications/create-notifier';
import { withSmsBudget } from '../notifications/sms-budget';
import { createRateLimiter } from '../security/rate-limit';
import { auditFeature } from '../audit/feature';
import { REBUILD_EVENT } from '../audit/rebuild-jobs';
import { eventStoreAccess } from '../live/event-store-access';
import { createGateway, type Gateway } from '../live/gateway';
import { receiptLinks } from '../receipt-links/receipt-links';
import { displayLinks } from '../lobby/display-links';
import { startNotificationReactors } from '../reactors/start';
import { menuTreeForRestaurant } from '@pickup/projections/catalog/menus/queries';
import { usersReadModel } from '../catalog/restaurants/ports';
import { restaurantDetail } from '../catalog/restaurants/routes-read';
import { createObjectStorage, storageOrigin } from '../storage/create-storage';
import { openEventStore } from './event-store';
import { features } from './features';
import type { Services } from './services';

/**
 * The composition root: the one place where Pickup is put together. From the settings it
 * opens the database, builds the event store (Postgres or EventStoreDB, with personal data
 * encrypted), runs every read model (./read-models.ts), builds the command bus, notifier,
 * reactors and identity, then every feature's routes (./features.ts; the order path's ports
 * in ./ordering.ts), the HTTP app
 * (../app.ts) and the live gateway, and listens. main.ts boots it; tests start it through
 * StartOptions.
 */

export type { Services } from './services';

export interface ServerHandle {
  url: string;
  port: number;
  services: Services;
  /** Graceful: stops accepting, lets requests finish, stops projections, closes storage. */
  close(): Promise<void>;
  /** Runs start-up work (e.g. seeding), with /readyz answering not ready until it is done. */
  whileStarting<T>(task: string, work: () => Promise<T>): Promise<T>;
}

export interface StartOptions {
  log?: Logger;
  /** Replaces the feature list (tests mount their own probes). */
  features?: (services: Services) => RouteRegistrar[];
  /**
   * The clock fixed counting windows read (rate limits, text budgets, order limits); unset,
   * the real one. Tests pin where in the hour their windows start, so none ends mid-test.
   */
  limitsNow?: () => Date;
}

export async function startServer(config: Config, opts: StartOptions = {}): Promise<ServerHandle> {
  const log = opts.log ?? createLogger(config);
  const cleanup: (() => Promise<void>)[] = [];
  const runCleanup = async () => {
    for (const step of cleanup.reverse()) {
      await step().catch((err: unknown) => log.error({ err }, 'shutdown step failed'));
    }
  };

  try {
    const database = await openDatabase(config, log, cleanup);
    const pool = createPool(database.url, log, {
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
    cleanup.push(() => pool.end());

    const { rawStore, store, pii, keyring } = openEventStore(config, pool, log);
    cleanup.push(() => rawStore.close());

    const readModels = allReadModels();
    const runner = new ProjectionRunner({
      pool,
      store,
      projections: readModels,
      log: runnerLog(log),
    });
    // Event store first: read-model migrations may rely on it, never the other way round.
    const eventTables = config.EVENTSTORE_URL ? [] : eventStoreMigrations;
    await migrate(pool, [...eventTables, ...runner.migrations(), ...featureMigrations()]);
    // Keys stored before wrapping existed (older databases, earlier demo data) are wrapped
    // now, before anything reads them; keys under a previous master key wait for the
    // rotation command (README "Operations").
    await assertMasterKeysKnown(pool, keyring);
    const legacy = await rewrapDataKeys(pool, keyring, { legacyOnly: true });
    if (legacy.rewrapped > 0) log.info(legacy, 'wrapped data keys stored before wrapping');
    await runner.start();
    cleanup.push(() => runner.stop());
    const stopObservingLag = observeProjectionLag(runner);
    cleanup.push(async () => stopObservingLag());

    const bus = createCommandBus({
      store,
      waitFor: runner.waitFor.bind(runner),
      onOutcome: recordCommand,
    });
    // Unset, each counting window reads its own clock (no closure here on every request).
    const limitsNow = opts.limitsNow;
    const notifier = withSmsBudget(
      createNotifier(notifierConfig(config), pool),
      createRateLimiter(pool, { now: limitsNow }),
      { perHour: config.SMS_PER_HOUR, notificationsPerHour: config.SMS_NOTIFICATIONS_PER_HOUR },
    );
    const reactors = startNotificationReactors({
      store,
      pool,
      notifier,
      log,
      publicUrl: config.PUBLIC_URL,
      receiptLinkSecret: config.JWT_SECRET,
    });
    cleanup.push(() => reactors.stop());
    const identity = createIdentityService({
      pool,
      store,
      bus,
      pii,
      notifier,
      jwtSecret: config.JWT_SECRET,
      publicUrl: config.PUBLIC_URL,
      exportFilePrefix: config.EXPORT_FILE_PREFIX,
      ordersInProgress: ordersInProgress(pool),
      exportSources: [
        ordersExportSource(pool),
        favoritesExportSource(pool),
        messagesExportSource(pool),
        ownedRestaurantsExportSource(pool),
      ],
      maxSessionMs: config.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000,
      passwordCost: config.PASSWORD_HASH_COST === 'test' ? TEST_ARGON2ID : OWASP_ARGON2ID,
      captchaMaxNumber: config.CAPTCHA_MAX_NUMBER,
      limitsNow,
      limits: {
        codeSendsPerNumber: { limit: config.SMS_PER_NUMBER_PER_HOUR, windowMs: 60 * 60 * 1000 },
        loginPerIp: { limit: config.LOGINS_PER_IP_PER_15_MINUTES, windowMs: 15 * 60 * 1000 },
        registerPerIp: { limit: config.REGISTRATIONS_PER_IP_PER_HOUR, windowMs: 60 * 60 * 1000 },
      },
    });

    // Signature, expiry and the user's cutoff (logout, demotion, deletion) on every request.
    const verifyToken = identity.verifyToken;
    // Rebuild progress goes to admins' sockets; the gateway exists once the server does.
    const live: { gateway?: Gateway } = {};
    const audit = auditFeature({
      pool,
      store,
      runner,
      projections: readModels,
      emitAdmin: (_event, payload) => live.gateway?.emitAdmin(REBUILD_EVENT, payload),
    });
    const services: Services = {
      config,
      log,
      pool,
      store,
      runner,
      bus,
      pii,
      notifier,
      identity,
      audit: audit.routes,
      storage: createObjectStorage(config),
      limitsNow,
    };

    let shuttingDown = false;
    const startingUp = new Set<string>();
    const whileStarting = async <T>(task: string, work: () => Promise<T>): Promise<T> => {
      startingUp.add(task);
      try {
        return await work();
      } finally {
        startingUp.delete(task);
      }
    };
    const loopDelay = eventLoopDelay();
    cleanup.push(async () => loopDelay.stop());
    const app = createApp({
      log,
      verifyToken,
      readiness: {
        pool,
        store,
        projections: runner,
        isShuttingDown: () => shuttingDown,
        startingUp: () => [...startingUp],
        storeFailure: () =>
          rawStore instanceof EventStoreDbEventStore ? rawStore.failure() : undefined,
        postgres: database.embedded?.status,
      },
      requestDeadlineMs: config.REQUEST_DEADLINE_MS,
      admission: admission(DEFAULT_ADMISSION_LIMITS, {
        loopDelayMs: loopDelay.loopDelayMs,
        random: Math.random,
      }),
      features: (opts.features ?? features)(services),
      // Issue 17: an image address written through the API is one of Pickup's uploads.
      imageUrls: (url) => services.storage.ownsUrl(url),
      webDist: config.WEB_DIST,
      restaurantPages: restaurantPages({
        webDist: config.WEB_DIST,
        log,
        restaurant: (id) =>
          restaurantDetail(
            {
              pool,
              findUser: usersReadModel(pool),
              menuTree: (restaurantId, opts) => menuTreeForRestaurant(pool, restaurantId, opts),
              now: () => new Date(),
            },
            id,
            null,
          ),
      }),
      registry: new OpenApiRegistry(),
      isShuttingDown: () => shuttingDown,
      trustProxy: config.TRUST_PROXY,
      metricsToken: config.METRICS_TOKEN,
      security: {
        production: config.NODE_ENV === 'production',
        storageOrigin: storageOrigin(config),
      },
    });
    // Socket.IO must attach after the app: it takes over the server's request listeners and
    // hands everything outside /socket.io back to them.
    const server = createServer(app);
    const closeHttp = trackConnections(server);
    const gateway = createGateway({
      httpServer: server,
      pool,
      verifyToken,
      receiptLinks: receiptLinks(config.JWT_SECRET, config.PUBLIC_URL),
      displayLinks: displayLinks(pool, config.PUBLIC_URL, config.JWT_SECRET),
      ...eventStoreAccess(store),
      log,
    });
    live.gateway = gateway;
    await listen(server, config);
    const port = (server.address() as AddressInfo).port;
    const url = `http://localhost:${port}`;
    log.info({ url }, 'listening');

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        shuttingDown = true;
        log.info('shutting down');
        const startedAt = Date.now();
        // Open websockets would otherwise hold server.close() until the timeout.
        await gateway.close();
        // One bound for the whole drain, the gateway's close included.
        await closeHttp(Math.max(0, config.SHUTDOWN_TIMEOUT_MS - (Date.now() - startedAt)));
        await runCleanup();
        log.info('stopped');
      })());
    return { url, port, services, close, whileStarting };
  } catch (err) {
    await runCleanup();
    throw err;
  }
}

function listen(server: Server, config: Config): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
