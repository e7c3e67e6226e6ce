import { LRUCache } from 'lru-cache';

/**
 * Each key's value kept for `ttlMs` after it was loaded (at most `capacity` keys, the least
 * recently used forgotten first). Calls for a key being loaded share that load; a failed load is not kept.
 * For lookups whose staleness the caller can detect and correct (see order-facts.ts).
 */
export function remembered<K extends NonNullable<unknown>, V>(
  load: (key: K) => Promise<V>,
  options: { ttlMs: number; capacity?: number; now?: () => number },
): (key: K) => Promise<V> {
  const { ttlMs, capacity = 1_000, now = Date.now } = options;
  const kept = new LRUCache<K, { at: number; value: Promise<V> }>({ max: capacity });
  return (key) => {
    const entry = kept.get(key);
    if (entry && now() - entry.at < ttlMs) return entry.value;
    const value = load(key);
    const fresh = { at: now(), value };
    kept.set(key, fresh);
    value.catch(() => {
      if (kept.get(key) === fresh) kept.delete(key);
    });
    return value;
  };
}
