import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { DELETED_USER_LABEL } from '@pickup/domain/identity/constants';
import type { UserDeleted } from '@pickup/domain/identity/events';
import type { MessageReceived } from '@pickup/domain/support/events';
import type { Projection } from '../runner/projection';

/**
 * Support and contact messages for admins (DECISIONS 23). A signed-in sender who later
 * deletes their account no longer appears by name or email on their messages.
 */
export const MESSAGES_PROJECTION = 'support_messages';

/** In place of what a sender wrote once their key is shredded (account deleted). */
export const REMOVED_MESSAGE_TEXT = 'Removed: the sender deleted their account';

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

/**
 * The event store decrypts what the sender wrote; once the key is shredded (the sender's
 * account was deleted) those fields read as null, as on a replay or rebuild.
 */
interface ReceivedAsRead {
  type: 'MessageReceived';
  data: Pick<
    MessageReceived['data'],
    'messageId' | 'kind' | 'category' | 'senderId' | 'receivedAt'
  > & {
    name: string | null;
    email: string | null;
    subject: string | null;
    message: string | null;
    company?: string | null;
  };
}

async function apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ReceivedAsRead | UserDeleted;
  if (event.type === 'UserDeleted') {
    await tx.query(
      `UPDATE messages SET name = $2, email = NULL, subject = $3, message = $3, company = NULL
        WHERE sender_id = $1`,
      [event.data.userId, DELETED_USER_LABEL, REMOVED_MESSAGE_TEXT],
    );
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
      m.name ?? DELETED_USER_LABEL,
      m.email,
      m.subject ?? REMOVED_MESSAGE_TEXT,
      m.message ?? REMOVED_MESSAGE_TEXT,
      m.company ?? null,
      m.senderId,
      m.receivedAt,
    ],
  );
}

export const messagesProjection: Projection = {
  name: MESSAGES_PROJECTION,
  // 2: personal fields are encrypted and may read as null once shredded (issue 17).
  version: 2,
  ddl,
  filter: { streamPrefixes: ['message-', 'user-'], eventTypes: ['MessageReceived', 'UserDeleted'] },
  apply,
};

export interface MessageView {
  id: string;
  kind: 'support' | 'contact';
  category: string;
  name: string;
  email: string | null;
  subject: string;
  message: string;
  company: string | null;
  senderId: string | null;
  receivedAt: string;
}

/** GET /api/admin/messages: newest first. */
export function listMessages(db: Pick<pg.Pool, 'query'>, limit = 200): Promise<MessageView[]> {
  return selectMessages(db, '', [limit]);
}

/** The messages a signed-in user sent, newest first (their data export). */
export function messagesOfSender(
  db: Pick<pg.Pool, 'query'>,
  senderId: string,
): Promise<MessageView[]> {
  return selectMessages(db, 'WHERE sender_id = $2', [10_000, senderId]);
}

async function selectMessages(
  db: Pick<pg.Pool, 'query'>,
  where: string,
  params: [limit: number, ...rest: unknown[]],
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
       FROM rm_support_messages.messages ${where} ORDER BY received_at DESC, id LIMIT $1`,
    params,
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
