/**
 * `npm run bench:reads`: how fast the restaurant page (GET /api/restaurants/{id}, the full
 * menu tree of a 60-item menu) and the nearby search (GET /api/restaurants/nearby) answer
 * among 1,000 restaurants, with 50 connections driven by autocannon from a second process,
 * beside the rate of the bare SQL reading the same read-model rows with the same concurrency
 * and pool. Target: each endpoint reaches at least 0.3 of its bare query's rate. Then the
 * kitchen board (GET /api/restaurants/{id}/orders/board) of a restaurant with 5,000 orders
 * today, 80 active (bench/board-reads.ts): p95 under 50 ms and at least 0.3 of the bare
 * read. The last line printed is one JSON object with every figure.
 *
 * Uses DATABASE_URL's server when set (in a scratch database), otherwise its own embedded
 * Postgres in a temporary directory. BENCH_SECONDS sets each measured phase's length.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { CUISINES } from '@pickup/domain/catalog/schemas';
import { createApp } from '@pickup/api/app';
import { restaurantRoutes } from '@pickup/api/catalog/restaurants/routes';
import { addMenu } from '@pickup/api/testing/sample-menu';
import { orderingMigrations, restaurantProjections } from '@pickup/api/composition/read-models';
import { createCommandBus, type CommandBus } from '@pickup/api/commands/bus';
import { migrate } from '@pickup/api/db/migrate';
import { createPostgresEventStore } from '@pickup/api/eventstore/postgres';
import { eventStoreMigrations } from '@pickup/api/eventstore/postgres-schema';
import type { Actor } from '@pickup/api/http/actor';
import { MENUS_PROJECTION, menusProjection } from '@pickup/projections/catalog/menus/projection';
import { menuTreeForRestaurant } from '@pickup/projections/catalog/menus/queries';
import {
  getRestaurant,
  nearbyRestaurants,
  type NearbySearch,
} from '@pickup/projections/catalog/restaurants/queries';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { orderRoutes } from '@pickup/api/ordering/routes';
import { orderingPorts } from '@pickup/api/composition/ordering';
import { RESTAURANTS_PROJECTION } from '@pickup/projections/catalog/restaurants/projection';
import {
  ORDER_DIRECTORY_PROJECTION,
  orderDirectoryProjection,
} from '@pickup/projections/directory/projection';
import { ORDERS_PROJECTION, ordersProjection } from '@pickup/projections/orders/projection';
import { measureBoard, seedBoardOrders } from './bench/board-reads';
import { withDatabase } from './bench/with-database';
import { printFigures } from './bench/figures';
import { autocannon, bare, CONNECTIONS, type Load } from './bench/read-load';

const RESTAURANTS = 1000;
const MENU_ITEMS = 60;
const POOL_SIZE = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const TARGET_RATIO = 0.3;
const BOSTON = { lat: 42.3601, lng: -71.0589 };
const NEARBY: NearbySearch = { ...BOSTON, radius: 15, unit: 'miles', limit: 15 };
const ADMIN: Actor = { userId: 'bench-admin', role: 'admin', mustChangePassword: false };
const OWNER_ID = 'bench-owner';
/** The one token the bench's API accepts: the owner's, for the kitchen board. */
const OWNER_TOKEN = 'bench-owner-token';
const BOARD_P95_TARGET_MS = 50;
const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    { start: '09:00', end: '22:00', closed: false },
  ]),
) as WeeklyHours;

/** Restaurants spread over about 60 × 60 km around Boston, every cuisine. */
async function seedRestaurants(bus: CommandBus): Promise<string[]> {
  const ids = Array.from({ length: RESTAURANTS }, () => randomUUID());
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      const restaurantId = ids[i] as string;
      await bus.execute({
        name: 'CreateRestaurant',
        stream: restaurantStream(restaurantId),
        decider: restaurantDecider,
        actor: ADMIN,
        command: {
          type: 'CreateRestaurant',
          actor: { id: ADMIN.userId, role: 'admin' },
          restaurantId,
          ownerRole: 'restaurant_owner',
          data: {
            ownerId: OWNER_ID,
            name: `Bench Restaurant ${String(i).padStart(4, '0')}`,
            cuisine: CUISINES[i % CUISINES.length] ?? 'other',
            description: 'A neighbourhood favourite for pickup.',
            address: `${i + 1} Main Street, Boston, MA`,
            phone: '(617) 555-0100',
            imageUrl: null,
            latitude: BOSTON.lat + (((i * 7919) % 1000) / 1000 - 0.5) * 0.54,
            longitude: BOSTON.lng + (((i * 104729) % 1000) / 1000 - 0.5) * 0.73,
            hours: HOURS,
            taxRate: '0.0700',
            estimatedPickupTime: 15,
            notificationEmail: '',
            notificationPhone: '',
            notificationPreference: 'sms',
            isActive: true,
            timezone: 'America/New_York',
          },
        },
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

async function bench(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // The runner ends its lease sessions on stop; an idle client seeing that must not crash us.
  pool.on('error', () => {});
  const store = createPostgresEventStore(pool);
  const runner = new ProjectionRunner({
    pool,
    store,
    projections: [
      ...restaurantProjections,
      menusProjection,
      orderDirectoryProjection,
      ordersProjection,
    ],
    batchSize: 500,
  });
  const webDist = await mkdtemp(join(tmpdir(), 'pickup-bench-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Pickup</title>');
  const log = pino({ level: 'silent' });
  const server = createServer();
  try {
    await migrate(pool, [...eventStoreMigrations, ...orderingMigrations, ...runner.migrations()]);
    await runner.start();
    const bus = createCommandBus({
      store,
      waitFor: (checkpoint, names, timeoutMs) => runner.waitFor(checkpoint, names, timeoutMs),
    });

    let t = performance.now();
    const ids = await seedRestaurants(bus);
    const target = ids[0] as string;
    await addMenu(
      bus,
      ADMIN,
      { id: target, ownerId: OWNER_ID },
      {
        items: MENU_ITEMS,
        categories: 6,
        extras: true,
      },
    );
    // Checkpoints are global: once both read models pass this last command, all is applied.
    const last = await bus.execute({
      name: 'UpdateRestaurant',
      stream: restaurantStream(target),
      decider: restaurantDecider,
      actor: ADMIN,
      command: {
        type: 'UpdateRestaurant',
        actor: { id: ADMIN.userId, role: 'admin' },
        restaurantId: target,
        changes: { description: 'The one with the 60-item menu.' },
      },
    });
    const ordersSeeded = await seedBoardOrders(store, target, new Date());
    // A read model reaches only checkpoints of events it takes: each is asked for its own.
    const catalog = [RESTAURANTS_PROJECTION, MENUS_PROJECTION, ORDER_DIRECTORY_PROJECTION];
    if (
      !(await runner.waitFor(last.checkpoint, catalog, 600_000)) ||
      !(await runner.waitFor(ordersSeeded, [ORDERS_PROJECTION], 600_000))
    )
      throw new Error('read models did not catch up with the seed');
    console.log(
      `seeded ${RESTAURANTS} restaurants and a ${MENU_ITEMS}-item menu in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const ordering = {
      pool,
      store,
      bus,
      waitFor: runner.waitFor.bind(runner),
    };
    const app = createApp({
      log,
      verifyToken: async (token) =>
        token === OWNER_TOKEN
          ? { userId: OWNER_ID, role: 'restaurant_owner', mustChangePassword: false }
          : null,
      readiness: { pool, store, projections: runner, isShuttingDown: () => false },
      features: [
        restaurantRoutes({
          pool,
          bus,
          defaultTimezone: 'America/New_York',
          menuTree: (id, o) => menuTreeForRestaurant(pool, id, o),
        }),
        orderRoutes(ordering, orderingPorts(ordering)),
      ],
      webDist,
    });
    server.on('request', app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const pageUrl = `${base}/api/restaurants/${target}`;
    const nearbyUrl = `${base}/api/restaurants/nearby?lat=${NEARBY.lat}&lng=${NEARBY.lng}&radius=${NEARBY.radius}&unit=${NEARBY.unit}&limit=${NEARBY.limit}`;
    const page = (await (await fetch(pageUrl)).json()) as {
      menus: { categories: { menuItems: unknown[] }[] }[];
    };
    const items = page.menus.flatMap((m) => m.categories.flatMap((c) => c.menuItems)).length;
    const near = (await (await fetch(nearbyUrl)).json()) as { restaurants: unknown[] };
    console.log(`page has ${items} items; nearby finds ${near.restaurants.length}`);

    const pageSql = () =>
      Promise.all([
        getRestaurant(pool, target),
        menuTreeForRestaurant(pool, target, { includeInactive: false }),
      ]);
    const nearbySql = () => nearbyRestaurants(pool, NEARBY);

    t = performance.now();
    await autocannon(pageUrl, WARM_UP_SECONDS);
    const pageHttp = await autocannon(pageUrl, SECONDS);
    await bare(pageSql, WARM_UP_SECONDS);
    const pageBare = await bare(pageSql, SECONDS);
    await autocannon(nearbyUrl, WARM_UP_SECONDS);
    const nearbyHttp = await autocannon(nearbyUrl, SECONDS);
    await bare(nearbySql, WARM_UP_SECONDS);
    const nearbyBare = await bare(nearbySql, SECONDS);

    const report = (name: string, http: Load, sql: Load) => {
      const ratio = http.requestsPerSecond / sql.requestsPerSecond;
      console.log(
        `${name.padEnd(26)} HTTP ${Math.round(http.requestsPerSecond)} req/s (p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms, ${http.errors} errors) | bare SQL ${sql.requestsPerSecond}/s (p50 ${sql.p50Ms} ms, p99 ${sql.p99Ms} ms) | ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`,
      );
      return { http, sql, ratio: Number(ratio.toFixed(3)) };
    };
    const restaurantPage = report('GET /api/restaurants/:id', pageHttp, pageBare);
    const nearby = report('GET /api/restaurants/nearby', nearbyHttp, nearbyBare);
    const board = await measureBoard(
      pool,
      `${base}/api/restaurants/${target}/orders/board`,
      OWNER_TOKEN,
      target,
    );
    const boardMet = board.http.p95Ms < BOARD_P95_TARGET_MS && board.ratio >= TARGET_RATIO;
    console.log(
      `GET .../orders/board      ${board.orders} orders, ${board.active} active: p95 ${board.http.p95Ms} ms, ${board.http.jsonBytes} B JSON | bare SQL p95 ${board.sql.p95Ms} ms, ${board.sql.jsonBytes} B | ratio ${board.ratio} (targets p95 < ${BOARD_P95_TARGET_MS} ms, ratio ≥ ${TARGET_RATIO})`,
    );
    return {
      restaurants: RESTAURANTS,
      menuItems: items,
      nearbyResults: near.restaurants.length,
      connections: CONNECTIONS,
      poolSize: POOL_SIZE,
      seconds: SECONDS,
      restaurantPage,
      nearby,
      board,
      ratioTarget: TARGET_RATIO,
      boardP95TargetMs: BOARD_P95_TARGET_MS,
      targetsMet: restaurantPage.ratio >= TARGET_RATIO && nearby.ratio >= TARGET_RATIO && boardMet,
      measuredSeconds: Number(((performance.now() - t) / 1000).toFixed(1)),
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runner.stop();
    await store.close();
    await pool.end();
    await rm(webDist, { recursive: true, force: true });
  }
}

printFigures(withDatabase(bench));
