import { readStreams, type EventStore, type StreamRead } from '@pickup/domain/eventstore/types';
import { batcher } from '../db/batcher';
import { Lru } from '../db/lru';

/** How a stream's events fold into its state: the domain's initial state and evolve. */
export interface Aggregate<S, E> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
}

/** A stream's state and the version it reflects (-1n, not existing: the initial state). */
export interface Loaded<S> {
  state: S;
  version: bigint;
  exists: boolean;
}

/**
 * Reads a stream and folds it into its aggregate's state. Given what is already `known` of
 * it (a state at a version), only the events after that version are read and folded onto it.
 * The events are the stream's own, written by its decider: the type names them.
 */
export type LoadAggregate = <S, E>(
  stream: string,
  aggregate: Aggregate<S, E>,
  known?: Loaded<S>,
) => Promise<Loaded<S>>;

/**
 * Reads of streams, batched: the reads asked in the same tick (an order's restaurant and
 * menus) or while earlier ones are on their way (orders arriving together) go together in
 * one read of the store. A stream asked from two versions is read from the lower and each asker
 * gets its own events. Every read starts after it was asked for, so it is as fresh as one
 * made alone.
 */
function batchedReader(store: EventStore): (stream: string, from?: bigint) => Promise<StreamRead> {
  const read = batcher(
    async (asks: readonly { stream: string; from: bigint | undefined }[]) => {
      // Per stream, the lowest version asked from (undefined: the whole stream).
      const from = new Map<string, bigint | undefined>();
      for (const p of asks) {
        if (!from.has(p.stream)) from.set(p.stream, p.from);
        const asked = from.get(p.stream);
        if (asked !== undefined && (p.from === undefined || p.from < asked))
          from.set(p.stream, p.from);
      }
      const partial = new Map([...from].filter((e): e is [string, bigint] => e[1] !== undefined));
      const reads = await readStreams(store, [...from.keys()], partial);
      return asks.map(({ stream, from: own }) => {
        const whole = reads.get(stream) as StreamRead;
        const value =
          own === undefined
            ? whole
            : { ...whole, events: whole.events.filter((e) => e.version >= own) };
        return { ok: true as const, value };
      });
    },
    { maxInFlight: 2, maxBatch: 256, gatherTick: true },
  );
  return (stream, from) => read({ stream, from });
}

/** The plain loader: a read of the stream, folded (reads asked together share one read). */
export function aggregateLoader(store: EventStore): LoadAggregate {
  const readStream = batchedReader(store);
  const load: LoadAggregate = async (stream, aggregate, known) => {
    const from = known?.exists ? known.version + 1n : undefined;
    const read = await readStream(stream, from);
    // A stream that no longer continues what was known (only a test store is ever reset):
    // fold it whole.
    if (known && from !== undefined && (!read.exists || read.version < known.version)) {
      return load(stream, aggregate);
    }
    type E = Parameters<typeof aggregate.evolve>[1];
    const base = known && from !== undefined ? known.state : aggregate.initialState();
    const state = read.events.reduce(
      (s, e) => aggregate.evolve(s, { type: e.type, data: e.data } as E),
      base,
    );
    return { state, version: read.version, exists: read.exists };
  };
  return load;
}

/**
 * Remembers the last state loaded of each stream (at most `capacity`, least recently used
 * forgotten first), so that a stream read for every order (a restaurant, its menus) costs a
 * read of its new events only, usually none. Only for aggregates whose evolve returns new
 * states rather than changing them: a remembered state is shared by every later load.
 */
export function rememberingLoader(load: LoadAggregate, capacity = 1_000): LoadAggregate {
  const kept = new Lru<string, Loaded<unknown>>(capacity);
  return async <S, E>(stream: string, aggregate: Aggregate<S, E>) => {
    const loaded = await load(stream, aggregate, kept.get(stream) as Loaded<S> | undefined);
    // Loads overlap: a slower one must not put back an older state.
    const now = kept.get(stream);
    if (!now || now.version <= loaded.version) kept.set(stream, loaded);
    return loaded;
  };
}
