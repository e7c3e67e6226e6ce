import type pg from 'pg';
import type { Projection } from '@pickup/projections/runner/projection';
import type { RebuildOutcome, RebuildResult } from '@pickup/projections/runner/rebuild';
import { ProjectionRunner } from '@pickup/projections/runner/runner';
import type { CliDatabase } from './cli-database';
import { countPostgresEvents } from './event-count';
import { progressBar, type ProgressOutput } from './progress-bar';

export const USAGE = 'Usage: npm run rebuild -- <projection name | all> [more names…]';

/** Which projections the arguments name; an error message when one is unknown. */
export function selectProjections(
  args: readonly string[],
  projections: readonly Projection[],
): Projection[] | string {
  const names = args
    .flatMap((a) => a.split(','))
    .map((a) => a.trim())
    .filter(Boolean);
  if (names.length === 0) return USAGE;
  if (names.includes('all')) return [...projections];
  const unknown = names.filter((n) => !projections.some((p) => p.name === n));
  if (unknown.length > 0) {
    const known = projections.map((p) => p.name).join(', ');
    return `Unknown projection ${unknown.join(', ')}. Known: ${known}, or all`;
  }
  return projections.filter((p) => names.includes(p.name));
}

/** One line per table that differs, e.g. "orders: 3 rows only in the old tables". */
export function describeDiff(result: RebuildResult): string[] {
  return result.diff.flatMap((d) => {
    if (!d.comparable) {
      return [
        `  ${d.table}: not comparable (old rows ${d.liveRows ?? 'none'}, rebuilt ${d.rebuiltRows ?? 'none'})`,
      ];
    }
    if (!d.onlyLive && !d.onlyRebuilt) return [];
    return [
      `  ${d.table}: ${d.onlyLive} rows only in the old tables, ${d.onlyRebuilt} only in the rebuilt ones`,
    ];
  });
}

/**
 * The selected projections, largest (by events to replay) first, so that the small ones
 * fill in beside the long ones at the end.
 */
export async function largestFirst(
  pool: pg.Pool,
  selected: readonly Projection[],
): Promise<{ projection: Projection; events: number }[]> {
  const count = countPostgresEvents(pool);
  const sized = [];
  for (const projection of selected)
    sized.push({ projection, events: (await count(projection.filter)) ?? 0 });
  return sized.sort((a, b) => b.events - a.events);
}

/** What one finished rebuild means for the exit code, as lines to print. */
function verdict(name: string, outcome: RebuildOutcome): { ok: boolean; lines: string[] } {
  if (outcome instanceof Error) return { ok: false, lines: [`✘ ${name}: ${outcome.message}`] };
  if (!outcome) {
    return { ok: false, lines: [`✘ ${name}: another process is rebuilding it right now`] };
  }
  if (outcome.identical) {
    return {
      ok: true,
      lines: [
        `✔ ${name}: rebuilt to ${outcome.checkpoint || 'the start'}, identical to the previous rows`,
      ],
    };
  }
  return {
    ok: false,
    lines: [
      `✘ ${name}: rebuilt, but the rows differ from the previous ones:`,
      ...describeDiff(outcome),
    ],
  };
}

/**
 * Rebuilds the selected projections beside the live tables, all from one read of the log (a
 * running app keeps serving, its runners pick up the swapped tables); prints one progress bar
 * over them all and the verification of each. Returns the exit code: 0 when every rebuild
 * was identical.
 */
export async function runRebuild(
  db: CliDatabase,
  selected: readonly Projection[],
  out: ProgressOutput,
  batchSize?: number,
): Promise<number> {
  const runner = new ProjectionRunner({
    pool: db.pool,
    store: db.store,
    projections: [...selected],
    rebuildBatchSize: batchSize,
  });
  const queue = await largestFirst(db.pool, selected);
  const total = queue.reduce((sum, q) => sum + q.events, 0);
  const label = selected.length === 1 ? (selected[0]?.name ?? '') : 'all';
  const bar = progressBar(out, label, total);
  const applied = new Map<string, number>();
  const sum = () => [...applied.values()].reduce((a, b) => a + b, 0);
  let failures = 0;
  let running = queue.length;
  try {
    await runner.rebuildMany(
      queue.map((q) => q.projection.name),
      {
        onProgress: (name, n) => {
          applied.set(name, n);
          bar.update(sum());
        },
        onFinished: (name, outcome) => {
          const { ok, lines } = verdict(name, outcome);
          if (!ok) failures++;
          // The bar ends before the last verdict, which is then the last line printed.
          if (--running === 0) bar.finish(sum());
          bar.note(lines);
        },
      },
    );
  } finally {
    await runner.stop();
  }
  return failures === 0 ? 0 : 1;
}
