/**
 * The customers of `bench:orders`, in a worker thread of their own: like real customers they
 * are not the server, so their HTTP client work does not queue behind its event loop.
 * `loops` checkouts run at once, each POSTing orders over a kept-alive connection until the
 * time is up; each order is another customer's, at the next restaurant, as on a marketplace.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { postOrder } from './post-order';

export interface OrderClientsInput {
  port: number;
  /** One order body per restaurant; loop i's kth order is the ((i + k) mod length)th. */
  bodies: string[];
  /**
   * One Authorization header per customer account. Loop i's kth order is placed by account
   * i + loops × (k mod (length / loops)): no two loops share an account, so no customer has
   * two orders in flight, and each account places about rate × seconds / length orders.
   */
  bearers: string[];
  /** Checkouts in flight at once. */
  loops: number;
  seconds: number;
}

export interface OrderClientsResult {
  /** Milliseconds of each 201 answer. */
  latencies: number[];
  notCreated: number;
  /** How many of each status other than 201 were answered. */
  notCreatedByStatus: Record<number, number>;
  accepted: number;
  elapsedSeconds: number;
}

const input = workerData as OrderClientsInput;
const agent = new http.Agent({ keepAlive: true, maxSockets: input.loops });
const target = { port: input.port, agent };

async function main(): Promise<OrderClientsResult> {
  const until = Date.now() + input.seconds * 1000;
  const started = performance.now();
  const latencies: number[] = [];
  let notCreated = 0;
  const notCreatedByStatus: Record<number, number> = {};
  let accepted = 0;
  const perLoop = Math.max(1, Math.floor(input.bearers.length / input.loops));
  await Promise.all(
    Array.from({ length: input.loops }, async (_, i) => {
      for (let k = 0; Date.now() < until; k++) {
        const bearer = input.bearers[(i + input.loops * (k % perLoop)) % input.bearers.length];
        const body = input.bodies[(i + k) % input.bodies.length] as string;
        const t = performance.now();
        const status = await postOrder(target, bearer as string, body);
        if (status === 201) latencies.push(performance.now() - t);
        else {
          notCreated++;
          notCreatedByStatus[status] = (notCreatedByStatus[status] ?? 0) + 1;
        }
        if (status === 202) accepted++;
      }
    }),
  );
  agent.destroy();
  return {
    latencies,
    notCreated,
    notCreatedByStatus,
    accepted,
    elapsedSeconds: (performance.now() - started) / 1000,
  };
}

main().then(
  (result) => parentPort?.postMessage(result),
  (err: unknown) => {
    throw err;
  },
);
