import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import {
  readEach,
  type EventStore,
  type NewEvent,
  type ReadStreamOptions,
} from '@pickup/domain/eventstore/types';
import { aggregateLoader, rememberingLoader } from './load-aggregate';

type Added = { type: 'Added'; data: { n: number } };
// Immutable numbers, as the remembering loader requires of a state.
const total = { initialState: () => 0, evolve: (sum: number, e: Added) => sum + e.data.n };
const added = (n: number): NewEvent => ({
  id: crypto.randomUUID(),
  type: 'Added',
  data: { n },
  metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: 't' },
});

/** The store, counting the events it hands out (to see what a load reads). */
function countingStore() {
  const store = new InMemoryEventStore();
  const counted = { eventsRead: 0 };
  const counting: EventStore = {
    readStream: async (stream: string, opts?: ReadStreamOptions) => {
      const read = await store.readStream(stream, opts);
      counted.eventsRead += read.events.length;
      return read;
    },
    readStreams(streams, from) {
      return readEach(this, streams, from);
    },
    appendToStream: (...args) => store.appendToStream(...args),
    appendToStreams: (appends) => store.appendToStreams(appends),
    subscribeToAll: (opts) => store.subscribeToAll(opts),
  };
  return { store, counting, counted };
}

describe('loadAggregate', () => {
  it('folds the stream into its state, with its version; a missing stream is the initial state', async () => {
    const store = new InMemoryEventStore();
    const load = aggregateLoader(store);
    expect(await load('s', total)).toEqual({ state: 0, version: -1n, exists: false });
    await store.appendToStream('s', [added(1), added(2)], { expected: 'any' });
    expect(await load('s', total)).toEqual({ state: 3, version: 1n, exists: true });
  });

  it('given a known state, reads and folds only the events after it', async () => {
    const { store, counting, counted } = countingStore();
    await store.appendToStream('s', [added(1), added(2)], { expected: 'any' });
    const load = aggregateLoader(counting);
    const known = await load('s', total);
    await store.appendToStream('s', [added(10)], { expected: 'any' });
    counted.eventsRead = 0;
    expect(await load('s', total, known)).toEqual({ state: 13, version: 2n, exists: true });
    expect(counted.eventsRead).toBe(1);
  });

  it('folds a stream whole when it no longer continues what was known', async () => {
    const store = new InMemoryEventStore();
    await store.appendToStream('s', [added(1)], { expected: 'any' });
    const stale = { state: 100, version: 5n, exists: true };
    expect(await aggregateLoader(store)('s', total, stale)).toEqual({
      state: 1,
      version: 0n,
      exists: true,
    });
  });
  it('answers loads asked together with one read of the store, each with its own events', async () => {
    const store = new InMemoryEventStore();
    let reads = 0;
    const batching: EventStore = {
      readStream: (stream, opts) => store.readStream(stream, opts),
      readStreams: (streams, from) => {
        reads++;
        return store.readStreams(streams, from);
      },
      appendToStream: (...args) => store.appendToStream(...args),
      appendToStreams: (appends) => store.appendToStreams(appends),
      subscribeToAll: (opts) => store.subscribeToAll(opts),
    };
    await store.appendToStream('a', [added(1), added(2)], { expected: 'any' });
    await store.appendToStream('b', [added(5)], { expected: 'any' });
    const load = aggregateLoader(batching);
    const known = { state: 1, version: 0n, exists: true };
    const [whole, after, b] = await Promise.all([
      load('a', total),
      load('a', total, known),
      load('b', total),
    ]);
    expect(reads).toBe(1);
    expect([whole.state, after.state, b.state]).toEqual([3, 3, 5]);
  });
});

describe('rememberingLoader', () => {
  it('reads only new events on each later load and always equals a whole fold', async () => {
    const { store, counting, counted } = countingStore();
    const load = rememberingLoader(aggregateLoader(counting));
    await store.appendToStream('s', [added(1), added(2)], { expected: 'any' });
    expect((await load('s', total)).state).toBe(3);
    counted.eventsRead = 0;
    expect((await load('s', total)).state).toBe(3);
    expect(counted.eventsRead).toBe(0);
    await store.appendToStream('s', [added(10)], { expected: 'any' });
    expect(await load('s', total)).toEqual(await aggregateLoader(store)('s', total));
    expect(counted.eventsRead).toBe(1);
  });

  it('keeps the newer state when overlapping loads finish out of order', async () => {
    const store = new InMemoryEventStore();
    await store.appendToStream('s', [added(1)], { expected: 'any' });
    let slow: (() => void) | undefined;
    let calls = 0;
    const plain = aggregateLoader(store);
    const load = rememberingLoader(async (stream, aggregate, known) => {
      const loaded = await plain(stream, aggregate, known);
      // The first load answers only after the second has been remembered.
      if (++calls === 1) await new Promise<void>((resolve) => (slow = resolve));
      return loaded;
    });
    const first = load('s', total);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.appendToStream('s', [added(2)], { expected: 'any' });
    expect((await load('s', total)).state).toBe(3);
    slow?.();
    expect((await first).state).toBe(1);
    expect((await load('s', total)).state).toBe(3);
  });

  it('keeps at most its capacity, forgetting the least recently loaded', async () => {
    const { store, counting, counted } = countingStore();
    const load = rememberingLoader(aggregateLoader(counting), 2);
    for (const s of ['a', 'b', 'c']) await store.appendToStream(s, [added(1)], { expected: 'any' });
    for (const s of ['a', 'b', 'c']) await load(s, total);
    counted.eventsRead = 0;
    await load('c', total);
    await load('b', total);
    expect(counted.eventsRead).toBe(0);
    await load('a', total);
    expect(counted.eventsRead).toBe(1);
  });
});
