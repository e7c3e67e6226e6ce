import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { LRUCache } from 'lru-cache';
import { masterKeyById, unwrapDataKey, wrapDataKey, type Keyring } from './master-keys';

export interface UserKeys {
  /** The user's data key, created on first use; null once destroyed. */
  keyFor(userId: string): Promise<Buffer | null>;
  /** The user's data key if one exists and is not destroyed; never creates one. */
  existingKey(userId: string): Promise<Buffer | null>;
  /** Crypto-shredding: every value encrypted with this key becomes unreadable, for good. */
  destroy(userId: string): Promise<void>;
}

export interface UserKeysOptions {
  now?: () => Date;
  /**
   * How long a key read from the table is reused without asking again (replays read one
   * user's events in bursts). A destroy in this process drops it at once; one in another
   * process is seen within this time. 0 turns the cache off.
   */
  cacheMs?: number;
}

/** Keys kept at most; the least recently used goes first. */
const CACHE_ENTRIES = 2_000;

interface KeyRow {
  key: Buffer | null;
  master_key_id: string | null;
}

/**
 * Per-owner AES-256 data keys in `user_keys`, each stored wrapped by a master key from the
 * configuration (`keyring`), so a copy of the database alone decrypts nothing. An owner is a
 * user id, or `message-{id}` for a message from someone not signed in.
 */
export function createUserKeys(
  pool: pg.Pool,
  keyring: Keyring,
  options: UserKeysOptions = {},
): UserKeys {
  const now = options.now ?? (() => new Date());
  // Destruction is final, so remembering it in-process can never serve a stale answer.
  const destroyed = new Set<string>();
  const cacheMs = options.cacheMs ?? 1_000;
  const cache = new LRUCache<string, { key: Buffer; until: number }>({ max: CACHE_ENTRIES });

  function cached(userId: string): Buffer | null {
    const hit = cache.get(userId);
    if (!hit) return null;
    if (hit.until > performance.now()) return hit.key;
    cache.delete(userId);
    return null;
  }

  function remember(userId: string, key: Buffer): void {
    if (cacheMs <= 0) return;
    cache.set(userId, { key, until: performance.now() + cacheMs });
  }

  function unwrap(userId: string, row: KeyRow | undefined): Buffer | null {
    if (!row || row.key === null) {
      if (row) destroyed.add(userId);
      return null;
    }
    // A key from before wrapping existed; start-up wraps those (wrapLegacyDataKeys).
    if (row.master_key_id === null) return row.key;
    return unwrapDataKey(masterKeyById(keyring, row.master_key_id), userId, row.key);
  }

  async function existingKey(userId: string): Promise<Buffer | null> {
    if (destroyed.has(userId)) return null;
    const hit = cached(userId);
    if (hit) return hit;
    const { rows } = await pool.query<KeyRow>(
      `SELECT key, master_key_id FROM user_keys WHERE user_id = $1`,
      [userId],
    );
    const key = unwrap(userId, rows[0]);
    if (key) remember(userId, key);
    return key;
  }

  return {
    existingKey,
    async keyFor(userId) {
      if (destroyed.has(userId)) return null;
      const hit = cached(userId);
      if (hit) return hit;
      // Concurrent first uses race on the insert; everyone then reads the winner's key.
      await pool.query(
        `INSERT INTO user_keys (user_id, key, master_key_id, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING`,
        [userId, wrapDataKey(keyring.current, userId, randomBytes(32)), keyring.current.id, now()],
      );
      return existingKey(userId);
    },
    async destroy(userId) {
      await pool.query(
        `INSERT INTO user_keys (user_id, key, created_at, destroyed_at)
         VALUES ($1, NULL, $2, $2)
         ON CONFLICT (user_id) DO UPDATE SET key = NULL, master_key_id = NULL, destroyed_at = $2
         WHERE user_keys.destroyed_at IS NULL`,
        [userId, now()],
      );
      // Every read checks `destroyed` before the cache, so a key cached meanwhile is dead too.
      destroyed.add(userId);
      cache.delete(userId);
    },
  };
}
