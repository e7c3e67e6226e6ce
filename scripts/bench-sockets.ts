/**
 * Benchmark part 2 of `npm run bench:orders`: 500 kitchen sockets in one restaurant's room;
 * for each status PATCH, the time from its response to its `order:updated` reaching every
 * socket, p50/p99 (target p99 < 100 ms). The sockets live in this same process, so their
 * decoding competes with the server for the event loop: the figures are an upper bound.
 *
 * `kitchenPushBench` measures against an API that is already running (bench-orders.ts calls
 * it after part 1); run alone (`tsx scripts/bench-sockets.ts`) it sets one up, with
 * DATABASE_URL's server when set (in a scratch database), otherwise an embedded Postgres.
 * The last line printed is one JSON object.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type pg from 'pg';
import pino from 'pino';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { userStream } from '@pickup/domain/identity/events';
import { eventStoreAccess } from '@pickup/api/live/event-store-access';
import { createGateway } from '@pickup/api/live/gateway';
import type { OrderUpdated } from '@pickup/projections/orders/channel';
import type { AccessTokens } from '@pickup/api/security/tokens';
import { startOrderApi } from './bench/order-api';
import { withDatabase } from './bench/with-database';
import { printFigures } from './bench/figures';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const ORDERS = Number(process.env.BENCH_SOCKET_ORDERS ?? 60);
/** Each order goes pending → confirmed → preparing → ready: three timed PATCHes. */
const STEPS = ['confirmed', 'preparing', 'ready'] as const;
const TARGET_P99_MS = 100;
const ARRIVAL_TIMEOUT_MS = 5000;

export interface KitchenPushContext {
  /** The API's http server; the gateway is attached to it here. */
  httpServer: Server;
  baseUrl: string;
  pool: pg.Pool;
  store: EventStore;
  tokens: AccessTokens;
  restaurantId: string;
  ownerId: string;
  /** Places one order at the restaurant through the API; returns its id. */
  placeOrder(): Promise<string>;
}

export interface KitchenPushFigures {
  sockets: number;
  pushes: number;
  /** PATCH response → the last of the sockets has the update. */
  pushAllP50Ms: number;
  pushAllP99Ms: number;
  /** PATCH response → one socket has it, over every (push, socket) pair. */
  pushEachP50Ms: number;
  pushEachP99Ms: number;
  /** PATCH sent → the last of the sockets has the update (the whole round trip). */
  sentToAllP50Ms: number;
  sentToAllP99Ms: number;
  /** Updates that reached every socket before the PATCH response did (counted as 0 ms). */
  pushesBeforeResponse: number;
  pushesLost: number;
  pushP99Target: number;
  pushTargetMet: boolean;
}

export async function kitchenPushBench(ctx: KitchenPushContext): Promise<KitchenPushFigures> {
  const gateway = createGateway({
    httpServer: ctx.httpServer,
    pool: ctx.pool,
    verifyToken: ctx.tokens.verify,
    ...eventStoreAccess(ctx.store),
    log: pino({ level: 'warn' }),
  });
  const sockets: Socket[] = [];
  try {
    await gateway.ready;
    const owner = await ctx.tokens.sign({
      userId: ctx.ownerId,
      role: 'restaurant_owner',
      mustChangePassword: false,
    });
    // Connect in batches: 500 handshakes at once would measure the accept queue instead.
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = Array.from({ length: Math.min(50, SOCKETS - i) }, () =>
        kitchenSocket(ctx.baseUrl, owner.token, ctx.restaurantId),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    console.log(`${sockets.length} kitchen sockets subscribed to restaurant ${ctx.restaurantId}`);

    /** Arrival time per socket of each awaited `orderId status`. */
    const arrivals = new Map<string, number[]>();
    for (const socket of sockets) {
      socket.on('order:updated', (u: OrderUpdated) => {
        arrivals.get(`${u.orderId} ${u.status}`)?.push(performance.now());
      });
    }

    const all: number[] = [];
    const each: number[] = [];
    const fromSent: number[] = [];
    let early = 0;
    let lost = 0;
    for (let n = 0; n < ORDERS; n++) {
      const orderId = await ctx.placeOrder();
      for (const status of STEPS) {
        const key = `${orderId} ${status}`;
        const times: number[] = [];
        arrivals.set(key, times);
        const sent = performance.now();
        const res = await fetch(`${ctx.baseUrl}/api/orders/${orderId}/status`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
          body: JSON.stringify({ status }),
        });
        await res.arrayBuffer();
        const answered = performance.now();
        if (res.status !== 200) throw new Error(`PATCH ${status} answered ${res.status}`);
        const complete = await waitUntil(() => times.length >= sockets.length, ARRIVAL_TIMEOUT_MS);
        arrivals.delete(key);
        if (!complete) {
          lost++;
          continue;
        }
        const last = Math.max(...times);
        if (last < answered) early++;
        all.push(Math.max(0, last - answered));
        fromSent.push(last - sent);
        for (const t of times) each.push(Math.max(0, t - answered));
      }
    }
    const pAll = percentiles(all);
    const pEach = percentiles(each);
    const pSent = percentiles(fromSent);
    console.log(
      `push to all ${sockets.length} sockets after the PATCH response: p50 ${pAll.p50.toFixed(1)} ms, p99 ${pAll.p99.toFixed(1)} ms (${all.length} pushes, ${early} before the response, ${lost} lost); per socket p50 ${pEach.p50.toFixed(1)} ms, p99 ${pEach.p99.toFixed(1)} ms; from the PATCH being sent p50 ${pSent.p50.toFixed(1)} ms, p99 ${pSent.p99.toFixed(1)} ms`,
    );
    return {
      sockets: sockets.length,
      pushes: all.length,
      pushAllP50Ms: round(pAll.p50),
      pushAllP99Ms: round(pAll.p99),
      pushEachP50Ms: round(pEach.p50),
      pushEachP99Ms: round(pEach.p99),
      sentToAllP50Ms: round(pSent.p50),
      sentToAllP99Ms: round(pSent.p99),
      pushesBeforeResponse: early,
      pushesLost: lost,
      pushP99Target: TARGET_P99_MS,
      pushTargetMet: lost === 0 && pAll.p99 < TARGET_P99_MS,
    };
  } finally {
    for (const s of sockets) s.close();
    await gateway.close();
  }
}

function kitchenSocket(baseUrl: string, token: string, restaurantId: string): Promise<Socket> {
  const socket = connectClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(10_000)
        .emitWithAck('subscribe', { restaurantId })
        .then((reply: { ok: boolean; error?: string }) =>
          reply.ok ? resolve(socket) : reject(new Error(reply.error)),
        )
        .catch(reject);
    });
  });
}

/** Polls on every turn of the event loop, so the wait adds no timer granularity. */
function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => {
      if (done()) resolve(true);
      else if (performance.now() > until) resolve(false);
      else setImmediate(check);
    };
    check();
  });
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

const round = (ms: number) => Number(ms.toFixed(1));

/**
 * A customer with a verified phone, straight into the stream (no personal-data keys here);
 * `n` tells bench customers apart by address.
 */
export async function verifiedCustomer(store: EventStore, n = 0): Promise<string> {
  const userId = randomUUID();
  const at = new Date().toISOString();
  const metadata = {
    actorId: null,
    actorRole: null,
    correlationId: randomUUID(),
    causationId: null,
    at,
  };
  const pii = {
    email: `bench${n}@pickup.test`,
    firstName: 'Bench',
    lastName: `Customer ${n}`,
    phone: '+1 555 000 0000',
  };
  await store.appendToStream(
    userStream(userId),
    [
      {
        id: randomUUID(),
        type: 'UserRegistered',
        data: { userId, by: 'self', role: 'customer', marketingOptIn: false, pii, at },
        metadata,
      },
      { id: randomUUID(), type: 'PhoneVerified', data: { userId, at }, metadata },
    ],
    { expected: 'no_stream' },
  );
  return userId;
}

/** The order API with its projections and this process's gateway, on a fresh database. */
async function standalone(url: string): Promise<KitchenPushFigures> {
  const api = await startOrderApi(url, 20);
  try {
    const customerId = await verifiedCustomer(api.store);
    const customer = await api.tokens.sign({
      userId: customerId,
      role: 'customer',
      mustChangePassword: false,
    });
    return await kitchenPushBench({
      httpServer: api.server,
      baseUrl: api.baseUrl,
      pool: api.pool,
      store: api.store,
      tokens: api.tokens,
      restaurantId: api.restaurantId,
      ownerId: api.ownerId,
      placeOrder: () => api.placeOrder(`Bearer ${customer.token}`),
    });
  } finally {
    await api.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printFigures(withDatabase(standalone));
}
