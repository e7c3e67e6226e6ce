import type { EventStore, StreamRead } from '@pickup/domain/eventstore/types';
import { LRUCache } from 'lru-cache';

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

interface PendingRead {
  stream: string;
  from: bigint | undefined;
  resolve: (read: StreamRead) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads of streams, those asked in the same tick (an order's customer, restaurant and
 * menus; orders arriving together) answered by one read of the store. A stream asked from
 * two versions is read from the lower and each asker gets its own events.
 */
function tickReader(store: EventStore): (stream: string, from?: bigint) => Promise<StreamRead> {
  let pending: PendingRead[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    // Per stream, the lowest version asked from (undefined: the whole stream).
    const from = new Map<string, bigint | undefined>();
    for (const p of batch) {
      if (!from.has(p.stream)) from.set(p.stream, p.from);
      const asked = from.get(p.stream);
      if (asked !== undefined && (p.from === undefined || p.from < asked))
        from.set(p.stream, p.from);
    }
    const partial = new Map([...from].filter((e): e is [string, bigint] => e[1] !== undefined));
    try {
      const reads = await store.readStreams([...from.keys()], partial);
      for (const p of batch) {
        const read = reads.get(p.stream) as StreamRead;
        const own = p.from;
        p.resolve(
          own === undefined
            ? read
            : { ...read, events: read.events.filter((e) => e.version >= own) },
        );
      }
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  };
  return (stream, from) =>
    new Promise((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(() => void flush());
      pending.push({ stream, from, resolve, reject });
    });
}

/** The plain loader: a read of the stream, folded (reads asked together share one read). */
export function aggregateLoader(store: EventStore): LoadAggregate {
  const readStream = tickReader(store);
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
  const kept = new LRUCache<string, Loaded<unknown>>({ max: capacity });
  return async <S, E>(stream: string, aggregate: Aggregate<S, E>) => {
    const loaded = await load(stream, aggregate, kept.get(stream) as Loaded<S> | undefined);
    // Loads overlap: a slower one must not put back an older state.
    const now = kept.get(stream);
    if (!now || now.version <= loaded.version) kept.set(stream, loaded);
    return loaded;
  };
}
