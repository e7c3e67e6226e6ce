/**
 * `npm run bench:orders`: orders placed end to end (HTTP POST /api/orders → facts read from
 * the streams → priced → appended → orders read model caught up → receipt read and sent)
 * by 32 concurrent customers for BENCH_SECONDS (default 20), beside the same run's raw
 * single-row INSERT rate at the same concurrency. The customers are a worker thread with
 * kept-alive node:http connections (./bench/order-clients.ts), outside the server's event
 * loop as real customers are. The last line printed is one JSON object.
 *
 * Uses DATABASE_URL's server when set (in a scratch database), otherwise its own embedded
 * Postgres in a temporary directory. BENCH_STOCK=1 counts the stock of every item ordered
 * (issue 32), for a side-by-side run.
 */
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { kitchenPushBench } from './bench-sockets';
import { customerBearers } from './bench/accounts';
import { summary } from './bench/latency';
import { runWorker } from './bench/worker';
import type { OrderClientsInput, OrderClientsResult } from './bench/order-clients';
import { DEFAULT_ORDER_LIMITS } from '@pickup/api/ordering/order-limits';
import { startOrderApi } from './bench/order-api';
import { withDatabase } from './bench/with-database';
import { MAX_STOCK } from '@pickup/domain/ordering/item-stock';
import { printFigures } from './bench/figures';

/** Checkouts in flight at once. */
const CUSTOMERS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TARGET_RATIO = 0.1;
/**
 * Orders per 15-minute pickup slot (BENCH_SLOT_CAPACITY, default 500, the most an owner may
 * set; 0 turns capacity checking off). Every order then takes a place in the day's slot
 * stream, and the busiest slots fill so later orders are promised the next ones.
 */
const SLOT_CAPACITY = Number(process.env.BENCH_SLOT_CAPACITY ?? 500) || null;
/**
 * Restaurants the customers order from (BENCH_RESTAURANTS, default 4), customer i at the
 * (i mod n)th. An ASAP order is promised at most four hours ahead: 17 slots of 500, so one
 * restaurant holds 8,500 ASAP orders, and a run placing more answers the rest 409 (the rate
 * would then measure the day's capacity, not the server).
 */
const RESTAURANTS = Math.max(1, Number(process.env.BENCH_RESTAURANTS ?? 4));
/**
 * Customer accounts placing the orders (BENCH_ACCOUNTS, default 400 per second of the run),
 * under the order limits as deployed (DEFAULT_ORDER_LIMITS): a marketplace's orders come from
 * many customers with a few orders each in progress, and with about 1,600 orders a second
 * or less every account stays within them (about 4 orders each, spread over the restaurants).
 * A few accounts placing thousands each would measure a customer no limit lets exist.
 */
const ACCOUNTS = Math.max(CUSTOMERS, Number(process.env.BENCH_ACCOUNTS ?? 400 * SECONDS));
/**
 * Stock counts (BENCH_STOCK=1, issue 32): every order's burger is counted, so each order also
 * takes a unit from its restaurant's burger stock stream, appended with the order. Enough
 * units that none runs out during the run.
 */
const STOCK = process.env.BENCH_STOCK === '1' ? MAX_STOCK : null;

/** Runs `CUSTOMERS` loops of `op` for `seconds`; op returns its latency in ms, or null. */
async function run(seconds: number, op: (worker: number) => Promise<number | null>) {
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  const latencies: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, worker) => {
      while (Date.now() < until) {
        const ms = await op(worker);
        if (ms === null) failed++;
        else latencies.push(ms);
      }
    }),
  );
  return { ...summary(latencies, (performance.now() - started) / 1000), failed };
}

/** The customers' loops, run in a worker thread (./bench/order-clients.ts). */
function placeOrders(input: OrderClientsInput): Promise<OrderClientsResult> {
  return runWorker(new URL('./bench/order-clients.ts', import.meta.url), input);
}

async function rawInserts(pool: pg.Pool) {
  await pool.query(`CREATE TABLE raw_rows (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, worker int NOT NULL, data jsonb NOT NULL)`);
  const data = JSON.stringify({ menuItemId: 'item-1', quantity: 1, unitPrice: 1000 });
  return run(SECONDS, async (worker) => {
    const t = performance.now();
    await pool.query('INSERT INTO raw_rows (worker, data) VALUES ($1, $2)', [worker, data]);
    return performance.now() - t;
  });
}

async function bench(url: string) {
  const api = await startOrderApi(
    url,
    2 * CUSTOMERS,
    SLOT_CAPACITY,
    RESTAURANTS,
    DEFAULT_ORDER_LIMITS,
    STOCK,
  );
  const { pool, store, tokens } = api;
  try {
    const bearer = await customerBearers(store, tokens, ACCOUNTS, CUSTOMERS);

    const { rows } = await pool.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    console.log(
      `Postgres ${rows[0]?.v}; ${CUSTOMERS} checkouts at once by ${ACCOUNTS} customer accounts; ${SECONDS} s per phase; slot capacity ${SLOT_CAPACITY ?? 'off'}; ${RESTAURANTS} restaurant(s); stock counts ${STOCK === null ? 'off' : 'on'}`,
    );

    const raw = await rawInserts(pool);
    console.log(`raw single-row INSERTs: ${Math.round(raw.perSecond)}/s`);

    const cpuBefore = process.cpuUsage();
    const placed = await placeOrders({
      port: (api.server.address() as AddressInfo).port,
      bodies: api.orderBodies,
      bearers: bearer,
      loops: CUSTOMERS,
      seconds: SECONDS,
    });
    // The whole process's CPU (server, projections and the customers' thread) per order:
    // steadier than the rate on a shared machine, and the figure to watch.
    const cpu = process.cpuUsage(cpuBefore);
    const orders = summary(placed.latencies, placed.elapsedSeconds);
    const notCaughtUp = placed.accepted;
    const failed = placed.notCreated;
    const cpuMsPerOrder = (cpu.user + cpu.system) / 1000 / Math.max(1, orders.done);
    const ratio = orders.perSecond / raw.perSecond;
    console.log(
      `orders end to end: ${orders.perSecond.toFixed(1)}/s, p50 ${orders.p50.toFixed(1)} ms, p99 ${orders.p99.toFixed(1)} ms (${orders.done} placed, ${failed} not 201 ${JSON.stringify(placed.notCreatedByStatus)}, ${notCaughtUp} of them 202)`,
    );
    console.log(`Node CPU per order: ${cpuMsPerOrder.toFixed(2)} ms`);
    console.log(`order / raw ratio: ${ratio.toFixed(3)} (target ≥ ${TARGET_RATIO})`);

    let kitchenOrders = 0;
    // Part 2: kitchen sockets, PATCH response → `order:updated` at all of them (bench-sockets.ts).
    const kitchen = await kitchenPushBench({
      httpServer: api.server,
      baseUrl: api.baseUrl,
      pool,
      store,
      tokens,
      restaurantId: api.restaurantId,
      ownerId: api.ownerId,
      // Each order another account's, as in the order phase (the limits hold here too).
      placeOrder: () => api.placeOrder(bearer[kitchenOrders++ % bearer.length] ?? ''),
    });

    return {
      stockCounts: STOCK !== null,
      customers: CUSTOMERS,
      accounts: ACCOUNTS,
      seconds: SECONDS,
      slotCapacity: SLOT_CAPACITY,
      restaurants: RESTAURANTS,
      ordersPlaced: orders.done,
      ordersNot201: failed,
      ordersNot201ByStatus: placed.notCreatedByStatus,
      orders202: notCaughtUp,
      ordersPerSecond: Number(orders.perSecond.toFixed(1)),
      orderP50Ms: Number(orders.p50.toFixed(1)),
      orderP99Ms: Number(orders.p99.toFixed(1)),
      nodeCpuMsPerOrder: Number(cpuMsPerOrder.toFixed(2)),
      rawInsertsPerSecond: Math.round(raw.perSecond),
      orderToRawRatio: Number(ratio.toFixed(3)),
      ratioTarget: TARGET_RATIO,
      ...kitchen,
      targetsMet: ratio >= TARGET_RATIO && failed === 0 && kitchen.pushTargetMet,
    };
  } finally {
    await api.close();
  }
}

printFigures(withDatabase(bench));
