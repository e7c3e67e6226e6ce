import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultTarget } from './fault-app';
import { startOrderLoad, type LoadReport } from './order-load';

export interface KillRound {
  /** From the kill to /readyz answering ready on a restarted Postgres, ms. */
  timeToReadyMs: number;
  acknowledged: number;
  /** What /readyz said while Postgres was down (e.g. not_ready, postgres restarting). */
  whileDown?: Readiness;
  /** Every /readyz answer from the kill to ready, as `status/postgres state` or `no answer`. */
  answers: string[];
  /** Acknowledged orders missing from the event store or from the customer's view. */
  lost: number;
  /** Orders stored more than once for one acknowledgement, or with no acknowledgement. */
  duplicated: number;
  report: LoadReport;
}

export interface KillOptions {
  /** Longest a client waits for one answer (the request deadline plus slack). */
  clientTimeoutMs: number;
  readyWithinMs: number;
}

export interface Readiness {
  status: string;
  postgres?: { state: string; restarts: number; lastExit?: string };
}

async function readiness(url: string): Promise<Readiness | null> {
  try {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
    return (await res.json()) as Readiness;
  } catch {
    return null;
  }
}

/**
 * `kill -9` of the postmaster while customers place orders: how long until the app is ready
 * again on its own, and whether every order it acknowledged is there exactly once.
 */
export async function killPostgresUnderLoad(
  app: FaultTarget,
  opts: KillOptions,
): Promise<KillRound> {
  const { pool } = app;
  const before = await pool.query<{ at: string }>(
    'SELECT COALESCE(max(global_position), 0)::text AS at FROM events',
  );
  const from = before.rows[0]?.at ?? '0';
  const restartsBefore = (await readiness(app.url))?.postgres?.restarts ?? 0;
  const load = startOrderLoad({
    url: app.url,
    tokens: app.customers,
    body: app.orderBody,
    clientTimeoutMs: opts.clientTimeoutMs,
  });
  let timeToReadyMs = -1;
  let whileDown: Readiness | undefined;
  const answers: string[] = [];
  try {
    await load.acknowledgedMore(5, 30_000);
    process.kill(app.postmasterPid(), 'SIGKILL');
    const killedAt = performance.now();
    while (performance.now() - killedAt < opts.readyWithinMs) {
      const now = await readiness(app.url);
      answers.push(now ? `${now.status}/${now.postgres?.state ?? '-'}` : 'no answer');
      if (now?.postgres?.state === 'restarting') whileDown ??= now;
      if (now?.status === 'ready' && (now.postgres?.restarts ?? 0) > restartsBefore) {
        timeToReadyMs = Math.round(performance.now() - killedAt);
        break;
      }
      await sleep(100);
    }
    if (timeToReadyMs < 0) throw new Error(`not ready ${opts.readyWithinMs} ms after the kill`);
    await load.acknowledgedMore(5, 30_000);
  } finally {
    await load.stop(30_000);
  }
  const report = load.report;
  const { rows } = await pool.query<{ stream_id: string; n: number }>(
    `SELECT stream_id, count(*)::int AS n FROM events
     WHERE type = 'OrderPlaced' AND global_position > $1 GROUP BY stream_id`,
    [from],
  );
  const stored = new Map(rows.map((r) => [r.stream_id.replace(/^order-/, ''), r.n]));
  let lost = 0;
  let duplicated = 0;
  const acknowledgedIds = new Set<string>();
  for (const { orderId, token } of report.acknowledged.values()) {
    acknowledgedIds.add(orderId);
    const seen = await fetch(`${app.url}/api/orders/${orderId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const times = stored.get(orderId) ?? 0;
    if (times === 0 || seen.status !== 200) lost += 1;
    if (times > 1) duplicated += times - 1;
  }
  // Two keys acknowledged with one order, or orders nobody was told about beyond the keys
  // given up on (which may have committed before their answer was lost).
  duplicated += report.acknowledged.size - acknowledgedIds.size;
  const unclaimed = [...stored.keys()].filter((id) => !acknowledgedIds.has(id)).length;
  duplicated += Math.max(0, unclaimed - report.unacknowledged.length);
  return {
    timeToReadyMs,
    whileDown,
    answers,
    acknowledged: report.acknowledged.size,
    lost,
    duplicated,
    report,
  };
}
