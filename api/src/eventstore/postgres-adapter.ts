import type pg from 'pg';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import {
  checkDistinct,
  type AppendResult,
  type CaughtUp,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type StreamRead,
  type SubscribeOptions,
} from '@pickup/domain/eventstore/types';
import type { PendingAppend } from './batching';
import { appendMany, readMany } from './postgres-batches';
import { EVENT_COLUMNS, toCheckpoint, toRecorded, type EventRow } from './postgres-rows';
import { CONFLICT_SQLSTATE, NOTIFY_CHANNEL, RETRY_SQLSTATE } from './postgres-schema';
import {
  plainPages,
  pollSettings,
  subscribeByPolling,
  type PageReader,
  type PollSettings,
} from './postgres-subscription';
import { listenConfig, Wakeup } from './postgres-wakeup';

/**
 * The EventStore port on Postgres, plain: each call is its own statement, each append its
 * own transaction. Why plain: batching, the shared tail and notify coalescing are layers
 * around it (see ./postgres.ts), so the contract can be checked here without them.
 */

export interface PostgresAdapterOptions {
  /** Rows per page when catching up. */
  batchSize?: number;
  /** First idle poll interval; doubles while idle, up to a second. */
  pollMs?: number;
  /** Connection for LISTEN; defaults to the pool's own settings. */
  listenUrl?: string;
  /** The listener subscriptions wait on; the adapter closes it. */
  wakeup?: Wakeup;
  /** How subscriptions read the log; each reads it itself unless a layer is given. */
  pages?: PageReader;
  /** Tells other processes of a commit; one NOTIFY per append unless a layer is given. */
  notify?: (tx: bigint) => void;
}

/** Calls the append function; `$1` stream, `$2` expected version, `$3` events as JSON. */
export const APPEND_SQL = `SELECT out_version::text AS version, out_transaction_id::text AS tx,
  out_position::text AS pos FROM eventstore_append($1, $2, $3::jsonb)`;

export function appendParams(
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
): [string, string, string] {
  const payload = events.map((e) => ({
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
  }));
  return [
    stream,
    typeof expected === 'bigint' ? expected.toString() : expected,
    JSON.stringify(payload),
  ];
}

const READ_SQL = `
SELECT s.version::text AS stream_version, page.*
FROM streams s
LEFT JOIN LATERAL (
  SELECT ${EVENT_COLUMNS} FROM events e
  WHERE e.stream_id = s.stream_id AND e.version >= $2
  ORDER BY e.version
  LIMIT $3
) page ON true
WHERE s.stream_id = $1`;

type ReadRow = { stream_version: string } & (EventRow | { [K in keyof EventRow]: null });

interface AppendRow {
  version: string;
  tx: string | null;
  pos: string | null;
}

/** Sends one commit notification; a lost one costs a poll interval, never an event. */
export function notifyCommit(pool: pg.Pool, tx: bigint): Promise<unknown> {
  return pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, tx.toString()]);
}

export class PostgresAdapter implements EventStore {
  private readonly wakeup: Wakeup;
  private readonly settings: PollSettings;
  private readonly pages: PageReader;
  private readonly notify: (tx: bigint) => void;

  constructor(
    private readonly pool: pg.Pool,
    opts: PostgresAdapterOptions = {},
  ) {
    this.settings = pollSettings(opts);
    this.wakeup = opts.wakeup ?? new Wakeup(listenConfig(pool, opts.listenUrl));
    this.pages = opts.pages ?? plainPages(pool);
    this.notify = opts.notify ?? ((tx) => void notifyCommit(pool, tx).catch(() => {}));
  }

  async readStream(stream: string, opts: ReadStreamOptions = {}): Promise<StreamRead> {
    const { rows } = await this.pool.query<ReadRow>(READ_SQL, [
      stream,
      (opts.fromVersion ?? 0n).toString(),
      opts.maxCount ?? null,
    ]);
    const version = rows[0] ? BigInt(rows[0].stream_version) : -1n;
    const events = rows.filter((r): r is ReadRow & EventRow => r.tx !== null).map(toRecorded);
    return { events, version, exists: version >= 0n };
  }

  readStreams(
    streams: readonly string[],
    from?: ReadonlyMap<string, bigint>,
  ): Promise<Map<string, StreamRead>> {
    return readMany(this.pool, streams, from);
  }

  async appendToStream(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult> {
    try {
      // Named: prepared once per connection (a function call; nothing to re-plan).
      const { rows } = await inNewTransactionIfLate(() =>
        this.pool.query<AppendRow>({
          name: 'eventstore_append',
          text: APPEND_SQL,
          values: appendParams(stream, events, opts.expected),
        }),
      );
      const row = rows[0];
      if (!row) throw new Error('eventstore_append returned no row');
      if (row.tx !== null) this.committed(BigInt(row.tx));
      return {
        nextVersion: BigInt(row.version),
        checkpoint: toCheckpoint({ tx: row.tx ?? '0', pos: row.pos ?? '0' }),
      };
    } catch (err) {
      const conflict = toConcurrencyError(err, stream, opts.expected);
      if (conflict || !isKnownEventId(err)) throw conflict ?? err;
      // Some of these ids are stored while the expected version matched: not a retry.
      const { version } = await this.readStream(stream, { maxCount: 0 });
      throw new ConcurrencyError(stream, String(opts.expected), version);
    }
  }

  /** Appends to distinct streams in one transaction, all or nothing (for group commit). */
  async appendMany(appends: readonly PendingAppend[]): Promise<AppendResult[]> {
    const results = await appendMany(this.pool, appends);
    const last = results.reduce<bigint | null>(
      (max, r) => (r.tx !== null && (max === null || r.tx > max) ? r.tx : max),
      null,
    );
    if (last !== null) this.committed(last);
    return results.map(({ nextVersion, checkpoint }) => ({ nextVersion, checkpoint }));
  }

  /**
   * Several streams in one transaction of its own, all or nothing (the port's multi-stream
   * append): an order with its place in the day's slots, say.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkDistinct(appends);
    try {
      return await inNewTransactionIfLate(() => this.appendMany(appends));
    } catch (err) {
      // Which stream refused is not told: the caller reads again what it needs.
      const { code } = err as { code?: unknown };
      const refused = code === CONFLICT_SQLSTATE || code === RETRY_SQLSTATE || isKnownEventId(err);
      if (!refused) throw err;
      const names = appends.map((a) => a.stream).join(', ');
      throw new ConcurrencyError(names, 'the versions given', -1n);
    }
  }

  subscribeToAll(opts: SubscribeOptions): AsyncIterable<RecordedEvent | CaughtUp> {
    return subscribeByPolling(this.pool, this.wakeup, this.settings, opts, this.pages);
  }

  /** Stops the listener; the pool belongs to the caller. */
  async close(): Promise<void> {
    await this.wakeup.close();
  }

  /**
   * Wakes subscribers after a commit: this process's at once, other processes' by a
   * notification naming the appending transaction, so a subscriber whose horizon is still
   * below it knows to look again soon.
   */
  private committed(tx: bigint): void {
    this.wakeup.announce(tx);
    this.notify(tx);
  }
}

/** A late transaction's refusal is retried this many times before it is a conflict. */
const LATE_TRIES = 5;

/**
 * Runs an append again, in a new transaction, while only its transaction's age refused it
 * (RETRY_SQLSTATE): 'any' appends racing to make one stream met that refusal, though no
 * version check failed. Every try is one transaction, so a refused one stored nothing.
 */
async function inNewTransactionIfLate<T>(append: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await append();
    } catch (err) {
      if ((err as { code?: unknown }).code !== RETRY_SQLSTATE || tries >= LATE_TRIES) throw err;
    }
  }
}

function isKnownEventId(err: unknown): boolean {
  const { code, constraint } = err as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'events_stream_id_event_id_key';
}

export function toConcurrencyError(
  err: unknown,
  stream: string,
  expected: ExpectedVersion,
): ConcurrencyError | undefined {
  const { code, detail } = err as { code?: unknown; detail?: unknown };
  if (code !== CONFLICT_SQLSTATE && code !== RETRY_SQLSTATE) return undefined;
  const actual = typeof detail === 'string' && /^-?\d+$/.test(detail) ? BigInt(detail) : -1n;
  return new ConcurrencyError(stream, String(expected), actual);
}
