import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { CODE_LENGTH, CODE_RESEND_MS } from '@pickup/domain/identity/constants';
import {
  afterCodeCheck,
  canSendCode,
  checkCode,
  checkResetToken,
  newCodeRecord,
  newResetRecord,
  type CodeCheck,
  type CodePurpose,
  type CodeRecord,
  type ResetCheck,
} from '@pickup/domain/identity/verification';

export interface VerificationCodesOptions {
  /** Server-side secret mixed into every code hash, so a leaked table cannot be brute-forced offline. */
  pepper: string;
  now?: () => Date;
}

export type IssueCodeResult =
  { ok: true; code: string; expiresAt: Date } | { ok: false; retryAfterSeconds: number };

export interface CodeCheckResult {
  outcome: CodeCheck;
  /** The email or phone the code was sent to (null when none was sent). */
  target: string | null;
}

export type ResetConsumeResult =
  { outcome: 'ok'; userId: string; target: string } | { outcome: Exclude<ResetCheck, 'ok'> };

export interface VerificationCodes {
  /** A fresh 6-digit code for `target`, unless one was sent for this purpose under a minute ago. */
  issueCode(userId: string, purpose: CodePurpose, target: string): Promise<IssueCodeResult>;
  /** Counts one try against the user's live code; 'ok' uses the code up. */
  checkCode(userId: string, purpose: CodePurpose, code: string): Promise<CodeCheckResult>;
  /** A single-use reset token (for the emailed link); it replaces any earlier one. */
  issueResetToken(userId: string, email: string): Promise<{ token: string; expiresAt: Date }>;
  /** Uses up the reset token and says whose it was. */
  consumeResetToken(token: string): Promise<ResetConsumeResult>;
  deleteForUser(userId: string): Promise<void>;
}

interface CodeRow {
  target: string;
  code_hash: string;
  sent_at: Date;
  expires_at: Date;
  attempts: number;
  used_at: Date | null;
}

const toRecord = (r: CodeRow): CodeRecord => ({
  codeHash: r.code_hash,
  sentAt: r.sent_at,
  expiresAt: r.expires_at,
  attempts: r.attempts,
  usedAt: r.used_at,
});

/** Codes and reset tokens, hashed with a pepper; the rules are the domain's (verification.ts). */
export function createVerificationCodes(
  pool: pg.Pool,
  options: VerificationCodesOptions,
): VerificationCodes {
  const now = options.now ?? (() => new Date());
  const hash = (purpose: string, secret: string) =>
    createHmac('sha256', options.pepper).update(`${purpose}:${secret}`).digest('hex');

  async function inTransaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  const selectForUpdate = (c: pg.PoolClient, userId: string, purpose: string) =>
    c
      .query<CodeRow>(
        `SELECT target, code_hash, sent_at, expires_at, attempts, used_at
           FROM verification_codes WHERE user_id = $1 AND purpose = $2 FOR UPDATE`,
        [userId, purpose],
      )
      .then((r) => r.rows[0] ?? null);

  return {
    issueCode: (userId, purpose, target) =>
      inTransaction(async (c) => {
        const at = now();
        const last = await selectForUpdate(c, userId, purpose);
        const decision = canSendCode(last && toRecord(last), at);
        if (!decision.ok) return decision;
        const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
        const record = newCodeRecord(hash(purpose, code), at);
        // With no row to lock, a concurrent send may insert first: then it is the one sent.
        const written = await c.query(
          `INSERT INTO verification_codes
             (user_id, purpose, target, code_hash, sent_at, expires_at, attempts, used_at)
           VALUES ($1, $2, $3, $4, $5, $6, 0, NULL)
           ON CONFLICT (user_id, purpose) DO UPDATE SET target = $3, code_hash = $4,
             sent_at = $5, expires_at = $6, attempts = 0, used_at = NULL
           WHERE $7::boolean`,
          [userId, purpose, target, record.codeHash, record.sentAt, record.expiresAt, !!last],
        );
        if (written.rowCount === 0) return { ok: false, retryAfterSeconds: CODE_RESEND_MS / 1000 };
        return { ok: true, code, expiresAt: record.expiresAt };
      }),

    checkCode: (userId, purpose, code) =>
      inTransaction(async (c) => {
        const at = now();
        const row = await selectForUpdate(c, userId, purpose);
        const record = row && toRecord(row);
        const matches = row !== null && sameHash(row.code_hash, hash(purpose, code));
        const outcome = checkCode(record, matches, at);
        if (record) {
          const next = afterCodeCheck(record, outcome, at);
          await c.query(
            `UPDATE verification_codes SET attempts = $3, used_at = $4
              WHERE user_id = $1 AND purpose = $2`,
            [userId, purpose, next.attempts, next.usedAt],
          );
        }
        return { outcome, target: row?.target ?? null };
      }),

    async issueResetToken(userId, email) {
      const token = randomBytes(32).toString('base64url');
      const record = newResetRecord(hash('password_reset', token), now());
      await pool.query(
        `INSERT INTO verification_codes
           (user_id, purpose, target, code_hash, sent_at, expires_at, attempts, used_at)
         VALUES ($1, 'password_reset', $2, $3, $4, $5, 0, NULL)
         ON CONFLICT (user_id, purpose) DO UPDATE SET target = $2, code_hash = $3,
           sent_at = $4, expires_at = $5, attempts = 0, used_at = NULL`,
        [userId, email, record.tokenHash, now(), record.expiresAt],
      );
      return { token, expiresAt: record.expiresAt };
    },

    consumeResetToken: (token) =>
      inTransaction(async (c) => {
        const at = now();
        const { rows } = await c.query<CodeRow & { user_id: string }>(
          `SELECT user_id, target, code_hash, sent_at, expires_at, attempts, used_at
             FROM verification_codes WHERE purpose = 'password_reset' AND code_hash = $1
           FOR UPDATE`,
          [hash('password_reset', token)],
        );
        const row = rows[0];
        if (!row) return { outcome: 'invalid' };
        const outcome = checkResetToken(
          { tokenHash: row.code_hash, expiresAt: row.expires_at, usedAt: row.used_at },
          at,
        );
        if (outcome !== 'ok') return { outcome };
        await c.query(
          `UPDATE verification_codes SET used_at = $2
            WHERE user_id = $1 AND purpose = 'password_reset'`,
          [row.user_id, at],
        );
        return { outcome: 'ok', userId: row.user_id, target: row.target };
      }),

    async deleteForUser(userId) {
      await pool.query(`DELETE FROM verification_codes WHERE user_id = $1`, [userId]);
    },
  };
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
