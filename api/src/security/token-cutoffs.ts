import type pg from 'pg';
import type { TokenVerifier } from '../http/actor';
import type { RefreshTokens } from './refresh-tokens';
import type { AccessTokens } from './tokens';

/** NOTIFY channel: a user's tokens were cut off (payload: the user id); sockets close. */
export const TOKEN_CUTOFF_CHANNEL = 'pickup_token_cutoff';

export interface TokenCutoffs {
  /**
   * Every access token of `userId` issued before now stops working at once, in every process
   * (logout, password change, deletion, a change of role or of what they own). The user's
   * open sockets are closed through TOKEN_CUTOFF_CHANNEL; a client signs in again or refreshes.
   */
  cutOff(userId: string): Promise<void>;
  /** When the user's tokens must have been issued after (ms since the epoch), if ever set. */
  validAfter(userId: string): Promise<number | undefined>;
}

export function createTokenCutoffs(pool: pg.Pool, opts: { now?: () => Date } = {}): TokenCutoffs {
  const now = opts.now ?? (() => new Date());
  return {
    async cutOff(userId) {
      // One statement: the cutoff and its notice commit together (NOTIFY is sent on commit).
      await pool.query(
        `WITH cut AS (
           INSERT INTO token_cutoffs (user_id, valid_after) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE
             SET valid_after = GREATEST(token_cutoffs.valid_after, EXCLUDED.valid_after)
           RETURNING user_id)
         SELECT pg_notify($3, user_id) FROM cut`,
        [userId, now(), TOKEN_CUTOFF_CHANNEL],
      );
    },
    async validAfter(userId) {
      const { rows } = await pool.query<{ valid_after: Date }>(
        `SELECT valid_after FROM token_cutoffs WHERE user_id = $1`,
        [userId],
      );
      return rows[0]?.valid_after.getTime();
    },
  };
}

/**
 * The request's token check: a valid signature is not enough, the token must also be newer
 * than its user's cutoff. One indexed read per authenticated request, so that a logout or a
 * demotion holds on every process at once instead of after the token's 15 minutes.
 */
export function cutoffAwareVerifier(access: AccessTokens, cutoffs: TokenCutoffs): TokenVerifier {
  return async (token) => {
    const checked = await access.inspect(token);
    if (!checked) return null;
    const after = await cutoffs.validAfter(checked.actor.userId);
    return after !== undefined && checked.issuedAtMs < after ? null : checked.actor;
  };
}

/** Refresh tokens whose "end every session" also cuts off the access tokens already out. */
export function withAccessCutoff(refresh: RefreshTokens, cutoffs: TokenCutoffs): RefreshTokens {
  return {
    ...refresh,
    async revokeAllForUser(userId) {
      await cutoffs.cutOff(userId);
      return refresh.revokeAllForUser(userId);
    },
  };
}
