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
import { batcher, eachAlone, type Settled } from '../db/batcher';

/**
 * The batching layer around a plain store: concurrent appends to distinct streams share one
 * transaction (group commit), and concurrent whole-stream reads share one query. It knows
 * nothing of Postgres, so the adapter under it stays a plain one-call-one-transaction store.
 */

/**
 * Batches in flight at once; calls arriving meanwhile go into the next round trip. One:
 * under load every round trip costs both processes a wake-up, so fewer, fuller batches
 * serve more orders than overlapping half-empty ones.
 */
const BATCHES_IN_FLIGHT = 1;

export interface PendingAppend {
  stream: string;
  events: readonly NewEvent[];
  expected: ExpectedVersion;
}

/** What group commit needs of the store under it. */
export interface GroupAppender {
  appendToStream(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult>;
  /** Appends to distinct streams all or nothing, answering in the order given. */
  appendMany(appends: readonly PendingAppend[]): Promise<AppendResult[]>;
  /** appendMany with the port's refusal (a ConcurrencyError), for a group appended alone. */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
}

/**
 * One caller's appends, all or nothing: one stream (appendToStream), or several
 * (appendToStreams, e.g. an order with its place in the day's pickup slots).
 */
export type AppendGroup = readonly PendingAppend[];

/**
 * Groups appended while others are committing share one transaction, whichever streams
 * they name (orders of different restaurants with their places, say). A batch with a
 * refusal stores nothing; then each group runs alone to get its own answer.
 */
export function groupCommit(
  appender: GroupAppender,
): (group: AppendGroup) => Promise<AppendResult[]> {
  const alone = async (group: AppendGroup): Promise<AppendResult[]> => {
    const [only] = group;
    if (group.length === 1 && only)
      return [await appender.appendToStream(only.stream, only.events, { expected: only.expected })];
    return appender.appendToStreams(group);
  };
  return batcher(
    async (groups: readonly AppendGroup[]): Promise<Settled<AppendResult[]>[]> => {
      const all = groups.flat();
      const streams = new Set(all.map((a) => a.stream));
      if (groups.length > 1 && streams.size === all.length) {
        try {
          const results = await appender.appendMany(all);
          let from = 0;
          return groups.map((g) => ({ ok: true, value: results.slice(from, (from += g.length)) }));
        } catch {
          // Some append was refused, or the batch failed: nothing was stored.
        }
      }
      return eachAlone(groups, alone);
    },
    { maxInFlight: BATCHES_IN_FLIGHT },
  );
}

export interface ReadRequest {
  streams: readonly string[];
  from?: ReadonlyMap<string, bigint>;
}

type ManyReader = Pick<EventStore, 'readStreams'>;

/**
 * Several callers' reads as one: each stream read from the lowest version anyone asked,
 * then each caller given its own streams from its own versions.
 */
export async function readManyFor(
  reader: ManyReader,
  requests: readonly ReadRequest[],
): Promise<Map<string, StreamRead>[]> {
  const lowest = new Map<string, bigint>();
  for (const { streams, from } of requests) {
    for (const s of streams) {
      const v = from?.get(s) ?? 0n;
      const seen = lowest.get(s);
      if (seen === undefined || v < seen) lowest.set(s, v);
    }
  }
  const all = await reader.readStreams([...lowest.keys()], lowest);
  return requests.map(({ streams, from }) => {
    const mine = new Map<string, StreamRead>();
    for (const s of streams) {
      const read = all.get(s) as StreamRead;
      const v = from?.get(s) ?? 0n;
      const shared = v === lowest.get(s);
      mine.set(s, shared ? read : { ...read, events: read.events.filter((e) => e.version >= v) });
    }
    return mine;
  });
}

/** A store that can read many streams and append to many in one round trip each. */
export type BatchableStore = EventStore & ManyReader & GroupAppender & { close(): Promise<void> };

/** Any batchable store with its concurrent calls batched; everything else passes through. */
export class BatchingEventStore implements EventStore {
  private readonly readBatched: (request: ReadRequest) => Promise<Map<string, StreamRead>>;
  private readonly appendBatched: (group: AppendGroup) => Promise<AppendResult[]>;

  constructor(private readonly inner: BatchableStore) {
    this.readBatched = batcher(
      async (requests: readonly ReadRequest[]) =>
        (await readManyFor(inner, requests)).map((value) => ({ ok: true as const, value })),
      { maxInFlight: BATCHES_IN_FLIGHT },
    );
    this.appendBatched = groupCommit(inner);
  }

  async readStream(stream: string, opts: ReadStreamOptions = {}): Promise<StreamRead> {
    if (opts.fromVersion === undefined && opts.maxCount === undefined) {
      return (await this.readBatched({ streams: [stream] })).get(stream) as StreamRead;
    }
    return this.inner.readStream(stream, opts);
  }

  readStreams(
    streams: readonly string[],
    from?: ReadonlyMap<string, bigint>,
  ): Promise<Map<string, StreamRead>> {
    return this.readBatched({ streams, from });
  }

  /** Batched with the other appends made meanwhile (one transaction for all of them). */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkDistinct(appends);
    return this.appendBatched(appends);
  }

  async appendToStream(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult> {
    const [result] = await this.appendBatched([{ stream, events, expected: opts.expected }]);
    return result as AppendResult;
  }

  subscribeToAll(opts: SubscribeOptions): AsyncIterable<RecordedEvent | CaughtUp> {
    return this.inner.subscribeToAll(opts);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
