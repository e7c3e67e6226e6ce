import type { RecordedEvent } from '@pickup/domain/eventstore/types';

/** What `applyInRuns` does with an event: nothing, on its own, or as part of a run. */
export type RunStep<T> = { bulk: T } | 'skip' | 'alone';

/**
 * Applies events in log order for an `applyMany`: each stretch of events that `step` turns
 * into bulk items goes to `flush` in one call, any other event goes to `alone` by itself,
 * flushing what came before it first. Events marked 'skip' change nothing and so do not cut
 * a run. Rows end up as if every event were applied one by one.
 */
export async function applyInRuns<T>(
  events: readonly RecordedEvent[],
  step: (event: RecordedEvent) => RunStep<T>,
  flush: (items: T[]) => Promise<void>,
  alone: (event: RecordedEvent) => Promise<void>,
): Promise<void> {
  let run: T[] = [];
  for (const event of events) {
    const s = step(event);
    if (s === 'skip') continue;
    if (s !== 'alone') {
      run.push(s.bulk);
      continue;
    }
    if (run.length > 0) await flush(run);
    run = [];
    await alone(event);
  }
  if (run.length > 0) await flush(run);
}
