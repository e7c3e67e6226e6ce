import type pg from 'pg';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import type {
  AppendResult,
  CaughtUp,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadStreamOptions,
  RecordedEvent,
  StreamRead,
  SubscribeOptions,
} from '@pickup/domain/eventstore/types';
import { EVENT_COLUMNS, toCheckpoint, toRecorded, type EventRow } from './postgres-rows';
import { CONFLICT_SQLSTATE, NOTIFY_CHANNEL } from './postgres-schema';
import { subscribeByPolling, type PollSettings } from './postgres-subscription';
import { Wakeup } from './postgres-wakeup';

export interface PostgresEventStoreOptions {
  /** Rows per page when catching up. */
  batchSize?: number;
  /** First idle poll interval; doubles while idle, up to a second. */
  pollMs?: number;
  /** Connection for LISTEN; defaults to the pool's own settings. */
  listenUrl?: string;
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

/** Every event of each named stream; a stream that does not exist yields one row of nulls. */
const READ_MANY_SQL = `
SELECT q.stream_id AS requested, s.version::text AS stream_version, page.*
FROM unnest($1::text[]) WITH ORDINALITY AS q(stream_id, n)
LEFT JOIN streams s ON s.stream_id = q.stream_id
LEFT JOIN LATERAL (
  SELECT ${EVENT_COLUMNS} FROM events e WHERE e.stream_id = s.stream_id
) page ON true
ORDER BY q.n, page.version::bigint`;

type NoEvent = { [K in keyof EventRow]: null };
type ReadRow = { stream_version: string } & (EventRow | NoEvent);
type ReadManyRow = { requested: string; stream_version: string | null } & (EventRow | NoEvent);

interface AppendRow {
  version: string;
  tx: string | null;
  pos: string | null;
}

export class PostgresEventStore implements EventStore {
  private readonly wakeup: Wakeup;
  private readonly settings: PollSettings;
  private notifying = false;
  /** Highest appending transaction not yet announced, while a notification is in flight. */
  private unannounced: bigint | null = null;

  constructor(
    private readonly pool: pg.Pool,
    opts: PostgresEventStoreOptions = {},
  ) {
    const pollMs = opts.pollMs ?? 50;
    this.settings = {
      batchSize: opts.batchSize ?? 5000,
      pollMs,
      maxPollMs: Math.max(pollMs, 1000),
      heldPollMs: Math.min(pollMs, 5),
    };
    this.wakeup = new Wakeup(opts.listenUrl ? { connectionString: opts.listenUrl } : pool.options);
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

  async readStreams(streams: readonly string[]): Promise<Map<string, StreamRead>> {
    const reads = new Map<string, StreamRead>(
      streams.map((stream) => [stream, { events: [], version: -1n, exists: false }]),
    );
    if (streams.length === 0) return reads;
    const { rows } = await this.pool.query<ReadManyRow>(READ_MANY_SQL, [streams]);
    for (const row of rows) {
      const read = reads.get(row.requested);
      if (!read || row.stream_version === null) continue;
      read.version = BigInt(row.stream_version);
      read.exists = true;
      if (row.tx !== null) read.events.push(toRecorded(row));
    }
    return reads;
  }

  async appendToStream(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult> {
    try {
      const { rows } = await this.pool.query<AppendRow>(
        APPEND_SQL,
        appendParams(stream, events, opts.expected),
      );
      const row = rows[0];
      if (!row) throw new Error('eventstore_append returned no row');
      if (row.tx !== null) this.hint(BigInt(row.tx));
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

  subscribeToAll(opts: SubscribeOptions): AsyncIterable<RecordedEvent | CaughtUp> {
    return subscribeByPolling(this.pool, this.wakeup, this.settings, opts);
  }

  /**
   * Wakes subscribers after a commit, in its own tiny transaction, naming the appending
   * transaction so a subscriber whose horizon is still below it knows to look again soon.
   * At most one in flight: appends meanwhile are coalesced into one more notification
   * naming the highest of them, so a burst costs two notifications and none is dropped.
   */
  private hint(tx: bigint): void {
    if (this.notifying) {
      if (this.unannounced === null || tx > this.unannounced) this.unannounced = tx;
      return;
    }
    this.notifying = true;
    this.pool
      .query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, tx.toString()])
      .catch(() => {})
      .finally(() => {
        this.notifying = false;
        const next = this.unannounced;
        this.unannounced = null;
        if (next !== null) this.hint(next);
      });
  }

  /** Stops the listener; the pool belongs to the caller. */
  async close(): Promise<void> {
    await this.wakeup.close();
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
  if (code !== CONFLICT_SQLSTATE) return undefined;
  const actual = typeof detail === 'string' && /^-?\d+$/.test(detail) ? BigInt(detail) : -1n;
  return new ConcurrencyError(stream, String(expected), actual);
}
