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
 * The upsert counting one hit for each row of `keys` (a query yielding a column `key`) in the
 * window starting at `windowStart` (a SQL expression), returning each key's count after it.
 * A fragment, for statements that count hits alongside other work (the order limits).
 */
export function countHitsSql(keys: string, windowStart: string): string {
  return `INSERT INTO rate_limits (key, window_start, count)
       SELECT key, ${windowStart}, count(*) FROM (${keys}) AS k GROUP BY key
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + EXCLUDED.count
       RETURNING key, count`;
}

/** Start of the fixed window holding `at` (ms). */
export function windowStartOf(at: number, windowMs: number): number {
  return Math.floor(at / windowMs) * windowMs;
}

/**
 * The decision for each of `keys`, in order, from each key's count after all of them were
 * counted (countHitsSql's answer): a key given twice saw the lower count first.
 */
export function decisions(
  keys: readonly string[],
  counted: ReadonlyMap<string, number>,
  { limit, windowMs }: RateLimit,
  at: number,
): RateLimitDecision[] {
  const windowStart = windowStartOf(at, windowMs);
  const left = new Map<string, number>();
  for (const key of keys) left.set(key, (left.get(key) ?? 0) + 1);
  return keys.map((key) => {
    const remainingHere = (left.get(key) ?? 1) - 1;
    left.set(key, remainingHere);
    const count = (counted.get(key) ?? 1) - remainingHere;
    const allowed = count <= limit;
    return {
      allowed,
      remaining: Math.max(0, limit - count),
      retryAfterSeconds: allowed ? 0 : Math.ceil((windowStart + windowMs - at) / 1000),
    };
  });
}

/**
 * Fixed-window counters in Postgres, so every API process shares them. One upsert counts
 * and reads in a single statement, so concurrent hits never lose an increment.
 */
export function createRateLimiter(pool: pg.Pool, options: { now?: () => Date } = {}): RateLimiter {
  const now = options.now ?? (() => new Date());
  async function hitMany(keys: readonly string[], limit: RateLimit): Promise<RateLimitDecision[]> {
    if (keys.length === 0) return [];
    const at = now().getTime();
    // Prepared once per connection (every sign-in runs it).
    const { rows } = await pool.query<{ key: string; count: number }>({
      name: 'rate_limits_hit_many',
      text: countHitsSql('SELECT unnest($1::text[]) AS key', '$2::timestamptz'),
      values: [keys, new Date(windowStartOf(at, limit.windowMs))],
    });
    return decisions(keys, new Map(rows.map((r) => [r.key, r.count])), limit, at);
  }

  return {
    async hit(key, limit) {
      return (await hitMany([key], limit))[0] as RateLimitDecision;
    },
    hitMany,
    async count(key, windowMs) {
      const windowStart = windowStartOf(now().getTime(), windowMs);
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
