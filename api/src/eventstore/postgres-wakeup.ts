import pg from 'pg';
import { NOTIFY_CHANNEL } from './postgres-schema';

const RECONNECT_MS = 1_000;

/** The LISTEN connection: its own URL if given, else the pool's settings. */
export function listenConfig(pool: pg.Pool, listenUrl: string | undefined): pg.ClientConfig {
  return listenUrl ? { connectionString: listenUrl } : pool.options;
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
    this.client = client;
    const drop = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.retryAt = Date.now() + RECONNECT_MS;
      client.end().catch(() => {});
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (msg) => {
      const payload = msg.payload ?? '';
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
      .catch(drop);
  }
}
