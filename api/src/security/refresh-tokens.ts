import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** However often it refreshes, a session ends this long after its sign-in. */
export const MAX_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

export interface RefreshTokenOptions {
  now?: () => Date;
  ttlMs?: number;
  maxSessionMs?: number;
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

export type RotateResult =
  | ({ ok: true; userId: string } & IssuedRefreshToken)
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface RefreshTokens {
  /** Starts a new session (a new family) for a user who just proved who they are. */
  issue(userId: string): Promise<IssuedRefreshToken>;
  /**
   * Exchanges a live token for a new one in the same family. Presenting a token that was
   * already exchanged means it leaked: the whole family is revoked and the call fails.
   */
  rotate(token: string): Promise<RotateResult>;
  /** Logout of one session: revokes the family the token belongs to (unknown tokens: no-op). */
  revokeFamilyOf(token: string): Promise<void>;
  revokeFamily(familyId: string): Promise<void>;
  /** Logout everywhere, password reset, account deletion. Returns the number of tokens revoked. */
  revokeAllForUser(userId: string): Promise<number>;
}

interface TokenRow {
  family_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/** Opaque refresh tokens; only their sha256 is stored, so a database leak yields no sessions. */
export function createRefreshTokens(
  pool: pg.Pool,
  options: RefreshTokenOptions = {},
): RefreshTokens {
  const now = options.now ?? (() => new Date());
  const ttlMs = options.ttlMs ?? REFRESH_TOKEN_TTL_MS;
  const maxSessionMs = options.maxSessionMs ?? MAX_SESSION_MS;

  async function insert(
    db: pg.Pool | pg.PoolClient,
    userId: string,
    familyId: string,
    sessionStart?: Date,
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const issuedAt = now();
    const sessionEnd = (sessionStart ?? issuedAt).getTime() + maxSessionMs;
    const expiresAt = new Date(Math.min(issuedAt.getTime() + ttlMs, sessionEnd));
    await db.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, user_id, issued_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [digest(token), familyId, userId, issuedAt, expiresAt],
    );
    return { token, familyId, expiresAt };
  }

  async function revokeFamily(db: pg.Pool | pg.PoolClient, familyId: string): Promise<void> {
    await db.query(
      `UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`,
      [familyId, now()],
    );
  }

  return {
    issue: (userId) => insert(pool, userId, randomUUID()),

    async rotate(token) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // The row lock makes two concurrent rotations of one token queue: the second sees used_at.
        const { rows } = await client.query<TokenRow>(
          `SELECT family_id, user_id, expires_at, used_at, revoked_at
             FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
          [digest(token)],
        );
        const row = rows[0];
        let result: RotateResult;
        if (!row) result = { ok: false, reason: 'unknown' };
        else if (row.revoked_at) result = { ok: false, reason: 'revoked' };
        else if (row.used_at) {
          await revokeFamily(client, row.family_id);
          result = { ok: false, reason: 'reused' };
        } else if (row.expires_at.getTime() <= now().getTime())
          result = { ok: false, reason: 'expired' };
        else {
          await client.query(`UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1`, [
            digest(token),
            now(),
          ]);
          // The family's first token is its sign-in: the next one expires by then + the cap.
          const { rows: started } = await client.query<{ at: Date }>(
            `SELECT min(issued_at) AS at FROM refresh_tokens WHERE family_id = $1`,
            [row.family_id],
          );
          const next = await insert(client, row.user_id, row.family_id, started[0]?.at);
          result = { ok: true, userId: row.user_id, ...next };
        }
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },

    async revokeFamilyOf(token) {
      const { rows } = await pool.query<{ family_id: string }>(
        `SELECT family_id FROM refresh_tokens WHERE token_hash = $1`,
        [digest(token)],
      );
      if (rows[0]) await revokeFamily(pool, rows[0].family_id);
    },

    revokeFamily: (familyId) => revokeFamily(pool, familyId),

    async revokeAllForUser(userId) {
      const r = await pool.query(
        `UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
        [userId, now()],
      );
      return r.rowCount ?? 0;
    },
  };
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
