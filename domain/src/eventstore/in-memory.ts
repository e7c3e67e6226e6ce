import { ConcurrencyError } from '../shared/errors';
import {
  appendEach,
  checkDistinct,
  matchesFilter,
  retriedAppend,
  readEach,
  padPosition,
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
} from './types';

/**
 * An event store held in memory, for unit tests of deciders and command handlers.
 * It follows the same contract as the Postgres and EventStoreDB adapters.
 */
export class InMemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly waiters = new Set<() => void>();

  /** @param now clock used to stamp recordedAt. */
  constructor(private readonly now: () => Date = () => new Date(0)) {}

  async readStream(stream: string, opts: ReadStreamOptions = {}): Promise<StreamRead> {
    const all = this.streams.get(stream) ?? [];
    const from = opts.fromVersion ?? 0n;
    let events = all.filter((e) => e.version >= from);
    if (opts.maxCount !== undefined) events = events.slice(0, opts.maxCount);
    return { events, version: BigInt(all.length) - 1n, exists: all.length > 0 };
  }

  readStreams(
    streams: readonly string[],
    from?: ReadonlyMap<string, bigint>,
  ): Promise<Map<string, StreamRead>> {
    return readEach(this, streams, from);
  }

  /** All or nothing: every stream is checked before any is written. */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkDistinct(appends);
    for (const a of appends) this.refusal(a.stream, a.events, a.expected);
    return appendEach(this, appends);
  }

  async appendToStream(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult> {
    const retried = this.refusal(stream, events, opts.expected);
    if (retried) return retried;
    const existing = this.streams.get(stream) ?? [];
    let version = BigInt(existing.length) - 1n;
    const recordedAt = this.now().toISOString();
    for (const e of events) {
      version += 1n;
      const recorded: RecordedEvent = {
        ...e,
        stream,
        version,
        checkpoint: padPosition(this.log.length + 1),
        recordedAt,
      };
      this.log.push(recorded);
      existing.push(recorded);
    }
    this.streams.set(stream, existing);
    for (const wake of [...this.waiters]) wake();
    const last = existing[existing.length - 1];
    return { nextVersion: version, checkpoint: last ? last.checkpoint : padPosition(0) };
  }

  /**
   * Throws when the append is refused; answers the first result again when every event is
   * already stored (a retry), undefined when the append may go ahead.
   */
  private refusal(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): AppendResult | undefined {
    const existing = this.streams.get(stream) ?? [];
    const current = BigInt(existing.length) - 1n;
    const stored = (id: string) => existing.find((r) => r.id === id);
    const retried = retriedAppend(stream, events, expected, stored, current);
    if (!retried) checkExpected(stream, expected, current);
    return retried;
  }

  async *subscribeToAll(opts: SubscribeOptions): AsyncIterable<RecordedEvent | CaughtUp> {
    let index =
      opts.after === 'start'
        ? 0
        : opts.after === 'end'
          ? this.log.length
          : this.log.findIndex((e) => e.checkpoint > (opts.after as string));
    if (index < 0) index = this.log.length;
    let announced = false;
    while (!opts.signal.aborted) {
      while (index < this.log.length) {
        const event = this.log[index++] as RecordedEvent;
        if (matchesFilter(event, opts.filter)) yield event;
        if (opts.signal.aborted) return;
        announced = false;
      }
      if (!announced) {
        announced = true;
        yield { caughtUp: this.log[this.log.length - 1]?.checkpoint ?? padPosition(0) };
        // Events appended while the consumer handled the signal must not wait for another append.
        continue;
      }
      await this.nextAppend(opts.signal);
    }
  }

  /** Every event in the order it was appended. */
  all(): readonly RecordedEvent[] {
    return this.log;
  }

  private nextAppend(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}

export function checkExpected(stream: string, expected: ExpectedVersion, current: bigint): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === -1n) ||
    (expected === 'stream_exists' && current >= 0n) ||
    (typeof expected === 'bigint' && expected === current);
  if (!ok) throw new ConcurrencyError(stream, String(expected), current);
}
