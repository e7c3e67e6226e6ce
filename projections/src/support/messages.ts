import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { DELETED_USER_LABEL } from '@pickup/domain/identity/constants';
import type { UserDeleted } from '@pickup/domain/identity/events';
import type { MessageReceived } from '@pickup/domain/support/events';
import type { Projection } from '../runner/projection';
import type { MessageView } from './contract';

/**
 * Support and contact messages for admins (DECISIONS 23). A signed-in sender who later
 * deletes their account no longer appears by name or email on their messages.
 */
export const MESSAGES_PROJECTION = 'support_messages';

const ddl = `
CREATE TABLE messages (
  id text PRIMARY KEY,
  kind text NOT NULL,
  category text NOT NULL,
  name text NOT NULL,
  email text,
  subject text NOT NULL,
  message text NOT NULL,
  company text,
  sender_id text,
  received_at timestamptz NOT NULL
);
CREATE INDEX messages_received ON messages (received_at DESC);
CREATE INDEX messages_sender ON messages (sender_id) WHERE sender_id IS NOT NULL;
`;

async function apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as MessageReceived | UserDeleted;
  if (event.type === 'UserDeleted') {
    await tx.query(`UPDATE messages SET name = $2, email = NULL WHERE sender_id = $1`, [
      event.data.userId,
      DELETED_USER_LABEL,
    ]);
    return;
  }
  const m = event.data;
  await tx.query(
    `INSERT INTO messages (id, kind, category, name, email, subject, message, company,
       sender_id, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
    [
      m.messageId,
      m.kind,
      m.category,
      m.name,
      m.email,
      m.subject,
      m.message,
      m.kind === 'contact' ? m.company : null,
      m.senderId,
      m.receivedAt,
    ],
  );
}

export const messagesProjection: Projection = {
  name: MESSAGES_PROJECTION,
  version: 1,
  ddl,
  filter: { streamPrefixes: ['message-', 'user-'], eventTypes: ['MessageReceived', 'UserDeleted'] },
  apply,
};

export type { MessageView };

/** GET /api/admin/messages: newest first. */
export async function listMessages(
  db: Pick<pg.Pool, 'query'>,
  limit = 200,
): Promise<MessageView[]> {
  const { rows } = await db.query<{
    id: string;
    kind: 'support' | 'contact';
    category: string;
    name: string;
    email: string | null;
    subject: string;
    message: string;
    company: string | null;
    sender_id: string | null;
    received_at: Date;
  }>(
    `SELECT id, kind, category, name, email, subject, message, company, sender_id, received_at
       FROM rm_support_messages.messages ORDER BY received_at DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    category: r.category,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    company: r.company,
    senderId: r.sender_id,
    receivedAt: r.received_at.toISOString(),
  }));
}
