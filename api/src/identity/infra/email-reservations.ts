import type pg from 'pg';

/**
 * One account per email: a sign-up claims its email here BEFORE appending UserRegistered, so
 * of two concurrent sign-ups only one gets past this point. The table is also how login finds
 * a user by email, since emails in events are encrypted.
 *
 * A deleted account releases its email, which may then be used again: the row is personal
 * data, and keeping it would outlive the crypto-shredded account.
 */
export interface EmailReservations {
  /**
   * True when `email` is now reserved for `userId` (also when it already was);
   * false when another user holds it.
   */
  claim(email: string, userId: string): Promise<boolean>;
  /** Frees the email if `userId` holds it: after a failed sign-up, or the old email after a change. */
  release(email: string, userId: string): Promise<void>;
  /** Frees every email of the user (account deletion). */
  releaseAllForUser(userId: string): Promise<void>;
  findUserId(email: string): Promise<string | null>;
}

const normalize = (email: string) => email.trim().toLowerCase();

export function createEmailReservations(
  pool: pg.Pool,
  options: { now?: () => Date } = {},
): EmailReservations {
  const now = options.now ?? (() => new Date());
  async function findUserId(email: string): Promise<string | null> {
    const { rows } = await pool.query<{ user_id: string }>(
      `SELECT user_id FROM email_reservations WHERE email = $1`,
      [normalize(email)],
    );
    return rows[0]?.user_id ?? null;
  }
  return {
    async claim(email, userId) {
      // ON CONFLICT DO NOTHING waits for a concurrent claim to commit, then sees its row.
      const inserted = await pool.query(
        `INSERT INTO email_reservations (email, user_id, reserved_at) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING`,
        [normalize(email), userId, now()],
      );
      if (inserted.rowCount === 1) return true;
      return (await findUserId(email)) === userId;
    },
    async release(email, userId) {
      await pool.query(`DELETE FROM email_reservations WHERE email = $1 AND user_id = $2`, [
        normalize(email),
        userId,
      ]);
    },
    async releaseAllForUser(userId) {
      await pool.query(`DELETE FROM email_reservations WHERE user_id = $1`, [userId]);
    },
    findUserId,
  };
}
