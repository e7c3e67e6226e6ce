import type { Projection } from '@pickup/projections/runner/projection';
import type { RebuildResult } from '@pickup/projections/runner/rebuild';
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
 * Rebuilds the selected projections one after another beside the live tables (a running app
 * keeps serving, its runners pick up the swapped tables); prints progress and the
 * verification of each. Returns the exit code: 0 when every rebuild was identical.
 */
export async function runRebuild(
  db: CliDatabase,
  selected: readonly Projection[],
  out: ProgressOutput,
  batchSize = 5000,
): Promise<number> {
  const runner = new ProjectionRunner({
    pool: db.pool,
    store: db.store,
    projections: [...selected],
    rebuildBatchSize: batchSize,
  });
  const count = countPostgresEvents(db.pool);
  let failures = 0;
  try {
    for (const p of selected) {
      const total = await count(p.filter);
      const bar = progressBar(out, p.name, total);
      let applied = 0;
      try {
        const result = await runner.rebuild(p.name, (n) => {
          applied = n;
          bar.update(n);
        });
        bar.finish(result?.applied ?? applied);
        if (!result) {
          failures++;
          out.write(`✘ ${p.name}: another process is rebuilding it right now\n`);
        } else if (result.identical) {
          out.write(
            `✔ ${p.name}: rebuilt to ${result.checkpoint || 'the start'}, identical to the previous rows\n`,
          );
        } else {
          failures++;
          out.write(`✘ ${p.name}: rebuilt, but the rows differ from the previous ones:\n`);
          for (const line of describeDiff(result)) out.write(`${line}\n`);
        }
      } catch (err) {
        failures++;
        bar.finish(applied);
        out.write(`✘ ${p.name}: ${(err as Error).message}\n`);
      }
    }
  } finally {
    await runner.stop();
  }
  return failures === 0 ? 0 : 1;
}
