import type pg from 'pg';
import type { OutboxMessage } from '@pickup/domain/notifications/outbox';
import type { Channel, Notifier } from './notifier';

export interface DevOutbox extends Notifier {
  /** Newest first, for `/dev/outbox` and tests. */
  list(options?: { limit?: number; to?: string }): Promise<OutboxMessage[]>;
}

/** Where messages go when no real provider is configured: stored, never delivered. */
export function createDevOutbox(pool: pg.Pool, options: { now?: () => Date } = {}): DevOutbox {
  const now = options.now ?? (() => new Date());
  return {
    async send(message) {
      await pool.query(
        `INSERT INTO dev_outbox (channel, to_address, subject, body, key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING`,
        [
          message.channel,
          message.to,
          message.subject ?? null,
          message.body,
          message.key ?? null,
          now(),
        ],
      );
    },
    async list({ limit = 100, to } = {}) {
      const { rows } = await pool.query<{
        channel: Channel;
        to_address: string;
        subject: string | null;
        body: string;
        created_at: Date;
      }>(
        `SELECT channel, to_address, subject, body, created_at FROM dev_outbox
          WHERE $2::text IS NULL OR to_address = $2
          ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit, to ?? null],
      );
      return rows.map((r) => ({
        channel: r.channel,
        to: r.to_address,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at.toISOString(),
      }));
    },
  };
}
