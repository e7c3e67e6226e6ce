import { expect, it } from 'vitest';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import { events, type ContractSubject } from './contract-helpers';

/**
 * The port's multi-stream append (an order with its place in the day's slots): answered per
 * stream in the order given. Where the store has multi-stream transactions (Postgres, in
 * memory) a refusal stores nothing; EventStoreDB's transactions are per stream, so there
 * the streams before the refused one stay appended (README "Event store").
 */
export function appendStreamsContract(subject: () => ContractSubject, prefix: () => string): void {
  const stream = (label: string) => `${prefix()}${label}`;

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
