import { ConcurrencyError } from '../shared/errors';

/** Expected version of a stream when appending: see DESIGN.md "Event store". */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** Opaque position in the global log; checkpoints sort as text. */
export type Checkpoint = string;

export interface EventMetadata {
  actorId: string | null;
  actorRole: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO time the command was handled (passed in, never read inside the domain). */
  at: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<
  Type,
  Data
> {
  stream: string;
  /** Position of the event in its stream; the first event is version 0. */
  version: bigint;
  checkpoint: Checkpoint;
  /** ISO time the store recorded the event. */
  recordedAt: string;
}

export interface CaughtUp {
  caughtUp: Checkpoint;
}

export interface ReadStreamOptions {
  /** First version to read (inclusive). */
  fromVersion?: bigint;
  maxCount?: number;
}

export interface SubscriptionFilter {
  streamPrefixes?: readonly string[];
  eventTypes?: readonly string[];
}

export interface SubscribeOptions {
  /** Deliver events strictly after this checkpoint; 'start' = everything, 'end' = only new ones. */
  after: Checkpoint | 'start' | 'end';
  filter?: SubscriptionFilter;
  signal: AbortSignal;
}

export interface AppendResult {
  /** Version of the last event now in the stream. */
  nextVersion: bigint;
  checkpoint: Checkpoint;
}

export interface StreamAppend {
  stream: string;
  events: readonly NewEvent[];
  expected: ExpectedVersion;
}

export interface StreamRead {
  events: RecordedEvent[];
  /** Version of the last event, or -1n when the stream does not exist. */
  version: bigint;
  exists: boolean;
}

export interface EventStore {
  readStream(stream: string, opts?: ReadStreamOptions): Promise<StreamRead>;
  /**
   * Several streams at once, each as `readStream` would return it: whole, or from the
   * version given in `from` (e.g. after a cached snapshot); every name gets an entry.
   */
  readStreams(
    streams: readonly string[],
    from?: ReadonlyMap<string, bigint>,
  ): Promise<Map<string, StreamRead>>;
  appendToStream(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult>;
  /**
   * Appends to several distinct streams, answering in the order given; a refusal of any (a
   * version conflict, a repeated event id) is a ConcurrencyError. Postgres and the in-memory
   * store append all or nothing; EventStoreDB appends stream by stream in the order given,
   * each atomic and checked against its expected version, and stops at the first refusal
   * (the streams before it stay appended): README "Event store".
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  subscribeToAll(opts: SubscribeOptions): AsyncIterable<RecordedEvent | CaughtUp>;
}

export function isCaughtUp(item: RecordedEvent | CaughtUp): item is CaughtUp {
  return 'caughtUp' in item;
}

export function matchesFilter(
  event: { stream: string; type: string },
  filter: SubscriptionFilter | undefined,
): boolean {
  if (!filter) return true;
  if (filter.streamPrefixes && !filter.streamPrefixes.some((p) => event.stream.startsWith(p)))
    return false;
  if (filter.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  return true;
}

/** Zero-padded so that positions compare correctly as text. */
export function padPosition(n: bigint | number | string): string {
  return BigInt(n).toString().padStart(20, '0');
}

/** Each stream read on its own, as `readStreams` answers (for stores without a many-read). */
export async function readEach(
  store: Pick<EventStore, 'readStream'>,
  streams: readonly string[],
  from?: ReadonlyMap<string, bigint>,
): Promise<Map<string, StreamRead>> {
  const reads = await Promise.all(
    streams.map((s) => {
      const fromVersion = from?.get(s);
      return fromVersion === undefined ? store.readStream(s) : store.readStream(s, { fromVersion });
    }),
  );
  return new Map(streams.map((s, i) => [s, reads[i] as StreamRead]));
}

/** Each stream appended on its own, one after another in the order given. */
export async function appendEach(
  store: Pick<EventStore, 'appendToStream'>,
  appends: readonly StreamAppend[],
): Promise<AppendResult[]> {
  const results: AppendResult[] = [];
  for (const a of appends) results.push(await store.appendToStream(a.stream, a.events, a));
  return results;
}

/**
 * The retry rule of every adapter, given how `stored` finds a stream's events by id: when
 * each of `events` is stored already, the append was a retry and answers its first result
 * again; when only some are, storing the rest would duplicate the others, so it is refused
 * as a conflict with the stream at `current`; when none is, undefined (the append may go on).
 */
export function retriedAppend(
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
  stored: (id: string) => RecordedEvent | undefined,
  current: bigint,
): AppendResult | undefined {
  const known = events.map((e) => stored(e.id));
  const last = known.at(-1);
  if (last && known.every((k) => k !== undefined)) {
    return { nextVersion: last.version, checkpoint: last.checkpoint };
  }
  if (known.some((k) => k !== undefined)) {
    throw new ConcurrencyError(stream, String(expected), current);
  }
  return undefined;
}

/** Refuses an append that names a stream twice (it could not be answered per stream). */
export function checkDistinct(appends: readonly StreamAppend[]): void {
  if (new Set(appends.map((a) => a.stream)).size !== appends.length)
    throw new Error('appendToStreams takes each stream once');
}
