import type pg from 'pg';

/**
 * Password hashes, outside the event log. mustChangePassword is NOT kept here: it is a fact
 * an admin sets, not a secret, so it lives in the user's events (and so in tokens and audit).
 */
export interface Credentials {
  /** Stores (or replaces) the user's argon2id hash. */
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** Null when the user has no password (unknown or deleted). */
  getPasswordHash(userId: string): Promise<string | null>;
  deleteForUser(userId: string): Promise<void>;
}

export function createCredentials(pool: pg.Pool, options: { now?: () => Date } = {}): Credentials {
  const now = options.now ?? (() => new Date());
  return {
    async setPasswordHash(userId, passwordHash) {
      await pool.query(
        `INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET password_hash = $2, updated_at = $3`,
        [userId, passwordHash, now()],
      );
    },
    async getPasswordHash(userId) {
      const { rows } = await pool.query<{ password_hash: string }>(
        `SELECT password_hash FROM credentials WHERE user_id = $1`,
        [userId],
      );
      return rows[0]?.password_hash ?? null;
    },
    async deleteForUser(userId) {
      await pool.query(`DELETE FROM credentials WHERE user_id = $1`, [userId]);
    },
  };
}
