/** One caller's outcome within a batch. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface BatcherOptions {
  /** Batches allowed in flight at once; callers arriving meanwhile wait for the next one. */
  maxInFlight?: number;
  /** Most items in one batch. */
  maxBatch?: number;
}

/**
 * Turns many concurrent single calls into few batched ones: an item is sent at once when
 * fewer than `maxInFlight` batches are running, otherwise it waits and goes with everything
 * else that arrived meanwhile. Idle, a call costs what it did alone; under load, a round trip
 * carries many callers (group commit). `run` answers each item in the order given.
 */
export function batcher<I, O>(
  run: (items: readonly I[]) => Promise<readonly Settled<O>[]>,
  options: BatcherOptions = {},
): (item: I) => Promise<O> {
  const maxInFlight = options.maxInFlight ?? 1;
  const maxBatch = options.maxBatch ?? 64;
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let inFlight = 0;

  const flush = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight++;
      run(batch.map((w) => w.item))
        .then(
          (results) =>
            batch.forEach((w, i) => {
              const r = results[i];
              if (!r) w.reject(new Error('batch answered fewer items than it was given'));
              else if (r.ok) w.resolve(r.value);
              else w.reject(r.error);
            }),
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          inFlight--;
          flush();
        });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      flush();
    });
}

/** Settles every item by calling `one` on it alone (the fallback when a batch fails). */
export async function eachAlone<I, O>(
  items: readonly I[],
  one: (item: I) => Promise<O>,
): Promise<Settled<O>[]> {
  return Promise.all(
    items.map((item) =>
      one(item).then(
        (value): Settled<O> => ({ ok: true, value }),
        (error: unknown): Settled<O> => ({ ok: false, error }),
      ),
    ),
  );
}

/** A batcher of lookups by key: one `loadMany` over the distinct keys asked meanwhile. */
export function keyedLoader<K, V>(
  loadMany: (keys: readonly K[]) => Promise<Map<K, V>>,
  options: BatcherOptions = {},
): (key: K) => Promise<V | undefined> {
  return batcher<K, V | undefined>(async (keys) => {
    const found = await loadMany([...new Set(keys)]);
    return keys.map((key) => ({ ok: true, value: found.get(key) }));
  }, options);
}
