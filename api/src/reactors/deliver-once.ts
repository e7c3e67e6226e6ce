import type pg from 'pg';
import type { Message, Notifier } from '../notifications/notifier';

export type KeyedMessage = Message & { key: string };

/**
 * Sends a message unless its key is already recorded, and records the key in the same
 * transaction, committed only after the provider accepted the message:
 * - killed before the send or during it: nothing recorded, the restart sends it (once);
 * - killed after the commit: recorded, never sent again;
 * - killed between the provider's answer and the commit (a few ms): sent again on restart,
 *   with the same idempotency key, so a provider that honours keys still delivers it once.
 * A transaction-scoped advisory lock on the key makes another process trying the same
 * message wait and then see it recorded. The transaction writes only after the send, so it
 * holds no transaction id while waiting on the provider and never holds back event-store
 * subscribers.
 */
export async function deliverOnce(
  pool: pg.Pool,
  notifier: Notifier,
  message: KeyedMessage,
): Promise<'sent' | 'already_sent'> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `notification:${message.key}`,
    ]);
    const { rowCount } = await client.query('SELECT 1 FROM sent_notifications WHERE key = $1', [
      message.key,
    ]);
    if (rowCount) {
      await client.query('COMMIT');
      return 'already_sent';
    }
    await notifier.send(message);
    await client.query('INSERT INTO sent_notifications (key, sent_at) VALUES ($1, now())', [
      message.key,
    ]);
    await client.query('COMMIT');
    return 'sent';
  } catch (err) {
    // A connection that cannot even roll back is dropped rather than reused.
    await client.query('ROLLBACK').catch((rollbackErr: Error) => (broken = rollbackErr));
    throw err;
  } finally {
    client.release(broken);
  }
}
