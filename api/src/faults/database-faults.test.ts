import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultApp, type FaultApp } from './fault-app';
import { killPostgresUnderLoad } from './kill-round';

/**
 * The database failing under a running app (issue 29). The app has its own embedded Postgres
 * (fault-app.ts), so killing or stopping it disturbs no other test file.
 */
const DEADLINE_MS = 3_000;
/** A loaded two-core machine answers late; a request may take its deadline plus this. */
const SLACK_MS = 7_000;

let app: FaultApp;
beforeAll(async () => {
  app = await startFaultApp({
    REQUEST_DEADLINE_MS: String(DEADLINE_MS),
    DB_STATEMENT_TIMEOUT_MS: '2000',
    // Down for 3 s at least after a kill, so /readyz is seen saying so on a busy machine too.
    EMBEDDED_PG_RESTART_MS: '3000',
  });
}, 120_000);
afterAll(() => app?.close(), 60_000);

describe('when the postmaster is killed while orders are placed', () => {
  it('stays up, answers 503 (never 500) meanwhile, is ready again by itself within 30 s and keeps every acknowledged order once', async () => {
    const round = await killPostgresUnderLoad(app, {
      clientTimeoutMs: DEADLINE_MS + SLACK_MS,
      readyWithinMs: 30_000,
    });
    expect(round.timeToReadyMs).toBeGreaterThan(0);
    expect(round.timeToReadyMs).toBeLessThan(30_000);
    expect(round.whileDown, `/readyz said: ${round.answers.join(', ')}`).toMatchObject({
      status: 'not_ready',
      postgres: { state: 'restarting', lastExit: 'signal SIGKILL' },
    });
    const { statuses } = round.report;
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].every((s) => s === 'network' || s === 503 || s < 300)).toBe(true);
    expect(round.acknowledged).toBeGreaterThanOrEqual(10);
    expect(round.report.unacknowledged).toEqual([]);
    expect({ lost: round.lost, duplicated: round.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  }, 120_000);
});

describe('when Postgres is stopped (SIGSTOP)', () => {
  it('answers every request within its deadline, and the orders sent meanwhile go through once retried', async () => {
    const customer = app.customers[0] ?? '';
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${customer}` };
    const body = JSON.stringify(app.orderBody);
    const keys = ['stopped-1', 'stopped-2', 'stopped-3'];
    const pids = app.postgresPids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    let answers: { status: number | string; ms: number }[];
    try {
      const timed = async (send: () => Promise<Response>) => {
        const started = performance.now();
        const status = await send().then(
          (res) => res.status,
          (err: Error) => err.name,
        );
        return { status, ms: performance.now() - started };
      };
      const signal = () => AbortSignal.timeout(DEADLINE_MS + SLACK_MS + 10_000);
      answers = await Promise.all([
        ...keys.map((key) =>
          timed(() =>
            fetch(`${app.url}/api/orders`, {
              method: 'POST',
              headers: { ...headers, 'idempotency-key': key },
              body,
              signal: signal(),
            }),
          ),
        ),
        ...[1, 2, 3].map(() =>
          timed(() => fetch(`${app.url}/api/orders`, { headers, signal: signal() })),
        ),
      ]);
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 503));
    for (const a of answers) expect(a.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);

    // Sent again with the same keys, each becomes exactly one order.
    const orderIds = new Set<string>();
    for (const key of keys) {
      for (let tries = 0; ; tries++) {
        const res = await fetch(`${app.url}/api/orders`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body,
        });
        if (res.status < 300) {
          orderIds.add(res.headers.get('location') ?? '');
          break;
        }
        expect(res.status).toBe(503);
        expect(tries).toBeLessThan(100);
        await sleep(300);
      }
    }
    expect(orderIds.size).toBe(keys.length);
  }, 120_000);
});
