import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { NOTIFY_CHANNEL } from './postgres-schema';

const RECONNECT_MS = 1_000;

/** The listener connection's application_name: how a process finds the others listening. */
export const LISTENER_NAME = 'pickup-events-listener';

/** The LISTEN connection: its own URL if given, else the pool's settings, under LISTENER_NAME. */
export function listenConfig(pool: pg.Pool, listenUrl: string | undefined): pg.ClientConfig {
  const config = listenUrl ? { connectionString: listenUrl } : pool.options;
  return { ...config, application_name: LISTENER_NAME };
}

/** A listener's first notification, with a token of its own: `hello:<uuid>`. */
const HELLO = 'hello:';

/** How long a count of the other processes' listeners is trusted. */
const LISTENERS_KEPT_MS = 2_000;

/**
 * Whether any other process listens for commits on this database (its listener connection
 * named LISTENER_NAME; application names are visible to every role). Counted at most every
 * two seconds, and again as soon as a new listener says hello on the channel (heard when
 * this process listens too); when the count fails, the answer is yes. A notification that
 * is still missed costs a poll interval, never an event.
 */
export function listenersElsewhere(
  pool: Pick<pg.Pool, 'query'>,
  wakeup: Wakeup,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let known: { answer: Promise<boolean>; at: number; hellos: number } | undefined;
  const count = async () => {
    try {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1
            AND pid IS DISTINCT FROM $2`,
        [LISTENER_NAME, wakeup.pid ?? null],
      );
      return (rows[0]?.n ?? 1) > 0;
    } catch {
      return true;
    }
  };
  return () => {
    // A listener that started since the count announced itself: count again now.
    if (!known || now() - known.at >= LISTENERS_KEPT_MS || known.hellos !== wakeup.hellos)
      known = { answer: count(), at: now(), hellos: wakeup.hellos };
    return known.answer;
  };
}

/**
 * LISTENs for appends on one dedicated connection and wakes idle subscribers early. Only a
 * hint: a lost notification (or a dead listener) costs at most one poll interval, never an event.
 */
export class Wakeup {
  private client: pg.Client | undefined;
  private retryAt = 0;
  private closed = false;
  private readonly waiters = new Set<() => void>();
  /** Bumped on every notification, so a subscriber can tell whether one came since it polled. */
  generation = 0;
  /**
   * Highest appending transaction announced so far. While a subscriber's horizon is not past
   * it, events it has been told about are committed but not yet visible to it.
   */
  announcedTx = 0n;

  /** The listener's backend process id while it is connected. */
  pid: number | undefined;
  /** Hellos heard from other processes' listeners as they started. */
  hellos = 0;

  constructor(private readonly config: pg.ClientConfig) {}

  /** Resolves on the next notification after `since`, after `ms`, or on abort. */
  wait(since: number, ms: number, signal: AbortSignal): Promise<void> {
    this.listen();
    if (this.generation !== since || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  /**
   * An append of this process has committed: wake its own subscribers now rather than after
   * the notification's round trip through the database.
   */
  announce(tx: bigint): void {
    if (tx <= this.announcedTx) return;
    this.announcedTx = tx;
    this.wake();
  }

  /** Listens from now on (otherwise from the first wait), so as to hear other listeners' hellos. */
  start(): void {
    this.listen();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const wake of [...this.waiters]) wake();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private wake(): void {
    this.generation += 1;
    for (const wake of [...this.waiters]) wake();
  }

  private listen(): void {
    if (this.client || this.closed || Date.now() < this.retryAt) return;
    const client = new pg.Client(this.config);
    const hello = `${HELLO}${randomUUID()}`;
    this.client = client;
    const drop = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.pid = undefined;
      this.retryAt = Date.now() + RECONNECT_MS;
      client.end().catch(() => {});
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (msg) => {
      const payload = msg.payload ?? '';
      if (payload.startsWith(HELLO)) {
        if (payload !== hello) this.hellos += 1;
        return;
      }
      // Other writers may notify without a transaction id: then it is a plain wake-up.
      if (!/^\d{1,20}$/.test(payload)) {
        this.wake();
        return;
      }
      // A transaction at or below one already announced needs no wake-up: until a
      // subscriber's horizon passes the announced one it keeps looking (see subscribeByPolling),
      // and once it has, this one has ended too and its events were in that read.
      this.announce(BigInt(payload));
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${NOTIFY_CHANNEL}`))
      // Processes that skip notifying while nobody else listens count again on hearing hello.
      .then(() =>
        client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_notify($1, $2)', [
          NOTIFY_CHANNEL,
          hello,
        ]),
      )
      .then(({ rows }) => {
        if (this.client === client) this.pid = rows[0]?.pid;
      })
      .catch(drop);
  }
}
