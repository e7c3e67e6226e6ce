/**
 * The read benchmark's two loads: autocannon against the API, and the same queries without
 * HTTP, each with `CONNECTIONS` callers at once.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@pickup/api/config';
import { summary } from './latency';

export const CONNECTIONS = 50;

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
}

/** autocannon in a child process, so the load generator does not share the API's thread. */
export async function autocannon(url: string, seconds: number): Promise<Load> {
  const script = `
    const autocannon = require('autocannon');
    autocannon({ url: process.argv[1], connections: ${CONNECTIONS}, duration: ${seconds} }, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      console.log(JSON.stringify({
        requestsPerSecond: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99,
        requests: r.requests.total, errors: r.errors + r.timeouts + r.non2xx,
      }));
    });`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, url], {
    cwd: REPO_ROOT,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Load;
}

/** The same reads without HTTP: `CONNECTIONS` loops over the same pool size. */
export async function bare(query: () => Promise<unknown>, seconds: number): Promise<Load> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await query();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const figures = summary(latencies, (performance.now() - started) / 1000);
  return {
    requestsPerSecond: Math.round(figures.perSecond),
    p50Ms: Number(figures.p50.toFixed(2)),
    p99Ms: Number(figures.p99.toFixed(2)),
    requests: figures.done,
    errors: 0,
  };
}
