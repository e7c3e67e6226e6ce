import type pg from 'pg';
import type { Migration } from '../db/migrate';

export const storageMigrations: readonly Migration[] = [
  {
    id: 'storage/001_upload_records',
    // One row per S3 upload form handed out: whose it is, and whether it was confirmed.
    sql: `
CREATE TABLE upload_records (
  id uuid PRIMARY KEY,
  object_key text NOT NULL,
  user_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE INDEX upload_records_expiry ON upload_records (expires_at);
`,
  },
];

/** A confirmation may arrive a little after the form expired, when the upload ended on time. */
const CONFIRM_GRACE_MS = 5 * 60 * 1000;

export interface UploadRecords {
  /** `validMs`: how long the form handed out is good for. */
  open(record: { id: string; key: string; userId: string; validMs: number }): Promise<void>;
  /** The object key, once: for the user who asked, before the grace period ends. */
  consume(id: string, userId: string): Promise<string | null>;
}

export function createUploadRecords(
  pool: Pick<pg.Pool, 'query'>,
  now: () => Date = () => new Date(),
): UploadRecords {
  return {
    async open({ id, key, userId, validMs }) {
      await pool.query(
        `INSERT INTO upload_records (id, object_key, user_id, expires_at) VALUES ($1, $2, $3, $4)`,
        [id, key, userId, new Date(now().getTime() + validMs + CONFIRM_GRACE_MS)],
      );
    },
    async consume(id, userId) {
      // One UPDATE: two confirmations racing get one row between them.
      const { rows } = await pool.query<{ object_key: string }>(
        `UPDATE upload_records SET confirmed_at = $3
          WHERE id = $1 AND user_id = $2 AND confirmed_at IS NULL AND expires_at > $3
          RETURNING object_key`,
        [id, userId, now()],
      );
      return rows[0]?.object_key ?? null;
    },
  };
}
