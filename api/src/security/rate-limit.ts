import type pg from 'pg';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits left in the current window after this one. */
  remaining: number;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` (e.g. `login:ip:1.2.3.4`) and says whether it may proceed. */
  hit(key: string, limit: RateLimit): Promise<RateLimitDecision>;
  /**
   * Counts one attempt for each key in one statement (many callers' checks at once); a key
   * given twice counts twice, the later one seeing the higher count.
   */
  hitMany(keys: readonly string[], limit: RateLimit): Promise<RateLimitDecision[]>;
  /** The key's count in the current window, without counting. */
  count(key: string, windowMs: number): Promise<number>;
  /** Forgets the key's counts, e.g. failed logins after a successful one. */
  reset(key: string): Promise<void>;
  /** Deletes windows that ended before `before`; run now and then. */
  prune(before: Date): Promise<number>;
}

/**
 * Fixed-window counters in Postgres, so every API process shares them. One upsert counts
 * and reads in a single statement, so concurrent hits never lose an increment.
 */
export function createRateLimiter(pool: pg.Pool, options: { now?: () => Date } = {}): RateLimiter {
  const now = options.now ?? (() => new Date());
  async function hitMany(
    keys: readonly string[],
    { limit, windowMs }: RateLimit,
  ): Promise<RateLimitDecision[]> {
    if (keys.length === 0) return [];
    const at = now().getTime();
    const windowStart = Math.floor(at / windowMs) * windowMs;
    // Prepared once per connection (every order and sign-in runs it).
    const { rows } = await pool.query<{ key: string; count: number }>({
      name: 'rate_limits_hit_many',
      text: `INSERT INTO rate_limits (key, window_start, count)
       SELECT key, $2, count(*) FROM unnest($1::text[]) AS k(key) GROUP BY key
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + EXCLUDED.count
       RETURNING key, count`,
      values: [keys, new Date(windowStart)],
    });
    // Each key's final count; its earlier occurrences in `keys` saw the counts before it.
    const last = new Map(rows.map((r) => [r.key, r.count]));
    const left = new Map<string, number>();
    for (const key of keys) left.set(key, (left.get(key) ?? 0) + 1);
    return keys.map((key) => {
      const remainingHere = (left.get(key) ?? 1) - 1;
      left.set(key, remainingHere);
      const count = (last.get(key) ?? 1) - remainingHere;
      const allowed = count <= limit;
      return {
        allowed,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: allowed ? 0 : Math.ceil((windowStart + windowMs - at) / 1000),
      };
    });
  }

  return {
    async hit(key, limit) {
      return (await hitMany([key], limit))[0] as RateLimitDecision;
    },
    hitMany,
    async count(key, windowMs) {
      const windowStart = Math.floor(now().getTime() / windowMs) * windowMs;
      const { rows } = await pool.query<{ count: number }>(
        `SELECT count FROM rate_limits WHERE key = $1 AND window_start = $2`,
        [key, new Date(windowStart)],
      );
      return rows[0]?.count ?? 0;
    },
    async reset(key) {
      await pool.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
    },
    async prune(before) {
      const r = await pool.query(`DELETE FROM rate_limits WHERE window_start < $1`, [before]);
      return r.rowCount ?? 0;
    },
  };
}
