import type pg from 'pg';
import {
  isCaughtUp,
  type EventStore,
  type RecordedEvent,
  type SubscriptionFilter,
} from '@pickup/domain/eventstore/types';
import { NotificationError, type Notifier } from '../notifications/notifier';
import type { Logger } from '../observability/logger';
import { deliverOnce, type KeyedMessage } from './deliver-once';

/** Turns events into messages; runs after the fact, from its own checkpoint. */
export interface Reactor {
  /** Lower-case identifier; names the checkpoint row. */
  name: string;
  filter: SubscriptionFilter;
  /** The messages an event calls for, each with its key (event id and channel). */
  messagesFor(event: RecordedEvent): Promise<KeyedMessage[]>;
}

export interface ReactorDeps {
  pool: pg.Pool;
  store: EventStore;
  notifier: Notifier;
  log: Logger;
  /** First back-off after a failure; doubles up to 30 s. */
  retryMs: number;
  /** Provider attempts per message before it is given up (and logged). */
  sendAttempts: number;
}

/** How long after the time it carries an event may be written and still be news. */
const BACK_DATED_MS = 24 * 3_600_000;

/**
 * An event written more than a day after the time it carries is back-dated (history brought
 * in after the fact, like the demo's eight weeks of orders): old news, announced to no one.
 * A reactor catching up late still sends what was written on time.
 */
export const backDated = (event: RecordedEvent): boolean =>
  Date.parse(event.recordedAt) - Date.parse(event.metadata.at) > BACK_DATED_MS;

/**
 * Feeds a reactor from its checkpoint until the signal aborts. A failure (database, event
 * store) restarts it from the last checkpoint after a back-off; the sent-notification keys
 * make the replayed events send nothing twice.
 */
export async function runReactor(
  reactor: Reactor,
  deps: ReactorDeps,
  signal: AbortSignal,
): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      let checkpoint = await readCheckpoint(deps.pool, reactor.name);
      const events = deps.store.subscribeToAll({
        after: checkpoint === '' ? 'start' : checkpoint,
        filter: reactor.filter,
        signal,
      });
      for await (const item of events) {
        const reached = isCaughtUp(item) ? item.caughtUp : item.checkpoint;
        if (!isCaughtUp(item) && !backDated(item)) {
          for (const message of await reactor.messagesFor(item)) {
            await deliver(reactor, message, deps, signal);
          }
        }
        if (reached > checkpoint) {
          await saveCheckpoint(deps.pool, reactor.name, reached);
          checkpoint = reached;
        }
        failures = 0;
      }
    } catch (err) {
      if (signal.aborted) return;
      const wait = Math.min(30_000, deps.retryMs * 2 ** failures);
      failures += 1;
      deps.log.error({ err, reactor: reactor.name, retryInMs: wait }, 'reactor failed');
      await sleep(wait, signal);
    }
  }
}

/**
 * A provider refusing or timing out is retried a few times; after that the message is
 * logged and skipped, so that one bad number cannot hold back every later notification.
 */
async function deliver(
  reactor: Reactor,
  message: KeyedMessage,
  deps: ReactorDeps,
  signal: AbortSignal,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await deliverOnce(deps.pool, deps.notifier, message);
      return;
    } catch (err) {
      if (!(err instanceof NotificationError)) throw err;
      const meta = { err, reactor: reactor.name, key: message.key, channel: message.channel };
      if (attempt >= deps.sendAttempts || signal.aborted) {
        deps.log.error(meta, 'notification given up');
        return;
      }
      deps.log.warn({ ...meta, attempt }, 'notification failed, retrying');
      await sleep(deps.retryMs * 2 ** (attempt - 1), signal);
    }
  }
}

async function readCheckpoint(pool: pg.Pool, name: string): Promise<string> {
  const { rows } = await pool.query<{ checkpoint: string }>(
    'SELECT checkpoint FROM reactor_checkpoints WHERE name = $1',
    [name],
  );
  return rows[0]?.checkpoint ?? '';
}

async function saveCheckpoint(pool: pg.Pool, name: string, checkpoint: string): Promise<void> {
  await pool.query(
    `INSERT INTO reactor_checkpoints (name, checkpoint, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (name) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = now()`,
    [name, checkpoint],
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
