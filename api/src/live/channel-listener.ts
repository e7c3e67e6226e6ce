import pg from 'pg';
import type { Logger } from '../observability/logger';

export interface ChannelListenerOptions {
  connection: pg.ClientConfig;
  channel: string;
  onNotification(payload: string | undefined): void;
  /** Called when LISTEN is in place again after the connection was lost. */
  onReconnected(): void;
  log: Logger;
  /** First wait after a failure; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface ChannelListener {
  /** Resolves once the first LISTEN is in place (or the first attempt failed). */
  ready: Promise<void>;
  /** Backend pid of the current LISTEN connection, for operational tooling and tests. */
  pid(): number | undefined;
  close(): Promise<void>;
}

/**
 * Keeps one dedicated connection LISTENing on a channel, reconnecting with back-off when it
 * is lost. Notifications sent while it was down are gone; onReconnected lets the caller tell
 * its clients to refetch.
 */
export function listenToChannel(opts: ChannelListenerOptions): ChannelListener {
  const base = opts.backoffMs ?? 250;
  const max = opts.maxBackoffMs ?? 10_000;
  let client: pg.Client | undefined;
  let backendPid: number | undefined;
  let closed = false;
  let failures = 0;
  let everListened = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client(opts.connection);
    client = c;
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = undefined;
      backendPid = undefined;
      c.end().catch(() => {});
      if (closed) return;
      const wait = Math.min(max, base * 2 ** failures);
      failures += 1;
      opts.log.warn(
        { channel: opts.channel, inMs: wait, err: err instanceof Error ? err.message : undefined },
        'LISTEN connection lost, reconnecting',
      );
      timer = setTimeout(() => void connect(), wait);
    };
    c.on('error', drop);
    c.on('end', () => drop());
    c.on('notification', (msg) => {
      if (msg.channel === opts.channel) opts.onNotification(msg.payload);
    });
    try {
      await c.connect();
      const { rows } = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await c.query(`LISTEN ${opts.channel}`);
      if (dropped) return;
      backendPid = rows[0]?.pid;
      failures = 0;
      if (everListened) {
        opts.log.info({ channel: opts.channel }, 'listening again');
        opts.onReconnected();
      }
      everListened = true;
    } catch (err) {
      drop(err);
    }
  };

  const ready = connect();
  return {
    ready,
    pid: () => backendPid,
    async close() {
      closed = true;
      clearTimeout(timer);
      await ready;
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
