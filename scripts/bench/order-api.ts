import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import { createCommandBus, type CommandBus } from '@pickup/api/commands/bus';
import { migrate } from '@pickup/api/db/migrate';
import { createPostgresEventStore, type PostgresEventStore } from '@pickup/api/eventstore/postgres';
import { eventStoreMigrations } from '@pickup/api/eventstore/postgres-schema';
import { OpenApiRegistry } from '@pickup/api/http/openapi';
import { problemMiddleware } from '@pickup/api/http/problem';
import { orderingPorts } from '@pickup/api/composition/ordering';
import type { OrderLimits } from '@pickup/api/ordering/order-limits';
import { orderRoutes } from '@pickup/api/ordering/routes';
import { createMenu, createRestaurant } from '@pickup/api/ordering/testing/catalog';
import {
  menuProjections,
  orderingMigrations,
  orderingProjections,
} from '@pickup/api/composition/read-models';
import { securityMigrations } from '@pickup/api/security/migrations';
import { createAccessTokens, type AccessTokens } from '@pickup/api/security/tokens';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { ORDER_DIRECTORY_PROJECTION } from '@pickup/projections/directory/projection';
import { countStock } from './stock-count';

/** The order API of bench-orders and bench-sockets, serving one restaurant with a menu. */
export interface OrderApi {
  pool: pg.Pool;
  store: PostgresEventStore;
  bus: CommandBus;
  tokens: AccessTokens;
  server: Server;
  baseUrl: string;
  restaurantId: string;
  ownerId: string;
  /** POST /api/orders's body: one burger at its menu price, at `restaurantId`. */
  orderBody: string;
  /** The same order at each of the restaurants (`restaurantId`'s first). */
  orderBodies: string[];
  /** Places `orderBody` as the customer `bearer` names; the new order's id. */
  placeOrder(bearer: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fixed-offset zone (IANA `Etc/GMT±h`, whose sign is inverted) in which `now` is around
 * noon: an ASAP order takes a place in its service day's slots, so a restaurant whose day
 * ends within the hour holds a few slots' orders only. The figures must not depend on the
 * time of day the benchmark runs at.
 */
export function middayZone(now: Date): string {
  const ahead = ((12 - now.getUTCHours() + 36) % 24) - 12;
  if (ahead === 0) return 'UTC';
  return `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}

/**
 * The order routes with the ordering projections and a command bus over the Postgres event
 * store, on `url`'s (fresh) database, listening on a free loopback port; one restaurant with
 * a menu made through commands.
 */
/**
 * `slotCapacity`: orders per pickup slot each restaurant takes (null: no limit, so no slot
 * stream is written). `restaurants`: how many restaurants take orders (the first is the one
 * `restaurantId` names). `limits`: the per-customer order limits, checked as in production;
 * lifted by default, for a bench whose one customer places every order.
 * `stockCount`: units left of the burger each order takes from (null: not counted).
 */
export async function startOrderApi(
  url: string,
  poolMax: number,
  slotCapacity: number | null = null,
  restaurants = 1,
  limits: OrderLimits = { activePerRestaurant: 1e6, activeInAll: 1e6, perRestaurantPerHour: 1e6 },
  stockCount: number | null = null,
): Promise<OrderApi> {
  // Pipelining, as the app's pool (api/src/db/pool.ts), which sends a projection batch in one
  // round trip.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, pipeline: true });
  // Stopping Postgres at the end terminates idle connections; that is not a failure.
  pool.on('error', () => {});
  const store = createPostgresEventStore(pool);
  // With stock counts on, an order waits for the menus read model that shows what is left.
  const projections = [...orderingProjections, ...(stockCount === null ? [] : menuProjections)];
  const runner = new ProjectionRunner({ pool, store, projections });
  const tokens = createAccessTokens({ secret: randomUUID() + randomUUID() });
  const server = createServer();
  const close = async () => {
    server.closeAllConnections();
    server.close();
    await runner.stop();
    await store.close();
    await pool.end();
  };
  try {
    await migrate(pool, [
      ...eventStoreMigrations,
      ...runner.migrations(),
      ...orderingMigrations,
      // The per-customer order limits count in rate_limits.
      ...securityMigrations,
    ]);
    await runner.start();
    const waitFor = runner.waitFor.bind(runner);
    const bus = createCommandBus({ store, waitFor });

    const app = express();
    app.use(express.json());
    const router = express.Router();
    const deps = { pool, store, bus, waitFor, limits };
    orderRoutes(
      deps,
      orderingPorts(deps),
    )({
      router,
      registry: new OpenApiRegistry(),
      verifyToken: tokens.verify,
    });
    app.use(router);
    app.use(problemMiddleware({ error: (obj, msg) => console.error(msg, obj) }));
    server.on('request', app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const ownerId = randomUUID();
    /** A restaurant with a menu (and its slot capacity); the body of an order of one burger. */
    const openRestaurant = async () => {
      const id = await createRestaurant(bus, { ownerId, timezone: middayZone(new Date()) });
      const menu = await createMenu(bus, id);
      if (slotCapacity !== null) {
        // Capacity checking on: every order takes a place in the day's pickup-slots stream.
        await bus.execute({
          name: 'SetSlotCapacity',
          stream: restaurantStream(id),
          decider: restaurantDecider,
          command: {
            type: 'SetSlotCapacity',
            actor: { id: ownerId, role: 'restaurant_owner' },
            restaurantId: id,
            capacity: { orders: slotCapacity, items: null, byWeekday: {} },
          },
          actor: { userId: ownerId, role: 'restaurant_owner', mustChangePassword: false },
          readModels: [ORDER_DIRECTORY_PROJECTION],
        });
      }
      if (stockCount !== null) await countStock(store, id, menu, stockCount);
      const body = JSON.stringify({
        restaurantId: id,
        items: [{ menuItemId: menu.ids.burger, quantity: 1, unitPrice: 1000, customizations: {} }],
      });
      return { id, body };
    };
    const opened = [];
    for (let i = 0; i < Math.max(1, restaurants); i++) opened.push(await openRestaurant());
    const restaurantId = opened[0]!.id;
    const orderBody = opened[0]!.body;
    const orderBodies = opened.map((r) => r.body);
    const placeOrder = async (bearer: string) => {
      // With capacity on, the slot an order was planned for may fill before its place is
      // taken (409, offering the next): a customer asks again, as the checkout does.
      for (let attempt = 1; ; attempt++) {
        const res = await fetch(`${baseUrl}/api/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: bearer },
          body: orderBody,
        });
        const order = (await res.json()) as { id?: string };
        if (res.status === 201 && order.id) return order.id;
        if (res.status !== 409 || attempt === 3) throw new Error(`POST /api/orders: ${res.status}`);
      }
    };
    return {
      pool,
      store,
      bus,
      tokens,
      server,
      baseUrl,
      restaurantId,
      ownerId,
      orderBody,
      orderBodies,
      placeOrder,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
