import type pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import { DELETED_USER_LABEL } from '@pickup/domain/identity/constants';
import type { UserDeleted } from '@pickup/domain/identity/events';
import type { MessageErased, MessageReceived } from '@pickup/domain/support/events';
import { applyStatements, type Projection } from '../runner/projection';
import type { MessageView } from './contract';

/**
 * Support and contact messages for admins (DECISIONS 23). A signed-in sender who later
 * deletes their account no longer appears by name or email on their messages.
 */
export const MESSAGES_PROJECTION = 'support_messages';

/** In place of what a sender wrote once its key is shredded (account deleted, or erased). */
export const REMOVED_MESSAGE_TEXT = "Removed at the sender's request";

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

/** A message's row, as the INSERT takes it. */
interface MessageRow {
  id: string;
  kind: string;
  category: string;
  name: string;
  email: string | null;
  subject: string;
  message: string;
  company: string | null;
  sender_id: string | null;
  received_at: string;
}

/** In place of what a sender wrote once it is removed (account deleted, or message erased). */
const REMOVED = {
  name: DELETED_USER_LABEL,
  email: null,
  subject: REMOVED_MESSAGE_TEXT,
  message: REMOVED_MESSAGE_TEXT,
  company: null,
};

function rowOf(m: ReceivedAsRead['data']): MessageRow {
  return {
    id: m.messageId,
    kind: m.kind,
    category: m.category,
    name: m.name ?? REMOVED.name,
    email: m.email,
    subject: m.subject ?? REMOVED.subject,
    message: m.message ?? REMOVED.message,
    company: m.company ?? null,
    sender_id: m.senderId,
    received_at: m.receivedAt,
  };
}

/**
 * The batch in two statements: the removals, on the rows of earlier batches, then the new
 * messages, those removed later in the batch already without what their sender wrote. The same
 * rows as applying the events one by one: a removal reaches only the messages before it.
 */
function statements(events: readonly RecordedEvent[]): pg.QueryConfig[] {
  const received = new Map<string, MessageRow>();
  const erased: string[] = [];
  const deletedSenders: string[] = [];
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as
      ReceivedAsRead | MessageErased | UserDeleted;
    if (event.type === 'MessageReceived') {
      if (!received.has(event.data.messageId))
        received.set(event.data.messageId, rowOf(event.data));
      continue;
    }
    const removes =
      event.type === 'UserDeleted'
        ? (row: MessageRow) => row.sender_id === event.data.userId
        : (row: MessageRow) => row.id === event.data.messageId;
    for (const row of received.values()) if (removes(row)) Object.assign(row, REMOVED);
    if (event.type === 'UserDeleted') deletedSenders.push(event.data.userId);
    else erased.push(event.data.messageId);
  }
  const out: pg.QueryConfig[] = [];
  if (erased.length > 0 || deletedSenders.length > 0)
    out.push({
      text: `UPDATE messages SET name = $3, email = NULL, subject = $4, message = $4,
         company = NULL
       WHERE id = ANY($1::text[]) OR sender_id = ANY($2::text[])`,
      values: [erased, deletedSenders, REMOVED.name, REMOVED.subject],
    });
  if (received.size > 0)
    out.push({
      text: `INSERT INTO messages (id, kind, category, name, email, subject, message, company,
         sender_id, received_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS m(id text, kind text, category text,
         name text, email text, subject text, message text, company text, sender_id text,
         received_at timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      values: [JSON.stringify([...received.values()])],
    });
  return out;
}

export const messagesProjection: Projection = {
  name: MESSAGES_PROJECTION,
  // 2: personal fields are encrypted and may read as null once shredded (issue 17).
  version: 2,
  ddl,
  filter: {
    streamPrefixes: ['message-', 'user-'],
    eventTypes: ['MessageReceived', 'MessageErased', 'UserDeleted'],
  },
  statements,
  apply: applyStatements(statements),
};

export type { MessageView };

/** GET /api/admin/messages: newest first. */
export function listMessages(db: Pick<pg.Pool, 'query'>, limit = 200): Promise<MessageView[]> {
  return selectMessages(db, '', [limit]);
}

/** Who sent a message (null: no account), or undefined when there is no such message. */
export async function senderOfMessage(
  db: Pick<pg.Pool, 'query'>,
  id: string,
): Promise<{ senderId: string | null } | undefined> {
  const { rows } = await db.query<{ sender_id: string | null }>(
    'SELECT sender_id FROM rm_support_messages.messages WHERE id = $1',
    [id],
  );
  return rows[0] && { senderId: rows[0].sender_id };
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
