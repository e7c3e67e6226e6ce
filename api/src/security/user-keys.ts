import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { Lru } from '../db/lru';

export interface UserKeys {
  /** The user's data key, created on first use; null once destroyed. */
  keyFor(userId: string): Promise<Buffer | null>;
  /** The user's data key if one exists and is not destroyed; never creates one. */
  existingKey(userId: string): Promise<Buffer | null>;
  /** Crypto-shredding: every value encrypted with this key becomes unreadable, for good. */
  destroy(userId: string): Promise<void>;
}

export interface UserKeysOptions {
  /**
   * 32 bytes that wrap every data key, kept outside the database (config), so a copy of the
   * database alone reads nothing. Without it keys are stored as they are.
   */
  masterKey?: Buffer;
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
  wrapped: boolean;
}

/** Per-user AES-256 data keys in `user_keys`. */
export function createUserKeys(pool: pg.Pool, options: UserKeysOptions = {}): UserKeys {
  const now = options.now ?? (() => new Date());
  const master = options.masterKey;
  if (master && master.length !== 32) throw new Error('PII master key must be 32 bytes');
  // Destruction is final, so remembering it in-process can never serve a stale answer.
  const destroyed = new Set<string>();
  const cacheMs = options.cacheMs ?? 1_000;
  const cache = new Lru<string, { key: Buffer; until: number }>(CACHE_ENTRIES);

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
    if (!row.wrapped) return row.key;
    if (!master) throw new Error('user keys are wrapped but no PII master key is configured');
    const iv = row.key.subarray(0, 12);
    const tag = row.key.subarray(12, 28);
    const decipher = createDecipheriv('aes-256-gcm', master, iv, { authTagLength: 16 }).setAAD(
      Buffer.from(userId),
    );
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(row.key.subarray(28)), decipher.final()]);
  }

  function wrap(userId: string, key: Buffer): Buffer {
    if (!master) return key;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', master, iv).setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  async function existingKey(userId: string): Promise<Buffer | null> {
    if (destroyed.has(userId)) return null;
    const hit = cached(userId);
    if (hit) return hit;
    const { rows } = await pool.query<KeyRow>(
      `SELECT key, wrapped FROM user_keys WHERE user_id = $1`,
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
        `INSERT INTO user_keys (user_id, key, wrapped, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING`,
        [userId, wrap(userId, randomBytes(32)), master !== undefined, now()],
      );
      return existingKey(userId);
    },
    async destroy(userId) {
      await pool.query(
        `INSERT INTO user_keys (user_id, key, wrapped, created_at, destroyed_at)
         VALUES ($1, NULL, false, $2, $2)
         ON CONFLICT (user_id) DO UPDATE SET key = NULL, destroyed_at = $2
         WHERE user_keys.destroyed_at IS NULL`,
        [userId, now()],
      );
      // Every read checks `destroyed` before the cache, so a key cached meanwhile is dead too.
      destroyed.add(userId);
      cache.delete(userId);
    },
  };
}
