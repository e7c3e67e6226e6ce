import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Customers placing orders as a careful client does: each order has its Idempotency-Key,
 * and on 503 or a network error the same request is sent again with the same key until it
 * is acknowledged (200, 201 or 202 with the order's Location). What came back is counted.
 */
export interface LoadOptions {
  url: string;
  tokens: readonly string[];
  body: unknown;
  /** Longest a client waits for one answer before giving up on that attempt. */
  clientTimeoutMs: number;
  /** Pause before a retry. */
  retryDelayMs?: number;
}

export interface LoadReport {
  /** Idempotency-Key → the order its acknowledgement named, and whose it is. */
  acknowledged: Map<string, { orderId: string; token: string }>;
  /** Keys given up on without an acknowledgement (the load stopped first). */
  unacknowledged: string[];
  /** Answers by status; 'network' for no answer at all. */
  statuses: Map<number | 'network', number>;
  /** Longest wait for one answer, ms. */
  slowestMs: number;
}

export interface RunningLoad {
  report: LoadReport;
  /** Resolves once `n` more orders are acknowledged. */
  acknowledgedMore(n: number, timeoutMs: number): Promise<void>;
  /** Stops taking new orders; each client finishes the one it holds (retrying for up to `graceMs`). */
  stop(graceMs: number): Promise<LoadReport>;
}

export function startOrderLoad(opts: LoadOptions): RunningLoad {
  const report: LoadReport = {
    acknowledged: new Map(),
    unacknowledged: [],
    statuses: new Map(),
    slowestMs: 0,
  };
  let stopping = false;
  let giveUpAt = Infinity;
  const count = (status: number | 'network') =>
    report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);

  const attempt = async (token: string, key: string): Promise<'done' | 'retry'> => {
    const started = performance.now();
    try {
      const res = await fetch(`${opts.url}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(opts.body),
        signal: AbortSignal.timeout(opts.clientTimeoutMs),
      });
      await res.arrayBuffer();
      count(res.status);
      const location = res.headers.get('location');
      if ([200, 201, 202].includes(res.status) && location) {
        report.acknowledged.set(key, { orderId: location.split('/').at(-1) ?? '', token });
        return 'done';
      }
      // A refusal (4xx) wrote nothing; anything else may have, and is sent again.
      return res.status >= 400 && res.status < 500 ? 'done' : 'retry';
    } catch {
      count('network');
      return 'retry';
    } finally {
      report.slowestMs = Math.max(report.slowestMs, performance.now() - started);
    }
  };

  const client = async (token: string) => {
    while (!stopping) {
      const key = randomUUID();
      while ((await attempt(token, key)) === 'retry') {
        if (Date.now() > giveUpAt) {
          report.unacknowledged.push(key);
          return;
        }
        await sleep(opts.retryDelayMs ?? 100);
      }
    }
  };
  const clients = opts.tokens.map(client);

  return {
    report,
    async acknowledgedMore(n, timeoutMs) {
      const target = report.acknowledged.size + n;
      const until = Date.now() + timeoutMs;
      while (report.acknowledged.size < target) {
        if (Date.now() > until) {
          throw new Error(`only ${report.acknowledged.size} of ${target} orders acknowledged`);
        }
        await sleep(50);
      }
    },
    async stop(graceMs) {
      stopping = true;
      giveUpAt = Date.now() + graceMs;
      await Promise.all(clients);
      return report;
    },
  };
}
