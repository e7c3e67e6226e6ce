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
  StreamAppend,
  StreamRead,
  SubscribeOptions,
} from '@pickup/domain/eventstore/types';
import { EVENT_COLUMNS, toCheckpoint, toRecorded, type EventRow } from './postgres-rows';
import { CONFLICT_SQLSTATE, NOTIFY_CHANNEL } from './postgres-schema';
import { batcher, eachAlone, type Settled } from '../db/batcher';
import { appendMany, readManyFor, type PendingAppend, type ReadRequest } from './postgres-batches';
import {
  fetchPage,
  startPosition,
  subscribeByPolling,
  type PollSettings,
} from './postgres-subscription';
import { SharedTail } from './postgres-tail';
import { Wakeup } from './postgres-wakeup';

/**
 * Reads and appends in flight at once per store; calls arriving meanwhile are batched into
 * the next round trip. One: under load every round trip costs both processes a wake-up,
 * so fewer, fuller batches serve more orders than overlapping half-empty ones.
 */
const BATCHES_IN_FLIGHT = 1;

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

type ReadRow = { stream_version: string } & (EventRow | { [K in keyof EventRow]: null });

interface AppendRow {
  version: string;
  tx: string | null;
  pos: string | null;
}

export class PostgresEventStore implements EventStore {
  private readonly wakeup: Wakeup;
  private readonly tail: SharedTail;
  private readonly settings: PollSettings;
  private readonly readBatched: (request: ReadRequest) => Promise<Map<string, StreamRead>>;
  private readonly appendBatched: (append: PendingAppend) => Promise<AppendResult>;
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
    this.tail = new SharedTail(
      (after, filter, limit) => fetchPage(pool, after, filter, limit),
      () => startPosition(pool, 'end'),
      this.settings.batchSize,
      2 * this.settings.batchSize,
      () => this.wakeup.generation,
    );
    this.readBatched = batcher(
      async (requests: readonly ReadRequest[]) =>
        (await readManyFor(this.pool, requests)).map((value) => ({ ok: true as const, value })),
      { maxInFlight: BATCHES_IN_FLIGHT },
    );
    this.appendBatched = batcher((appends) => this.appendGroup(appends), {
      maxInFlight: BATCHES_IN_FLIGHT,
    });
  }

  async readStream(stream: string, opts: ReadStreamOptions = {}): Promise<StreamRead> {
    if (opts.fromVersion === undefined && opts.maxCount === undefined) {
      return (await this.readBatched({ streams: [stream] })).get(stream) as StreamRead;
    }
    const { rows } = await this.pool.query<ReadRow>(READ_SQL, [
      stream,
      (opts.fromVersion ?? 0n).toString(),
      opts.maxCount ?? null,
    ]);
    const version = rows[0] ? BigInt(rows[0].stream_version) : -1n;
    const events = rows.filter((r): r is ReadRow & EventRow => r.tx !== null).map(toRecorded);
    return { events, version, exists: version >= 0n };
  }

  async readStreams(
    streams: readonly string[],
    from?: ReadonlyMap<string, bigint>,
  ): Promise<Map<string, StreamRead>> {
    return this.readBatched({ streams, from });
  }

  appendToStream(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult> {
    return this.appendBatched({ stream, events, expected: opts.expected });
  }

  /**
   * One transaction of its own, beside the group commit: its caller (the slot batcher)
   * has already gathered many orders into it.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (new Set(appends.map((a) => a.stream)).size !== appends.length)
      throw new Error('appendToStreams takes each stream once');
    let results: Awaited<ReturnType<typeof appendMany>>;
    try {
      results = await appendMany(this.pool, appends);
    } catch (err) {
      // Which stream refused is not told: the caller reads again what it needs.
      const refused = (err as { code?: unknown }).code === CONFLICT_SQLSTATE || isKnownEventId(err);
      if (!refused) throw err;
      const names = appends.map((a) => a.stream).join(', ');
      throw new ConcurrencyError(names, 'the versions given', -1n);
    }
    const last = highestTx(results);
    if (last !== null) this.hint(last);
    return results.map(({ nextVersion, checkpoint }) => ({ nextVersion, checkpoint }));
  }

  /** Appends made while others are committing share one transaction (group commit). */
  private async appendGroup(appends: readonly PendingAppend[]): Promise<Settled<AppendResult>[]> {
    const streams = new Set(appends.map((a) => a.stream));
    if (appends.length > 1 && streams.size === appends.length) {
      try {
        const results = await appendMany(this.pool, appends);
        const last = highestTx(results);
        if (last !== null) this.hint(last);
        return results.map(({ nextVersion, checkpoint }) => ({
          ok: true,
          value: { nextVersion, checkpoint },
        }));
      } catch {
        // Some append was refused, or the batch failed: nothing was stored; each alone
        // gets its own answer below.
      }
    }
    return eachAlone(appends, (a) =>
      this.appendAlone(a.stream, a.events, { expected: a.expected }),
    );
  }

  private async appendAlone(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult> {
    try {
      // Named: prepared once per connection (a function call; nothing to re-plan).
      const { rows } = await this.pool.query<AppendRow>({
        name: 'eventstore_append',
        text: APPEND_SQL,
        values: appendParams(stream, events, opts.expected),
      });
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
    return subscribeByPolling(this.pool, this.wakeup, this.settings, opts, this.tail);
  }

  /**
   * Wakes subscribers after a commit: this process's at once, other processes' by a
   * notification in its own tiny transaction, naming the appending transaction so a
   * subscriber whose horizon is still below it knows to look again soon.
   * At most one in flight: appends meanwhile are coalesced into one more notification
   * naming the highest of them, so a burst costs two notifications and none is dropped.
   */
  private hint(tx: bigint): void {
    this.wakeup.announce(tx);
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

function highestTx(results: readonly { tx: bigint | null }[]): bigint | null {
  return results.reduce<bigint | null>(
    (max, r) => (r.tx !== null && (max === null || r.tx > max) ? r.tx : max),
    null,
  );
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
