import type {
  AppendResult,
  EventMetadata,
  EventStore,
  RecordedEvent,
  StreamRead,
} from '@pickup/domain/eventstore/types';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import type { Decider, DomainEvent } from '@pickup/domain/commands/decider';

export interface HandleContext {
  metadata: EventMetadata;
  /** Produces a new unique event id (a UUID in production). */
  newId: () => string;
  /** Waits between retries; injected so tests need not sleep. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * The stream as the caller already read it (together with other streams, in one round
   * trip): the first attempt decides on it; a retry after a conflict reads afresh.
   */
  firstRead?: StreamRead;
}

export interface HandleResult<State> extends AppendResult {
  /** The state after the new events. */
  state: State;
  /** The new events, as appended. */
  events: DomainEvent[];
}

const RETRIES = 3;

/**
 * Read the stream, fold it, decide, append with the version read; on a version conflict,
 * try again from a fresh read (3 tries with back-off). A decider error is thrown as is.
 */
export async function handle<Command, State, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, State, Event>,
  command: Command | ((state: State) => Command),
  ctx: HandleContext,
): Promise<HandleResult<State>> {
  const sleep = ctx.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 1; ; attempt++) {
    const read = attempt === 1 && ctx.firstRead ? ctx.firstRead : await store.readStream(stream);
    const state = read.events
      .map((e: RecordedEvent) => ({ type: e.type, data: e.data }) as Event)
      .reduce(decider.evolve, decider.initialState());
    const cmd = typeof command === 'function' ? (command as (s: State) => Command)(state) : command;
    const events = decider.decide(cmd, state);
    const nextState = events.reduce(decider.evolve, state);
    if (events.length === 0) {
      return {
        nextVersion: read.version,
        checkpoint: read.events[read.events.length - 1]?.checkpoint ?? '',
        state: nextState,
        events: [],
      };
    }
    try {
      const result = await store.appendToStream(
        stream,
        events.map((e) => ({
          id: ctx.newId(),
          type: e.type,
          data: e.data,
          metadata: ctx.metadata,
        })),
        { expected: read.exists ? read.version : 'no_stream' },
      );
      return { ...result, state: nextState, events };
    } catch (err) {
      if (!(err instanceof ConcurrencyError) || attempt >= RETRIES) throw err;
      await sleep(10 * 2 ** attempt + Math.floor(Math.random() * 10));
    }
  }
}
