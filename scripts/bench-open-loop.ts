/**
 * `npm run bench:open-loop`: orders arriving at a fixed rate (BENCH_RATE, default 100 a
 * second, about what 6,000 restaurants send at their peak) on a timer, whether or not the
 * earlier ones were answered, for BENCH_SECONDS (default 30) after BENCH_WARMUP seconds
 * (default 5). Prints p50, p99 and the worst latency (from each order's due time to its 201)
 * and the errors, on a fresh database. Goal: p99 ≤ 50 ms.
 *
 * The server is bench:orders's (./bench/order-api.ts: slot capacity 500 at each of BENCH_RESTAURANTS,
 * BENCH_SLOT_CAPACITY=0 for none; the order limits as deployed); each order is another customer account's. The arrivals
 * come from a worker thread (./bench/open-loop-clients.ts). The last line is one JSON object.
 */
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ORDER_LIMITS } from '@pickup/api/ordering/order-limits';
import { customerBearers } from './bench/accounts';
import { summary } from './bench/latency';
import type { OpenLoopInput, OpenLoopResult } from './bench/open-loop-clients';
import { startOrderApi } from './bench/order-api';
import { withDatabase } from './bench/with-database';
import { runWorker } from './bench/worker';
import { printFigures } from './bench/figures';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 5);
const GOAL_P99_MS = 50;
/** An order unanswered after BENCH_TIMEOUT_MS (default 10 s) is an error: a swamped run ends. */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 10_000);
/** Orders per pickup slot (BENCH_SLOT_CAPACITY, default 500; 0 turns capacity off). */
const SLOT_CAPACITY = Number(process.env.BENCH_SLOT_CAPACITY ?? 500) || null;
/**
 * Kitchens the orders spread over (BENCH_RESTAURANTS, default 200): a marketplace's peak is
 * many restaurants' ordinary evening, not one kitchen's 100 orders a second; 4 puts every
 * order on four restaurants' slot streams (each then races the others for its version).
 */
const RESTAURANTS = Math.max(1, Number(process.env.BENCH_RESTAURANTS ?? 200));

const round = (n: number) => Number(n.toFixed(1));

async function openLoop(url: string) {
  const api = await startOrderApi(url, 64, SLOT_CAPACITY, RESTAURANTS, DEFAULT_ORDER_LIMITS);
  try {
    // One account per order: no customer comes near the order limits.
    const bearers = await customerBearers(
      api.store,
      api.tokens,
      Math.ceil(RATE * (WARM_UP + SECONDS)) + 1,
      32,
    );
    const result = await runWorker<OpenLoopInput, OpenLoopResult>(
      new URL('./bench/open-loop-clients.ts', import.meta.url),
      {
        port: (api.server.address() as AddressInfo).port,
        bodies: api.orderBodies,
        bearers,
        rate: RATE,
        warmUpSeconds: WARM_UP,
        seconds: SECONDS,
        timeoutMs: TIMEOUT_MS,
      },
    );
    const s = summary(result.latencies, SECONDS);
    const figures = {
      ratePerSecond: RATE,
      sentPerSecond: round(result.sentPerSecond),
      sent: result.sent,
      placed: s.done,
      errors: result.errors,
      errorsByStatus: result.errorsByStatus,
      p50Ms: round(s.p50),
      p99Ms: round(s.p99),
      maxMs: round(s.max),
      worstSendLagMs: round(result.worstSendLagMs),
      goalMet: s.p99 <= GOAL_P99_MS && result.errors === 0,
    };
    console.log(
      `${figures.sentPerSecond}/s sent, ${s.done} placed, ${result.errors} errors ${JSON.stringify(result.errorsByStatus)}; p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms (goal p99 ≤ ${GOAL_P99_MS} ms: ${figures.goalMet ? 'met' : 'not met'})`,
    );
    return figures;
  } finally {
    await api.close();
  }
}

async function main() {
  const loadBefore = loadavg().map(round);
  console.log(
    `open loop: ${RATE} orders/s for ${SECONDS} s after ${WARM_UP} s warm-up; slot capacity ${SLOT_CAPACITY ?? 'off'} at ${RESTAURANTS} restaurants; load average ${loadBefore.join(' ')}`,
  );
  const figures = await withDatabase(openLoop);
  return {
    seconds: SECONDS,
    warmUpSeconds: WARM_UP,
    slotCapacity: SLOT_CAPACITY,
    loadBefore,
    loadAfter: loadavg().map(round),
    ...figures,
  };
}

printFigures(main());
