import type { Decider, DomainEvent } from '@pickup/domain/commands/decider';
import type {
  EventMetadata,
  EventStore,
  ExpectedVersion,
  StreamAppend,
} from '@pickup/domain/eventstore/types';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import type { Aggregate } from './load-aggregate';

/**
 * The one command helper (STYLE.md "Commands"): read the streams a decision needs, decide,
 * append what it decided to all of them at once at the versions read, and on a version
 * conflict read and decide again, under the one retry policy below (`onConflict`, which the
 * slot book and the counted stock of an order also retry under).
 */

/** A stream as the decision read it: its events folded, at the version its append expects. */
export interface StreamState<S, E> {
  state: S;
  events: E[];
  version: bigint;
  exists: boolean;
}

/** Reads a stream for the decision; the helper keeps its version for the append. */
export type ReadStream = <S, E extends DomainEvent>(
  stream: string,
  aggregate: Aggregate<S, E>,
) => Promise<StreamState<S, E>>;

export interface Decision<T> {
  /** Each stream's new events; every stream named here must have been read for the decision. */
  appends: readonly { stream: string; events: readonly DomainEvent[] }[];
  answer: T;
}

export type Decide<T> = (read: ReadStream) => Promise<Decision<T>>;

export interface HandleContext {
  metadata: EventMetadata;
  /** Produces a new unique event id (a UUID in production). */
  newId: () => string;
  /** Waits between tries; injected so tests need not sleep. */
  sleep?: (ms: number) => Promise<void>;
}

export interface Handled<T> {
  answer: T;
  /** The new events, as appended, in the order the decision gave them. */
  events: DomainEvent[];
  /** The store's position after the append; with nothing appended, that of the streams read. */
  checkpoint: string;
}

/**
 * Tries before a decision whose streams keep moving is given up (a crowd ordering the last
 * units of an item or the last places of a slot needs many), and the random wait before
 * each new try, doubling up to a cap, so the racers spread out.
 */
export const RETRY = { tries: 30, firstWaitMs: 2, maxWaitMs: 32 };

const waitBefore = (attempt: number) =>
  Math.random() * Math.min(RETRY.maxWaitMs, RETRY.firstWaitMs * 2 ** (attempt - 1));

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one retry policy: `attempt` runs again while it fails with a version conflict, up to
 * `RETRY.tries` times, after a random wait that doubles up to a cap. A conflict `raced` does
 * not confirm (none of the streams moved: the store refused the append for another reason)
 * and the last conflict are thrown as they are (the API answers 409).
 */
export async function onConflict<T>(
  attempt: () => Promise<T>,
  raced: () => Promise<boolean>,
  sleep: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof ConcurrencyError) || tries >= RETRY.tries || !(await raced())) throw err;
      await sleep(waitBefore(tries));
    }
  }
}

/** Whether any stream moved from the version its append expected (another writer won). */
export async function moved(
  store: Pick<EventStore, 'readStream'>,
  appends: readonly { stream: string; expected: ExpectedVersion }[],
): Promise<boolean> {
  const now = await Promise.all(appends.map((a) => store.readStream(a.stream, { maxCount: 0 })));
  return now.some((n, i) => {
    const expected = appends[i]?.expected;
    if (expected === 'no_stream') return n.exists;
    return typeof expected !== 'bigint' || n.version !== expected;
  });
}

interface Seen {
  expected: ExpectedVersion;
  checkpoint: string;
}

/**
 * Runs `decide` on the streams as they stand and appends its events, all at once at the
 * versions read. A refusal `decide` throws is the answer; a version conflict is decided
 * again on a fresh read (`onConflict`).
 */
export async function handle<T>(
  store: EventStore,
  decide: Decide<T>,
  ctx: HandleContext,
): Promise<Handled<T>> {
  let tried: StreamAppend[] = [];
  const attempt = async (): Promise<Handled<T>> => {
    const seen = new Map<string, Seen>();
    const read: ReadStream = async (stream, aggregate) => {
      const r = await store.readStream(stream);
      const last = r.events.at(-1)?.checkpoint ?? '';
      if (!seen.has(stream))
        seen.set(stream, { expected: r.exists ? r.version : 'no_stream', checkpoint: last });
      type E = Parameters<typeof aggregate.evolve>[1];
      const events = r.events.map((e) => ({ type: e.type, data: e.data }) as E);
      const state = events.reduce(aggregate.evolve, aggregate.initialState());
      return { state, events, version: r.version, exists: r.exists };
    };
    const { appends, answer } = await decide(read);
    tried = appends
      .filter((a) => a.events.length > 0)
      .map((a): StreamAppend => {
        const at = seen.get(a.stream);
        if (!at) throw new Error(`A decision appends to ${a.stream} without having read it`);
        const events = a.events.map((e) => ({
          id: ctx.newId(),
          type: e.type,
          data: e.data,
          metadata: ctx.metadata,
        }));
        return { stream: a.stream, events, expected: at.expected };
      });
    const events = tried.flatMap((a) => a.events.map(({ type, data }) => ({ type, data })));
    if (tried.length === 0)
      return { answer, events, checkpoint: latest([...seen.values()].map((s) => s.checkpoint)) };
    const results = await store.appendToStreams(tried);
    return { answer, events, checkpoint: latest(results.map((r) => r.checkpoint)) };
  };
  return onConflict(attempt, () => moved(store, tried), ctx.sleep);
}

/** Checkpoints sort as text: the last one. */
const latest = (checkpoints: readonly string[]) =>
  checkpoints.reduce((a, b) => (b > a ? b : a), '');

/** A decision of one stream's decider on that stream; its answer is the stream's new state. */
export function onStream<Command, State, Event extends DomainEvent>(
  stream: string,
  decider: Decider<Command, State, Event>,
  command: Command | ((state: State) => Command),
): Decide<State> {
  return async (read) => {
    const { state } = await read(stream, decider);
    const cmd = typeof command === 'function' ? (command as (s: State) => Command)(state) : command;
    const events = decider.decide(cmd, state);
    return { appends: [{ stream, events }], answer: events.reduce(decider.evolve, state) };
  };
}
