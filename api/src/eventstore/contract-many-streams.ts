import { expect, it } from 'vitest';
import type { NewEvent } from '@pickup/domain/eventstore/types';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import { events, type ContractSubject } from './contract-helpers';

/**
 * The port's reads of several streams at once, and its multi-stream append (an order with
 * its place in the day's slots): answered per stream in the order given. Where the store has multi-stream transactions (Postgres, in
 * memory) a refusal stores nothing; EventStoreDB's transactions are per stream, so there
 * the streams before the refused one stay appended (README "Event store").
 */
export function manyStreamsContract(subject: () => ContractSubject, prefix: () => string): void {
  const stream = (label: string) => `${prefix()}${label}`;
  const append = (label: string, evs: NewEvent[]) =>
    subject().store.appendToStream(stream(label), evs, { expected: 'any' });

  it('reads several streams at once, each as a single read would, missing ones empty', async () => {
    await append('a', events(3));
    await append('b', events(1));
    await append('a', events(1));
    const names = [stream('b'), stream('missing'), stream('a')];
    const many = await subject().store.readStreams(names);
    expect([...many.keys()]).toEqual(names);
    for (const name of names)
      expect(many.get(name)).toEqual(await subject().store.readStream(name));
    expect(many.get(stream('a'))?.events.map((e) => e.version)).toEqual([0n, 1n, 2n, 3n]);
    expect((await subject().store.readStreams([])).size).toBe(0);
  });

  it('reads several streams each from its own version, with the stream version always', async () => {
    await append('a', events(4));
    await append('b', events(2));
    const from = new Map([
      [stream('a'), 2n],
      [stream('b'), 5n],
    ]);
    const many = await subject().store.readStreams([stream('a'), stream('b'), stream('c')], from);
    expect(many.get(stream('a'))?.events.map((e) => e.version)).toEqual([2n, 3n]);
    expect(many.get(stream('a'))?.version).toBe(3n);
    expect(many.get(stream('b'))).toMatchObject({ events: [], version: 1n, exists: true });
    expect(many.get(stream('c'))).toEqual({ events: [], version: -1n, exists: false });
    // Read at once with a whole read of the same stream, each gets what it asked for.
    const [whole, part] = await Promise.all([
      subject().store.readStreams([stream('a')]),
      subject().store.readStreams([stream('a')], new Map([[stream('a'), 3n]])),
    ]);
    expect(whole.get(stream('a'))?.events).toHaveLength(4);
    expect(part.get(stream('a'))?.events.map((e) => e.version)).toEqual([3n]);
  });

  it('appends to several streams, answering each in the order given', async () => {
    const { store } = subject();
    await store.appendToStream(stream('day'), events(2), { expected: 'no_stream' });
    const results = await store.appendToStreams([
      { stream: stream('day'), events: events(2), expected: 1n },
      { stream: stream('b-order'), events: events(1), expected: 'no_stream' },
      { stream: stream('a-order'), events: events(1), expected: 'no_stream' },
    ]);
    expect(results.map((r) => r.nextVersion)).toEqual([3n, 0n, 0n]);
    const order = await store.readStream(stream('a-order'));
    expect(order.events.at(-1)?.checkpoint).toBe(results[2]?.checkpoint);
    expect((await store.readStream(stream('day'))).events).toHaveLength(4);
  });

  it('refuses with a concurrency error when one stream refuses, storing no stream after it', async () => {
    const { store, multiStreamAtomic } = subject();
    await store.appendToStream(stream('order'), events(1), { expected: 'no_stream' });
    const appending = store.appendToStreams([
      { stream: stream('day'), events: events(1), expected: 'no_stream' },
      { stream: stream('order'), events: events(1), expected: 'no_stream' },
      { stream: stream('after'), events: events(1), expected: 'no_stream' },
    ]);
    await expect(appending).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(stream('order'))).events).toHaveLength(1);
    expect((await store.readStream(stream('after'))).exists).toBe(false);
    // All or nothing where the store has multi-stream transactions; else the first stays.
    expect((await store.readStream(stream('day'))).exists).toBe(multiStreamAtomic === false);
  });

  it('refuses a stream named twice', async () => {
    const { store } = subject();
    const twice = store.appendToStreams([
      { stream: stream('x'), events: events(1), expected: 'any' },
      { stream: stream('x'), events: events(1), expected: 'any' },
    ]);
    await expect(twice).rejects.toThrow('appendToStreams takes each stream once');
    expect((await store.readStream(stream('x'))).exists).toBe(false);
  });
}
