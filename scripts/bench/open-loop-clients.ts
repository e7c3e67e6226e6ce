/**
 * The customers of `bench:open-loop`, in a worker thread of their own: orders arrive at a
 * fixed rate on a timer whether or not earlier ones were answered (an open loop, as real
 * customers arrive), the ith due at start + i / rate. Each latency is counted from the
 * moment its order was due, not from when it was sent, so a server that falls behind shows
 * it in the figures rather than slowing the arrivals (no coordinated omission).
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { postOrder } from './post-order';

export interface OpenLoopInput {
  port: number;
  /** One order body per restaurant; the ith order goes to the (i mod length)th. */
  bodies: string[];
  /** One Authorization header per order (or fewer, taken in turn). */
  bearers: string[];
  /** Orders a second. */
  rate: number;
  /** Seconds of arrivals before the measured window (their answers are not counted). */
  warmUpSeconds: number;
  /** Seconds of arrivals measured. */
  seconds: number;
  /** An answer slower than this counts as an error (status 0), so a swamped server ends the run. */
  timeoutMs: number;
}

export interface OpenLoopResult {
  /** Milliseconds from each measured order's due time to its 201 answer. */
  latencies: number[];
  /** Measured orders answered other than 201 (by status; 0: none in time, or a network error). */
  errorsByStatus: Record<number, number>;
  errors: number;
  /** Measured orders sent, and the rate they were sent at. */
  sent: number;
  sentPerSecond: number;
  /** The most any measured order was sent after it was due: the timer's own lag, in ms. */
  worstSendLagMs: number;
}

const input = workerData as OpenLoopInput;
const agent = new http.Agent({ keepAlive: true });
const target = { port: input.port, agent, timeoutMs: input.timeoutMs };

/** The order's status; 0 when it got no answer in time or hit a network error. */
const post = (authorization: string, body: string): Promise<number> =>
  postOrder(target, authorization, body).catch(() => 0);

async function main(): Promise<OpenLoopResult> {
  const interval = 1000 / input.rate;
  const warmUp = Math.round(input.warmUpSeconds * input.rate);
  const total = warmUp + Math.round(input.seconds * input.rate);
  const latencies: number[] = [];
  const errorsByStatus: Record<number, number> = {};
  let errors = 0;
  let worstSendLagMs = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 10;
  let next = 0;
  let firstMeasuredSent = 0;
  let lastMeasuredSent = 0;
  // A 1 ms ticker sends every order that has come due; none waits for an answer.
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const i = next++;
        const due = start + i * interval;
        const measured = i >= warmUp;
        if (measured) {
          worstSendLagMs = Math.max(worstSendLagMs, now - due);
          if (i === warmUp) firstMeasuredSent = now;
          lastMeasuredSent = now;
        }
        const bearer = input.bearers[i % input.bearers.length] as string;
        const body = input.bodies[i % input.bodies.length] as string;
        inFlight.push(
          post(bearer, body).then((status) => {
            if (!measured) return;
            if (status === 201) latencies.push(performance.now() - due);
            else {
              errors++;
              errorsByStatus[status] = (errorsByStatus[status] ?? 0) + 1;
            }
          }),
        );
      }
      if (next < total) setTimeout(tick, 1);
      else done();
    };
    setTimeout(tick, 10);
  });
  await Promise.all(inFlight);
  agent.destroy();
  const sent = total - warmUp;
  const sentSeconds = (lastMeasuredSent - firstMeasuredSent) / 1000;
  return {
    latencies,
    errorsByStatus,
    errors,
    sent,
    sentPerSecond: sentSeconds > 0 ? (sent - 1) / sentSeconds : 0,
    worstSendLagMs,
  };
}

main().then(
  (result) => parentPort?.postMessage(result),
  (err: unknown) => {
    throw err;
  },
);
