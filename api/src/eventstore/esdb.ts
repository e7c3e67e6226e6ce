import {
  EventStoreDBClient,
  jsonEvent,
  NO_STREAM,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type JSONType,
} from '@eventstore/db-client';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import {
  appendEach,
  checkDistinct,
  readEach,
  retriedAppend,
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
import { readEvents, toCheckpoint } from './esdb-events';
import {
  clientSource,
  subscribeToEsdb,
  type SubscriptionErrorHandler,
  type SubscriptionSource,
} from './esdb-subscription';

export interface EventStoreDbOptions {
  /** Every subscription failure (logging, metrics); fatal ones also stop the store's subscriptions. */
  onSubscriptionError?: SubscriptionErrorHandler;
  /** Where subscriptions come from; the client itself unless a test gives a fake. */
  subscriptions?: SubscriptionSource;
}

/**
 * How far back a retry is recognised. EventStoreDB deduplicates by event id only on a
 * best-effort basis for 'any'; we check the recent tail of the stream ourselves.
 */
const RETRY_WINDOW = 100;

function toRevision(expected: ExpectedVersion): AppendExpectedRevision {
  return expected === -1n ? NO_STREAM : expected;
}

function actualVersion(err: WrongExpectedVersionError): bigint {
  return typeof err.actualVersion === 'bigint' ? err.actualVersion : -1n;
}

export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions: SubscriptionSource;
  private fatal: Error | undefined;

  constructor(
    connectionString: string,
    private readonly options: EventStoreDbOptions = {},
  ) {
    this.client = EventStoreDBClient.connectionString(connectionString);
    this.subscriptions = options.subscriptions ?? clientSource(this.client);
  }

  /**
   * The fatal subscription error that stopped this store's subscriptions, for /readyz.
   * Retrying cannot fix it (e.g. the server refuses the credentials): it needs an operator.
   */
  failure(): string | undefined {
    return this.fatal && `subscriptions stopped after a fatal error: ${this.fatal.message}`;
  }

  async readStream(stream: string, opts: ReadStreamOptions = {}): Promise<StreamRead> {
    const whole = opts.fromVersion === undefined && opts.maxCount === undefined;
    const events =
      opts.maxCount === 0
        ? []
        : await readEvents(this.client, stream, {
            fromRevision: opts.fromVersion && opts.fromVersion > 0n ? opts.fromVersion : 0n,
            maxCount: opts.maxCount,
          });
    const last = whole
      ? events.at(-1)
      : (await readEvents(this.client, stream, { backwards: true, maxCount: 1 }))[0];
    const version = last?.version ?? -1n;
    return { events, version, exists: version >= 0n };
  }

  readStreams(
    streams: readonly string[],
    from?: ReadonlyMap<string, bigint>,
  ): Promise<Map<string, StreamRead>> {
    return readEach(this, streams, from);
  }

  /**
   * EventStoreDB's transactions are per stream: the streams are appended one after another
   * in the order given, each atomic and checked against its expected version, and the first
   * refusal stops the rest (those before it stay appended). Callers put the stream that
   * decides first (an order's place in the day's slots before the order: README).
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkDistinct(appends);
    return appendEach(this, appends);
  }

  async appendToStream(
    stream: string,
    events: readonly NewEvent[],
    opts: { expected: ExpectedVersion },
  ): Promise<AppendResult> {
    if (opts.expected === 'any' || opts.expected === 'stream_exists') {
      const retried = await this.alreadyStored(stream, events, opts.expected);
      if (retried) return retried;
    }
    try {
      const result = await this.client.appendToStream(
        stream,
        events.map((e) =>
          jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata }),
        ),
        { expectedRevision: toRevision(opts.expected) },
      );
      const [stored] = await readEvents(this.client, stream, {
        fromRevision: result.nextExpectedRevision,
        maxCount: 1,
      });
      return {
        nextVersion: result.nextExpectedRevision,
        checkpoint: stored?.checkpoint ?? toCheckpoint(result.position),
      };
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError)) throw err;
      const retried = await this.alreadyStored(stream, events, opts.expected);
      if (retried) return retried;
      throw new ConcurrencyError(stream, String(opts.expected), actualVersion(err));
    }
  }

  subscribeToAll(opts: SubscribeOptions): AsyncIterable<RecordedEvent | CaughtUp> {
    const fatal = this.fatal;
    if (fatal) return failing(fatal);
    return subscribeToEsdb(this.subscriptions, opts, (error, isFatal) => {
      if (isFatal) this.fatal = error instanceof Error ? error : new Error(String(error));
      this.options.onSubscriptionError?.(error, isFatal);
    });
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /**
   * The first result again when every event is already in the stream; a conflict when only
   * some are (storing the rest would duplicate the others).
   */
  private async alreadyStored(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult | undefined> {
    if (events.length === 0) return undefined;
    const recent = await readEvents(this.client, stream, {
      backwards: true,
      maxCount: RETRY_WINDOW,
    });
    const byId = new Map(recent.map((e) => [e.id, e]));
    const current = recent[0]?.version ?? -1n;
    return retriedAppend(stream, events, expected, (id) => byId.get(id), current);
  }
}

/** A subscription that fails at once, without asking the server again. */
function failing(error: Error): AsyncIterable<RecordedEvent | CaughtUp> {
  return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(error) }) };
}
