/** One item of a batch: it creates the row of `key`, or changes it. */
export type RunItem<Create, Change> =
  { key: string; create: Create } | { key: string; change: Change };

/**
 * Applies a batch as runs of creations (one call) followed by changes (another call). Rows
 * of different keys do not interact, so a run ends early only where a creation follows a
 * change to its own key (that change found no row, or the one the creation then leaves alone).
 */
export async function applyInRuns<Create, Change>(
  items: Iterable<RunItem<Create, Change>>,
  apply: (creates: Create[], changes: Change[]) => Promise<void>,
): Promise<void> {
  let creates: Create[] = [];
  let changes: Change[] = [];
  const changed = new Set<string>();
  const flush = async () => {
    if (creates.length > 0 || changes.length > 0) await apply(creates, changes);
    creates = [];
    changes = [];
    changed.clear();
  };
  for (const item of items) {
    if ('create' in item) {
      if (changed.has(item.key)) await flush();
      creates.push(item.create);
    } else {
      changes.push(item.change);
      changed.add(item.key);
    }
  }
  await flush();
}
