/**
 * The customers of `bench:orders`, in a worker thread of their own: like real customers they
 * are not the server, so their HTTP client work does not queue behind its event loop.
 * Each loop POSTs the same order over a kept-alive connection until the time is up.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface OrderClientsInput {
  port: number;
  body: string;
  /** One Authorization header per customer. */
  bearers: string[];
  seconds: number;
}

export interface OrderClientsResult {
  /** Milliseconds of each 201 answer. */
  latencies: number[];
  notCreated: number;
  accepted: number;
  elapsedSeconds: number;
}

const input = workerData as OrderClientsInput;
const agent = new http.Agent({ keepAlive: true, maxSockets: input.bearers.length });
const headers = {
  'Content-Type': 'application/json',
  'Content-Length': Buffer.byteLength(input.body),
};

function post(authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: input.port,
        path: '/api/orders',
        method: 'POST',
        agent,
        headers: { ...headers, Authorization: authorization },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(input.body);
  });
}

async function main(): Promise<OrderClientsResult> {
  const until = Date.now() + input.seconds * 1000;
  const started = performance.now();
  const latencies: number[] = [];
  let notCreated = 0;
  let accepted = 0;
  await Promise.all(
    input.bearers.map(async (bearer) => {
      while (Date.now() < until) {
        const t = performance.now();
        const status = await post(bearer);
        if (status === 201) latencies.push(performance.now() - t);
        else notCreated++;
        if (status === 202) accepted++;
      }
    }),
  );
  agent.destroy();
  return { latencies, notCreated, accepted, elapsedSeconds: (performance.now() - started) / 1000 };
}

main().then(
  (result) => parentPort?.postMessage(result),
  (err: unknown) => {
    throw err;
  },
);
