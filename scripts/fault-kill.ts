/**
 * The fault suite's Postgres kill (api/src/faults/kill-round.ts), repeated: `kill -9` of the
 * postmaster while customers place orders, N times (default 10), against an app process of
 * its own with its own embedded Postgres. Prints each round and the totals: kills, crashes
 * of the app, acknowledged orders lost or duplicated, 500s, time to ready.
 *
 *   npx tsx scripts/fault-kill.ts [rounds]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { REPO_ROOT } from '@pickup/api/config';
import type { FaultTarget } from '@pickup/api/faults/fault-app';
import { killPostgresUnderLoad } from '@pickup/api/faults/kill-round';

interface Served {
  url: string;
  customers: string[];
  orderBody: unknown;
  pgDir: string;
  pgPort: number;
}

interface Running {
  child: ChildProcess;
  target: FaultTarget;
  pool: pg.Pool;
  crashed: () => string | undefined;
}

async function serve(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/faults/serve-fault-app.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = `exit ${code ?? signal}: ${stderr.trim()}`));
  const served = await new Promise<Served>((ok, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) ok(JSON.parse(line) as Served);
    });
    child.once('exit', () => fail(new Error(`the fault app did not start: ${stderr}`)));
  });
  const pool = new pg.Pool({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${served.pgPort}/pickup`,
    max: 2,
  });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const target: FaultTarget = {
    url: served.url,
    customers: served.customers,
    orderBody: served.orderBody,
    pool,
    postmasterPid: () =>
      Number(readFileSync(join(served.pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
  };
  return { child, target, pool, crashed: () => exit };
}

async function main() {
  const rounds = Number(process.argv[2] ?? 10);
  const totals = { kills: 0, crashes: 0, acknowledged: 0, lost: 0, duplicated: 0, http500: 0 };
  const readyTimes: number[] = [];
  let running = await serve();
  for (let round = 1; round <= rounds; round++) {
    totals.kills += 1;
    try {
      const result = await killPostgresUnderLoad(running.target, {
        clientTimeoutMs: 10_000,
        readyWithinMs: 30_000,
      });
      const http500 = result.report.statuses.get(500) ?? 0;
      totals.acknowledged += result.acknowledged;
      totals.lost += result.lost;
      totals.duplicated += result.duplicated;
      totals.http500 += http500;
      readyTimes.push(result.timeToReadyMs);
      console.log(
        `round ${round}: ready in ${result.timeToReadyMs} ms, ${result.acknowledged} acknowledged, ` +
          `${result.lost} lost, ${result.duplicated} duplicated, answers ${JSON.stringify(
            Object.fromEntries(result.report.statuses),
          )}, slowest ${Math.round(result.report.slowestMs)} ms`,
      );
    } catch (err) {
      console.log(`round ${round}: failed: ${(err as Error).message}`);
    }
    await sleep(500);
    const crash = running.crashed();
    if (crash) {
      totals.crashes += 1;
      console.log(`round ${round}: the app crashed (${crash}); starting it again`);
      await running.pool.end();
      running = await serve();
    }
  }
  running.child.kill('SIGTERM');
  await running.pool.end();
  const sorted = [...readyTimes].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      ...totals,
      timeToReadyMs: {
        min: sorted[0],
        median: sorted[Math.floor(sorted.length / 2)],
        max: sorted.at(-1),
      },
    }),
  );
}

await main();
