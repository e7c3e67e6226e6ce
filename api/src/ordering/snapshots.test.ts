import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { readStreams, type NewEvent } from '@pickup/domain/eventstore/types';
import { Snapshots } from './snapshots';

type Added = { type: 'Added'; data: { n: number } };
const sum = (total: number, e: Added) => total + e.data.n;
const added = (n: number): NewEvent => ({
  id: crypto.randomUUID(),
  type: 'Added',
  data: { n },
  metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: 't' },
});

describe('snapshots of folded streams', () => {
  it('folds only the events after the snapshot and always equals a whole fold', async () => {
    const store = new InMemoryEventStore();
    const snapshots = new Snapshots();
    const current = async () => {
      const reads = await readStreams(store, ['s'], snapshots.from(['s']));
      return snapshots.fold('s', reads.get('s'), 0, sum);
    };
    expect(await current()).toBe(0);
    expect(snapshots.from(['s']).size).toBe(0);

    await store.appendToStream('s', [added(1), added(2)], { expected: 'any' });
    expect(await current()).toBe(3);
    expect(snapshots.from(['s']).get('s')).toBe(2n);

    const unchanged = await readStreams(store, ['s'], snapshots.from(['s']));
    expect(unchanged.get('s')?.events).toEqual([]);
    expect(snapshots.fold('s', unchanged.get('s'), 0, sum)).toBe(3);

    await store.appendToStream('s', [added(10)], { expected: 'any' });
    expect(await current()).toBe(13);
  });

  it('gives up a snapshot the read does not continue, so the caller reads the stream whole', () => {
    const snapshots = new Snapshots();
    const event = (version: bigint) => ({
      ...added(1),
      stream: 's',
      version,
      checkpoint: String(version),
      recordedAt: 't',
    });
    expect(snapshots.fold('s', { events: [event(0n)], version: 0n, exists: true }, 0, sum)).toBe(1);
    // Version 2 read after a snapshot at 0: version 1 was never seen.
    expect(snapshots.fold('s', { events: [event(2n)], version: 2n, exists: true }, 0, sum)).toBe(
      null,
    );
    expect(snapshots.from(['s']).size).toBe(0);
  });

  it('never folds a read made after a snapshot from scratch once that snapshot is gone', async () => {
    const store = new InMemoryEventStore();
    await store.appendToStream('s', [added(1), added(2)], { expected: 'any' });
    const snapshots = new Snapshots();
    const whole = await readStreams(store, ['s']);
    expect(snapshots.fold('s', whole.get('s'), 0, sum)).toBe(3);
    // Two requests read after the snapshot at the same moment...
    const from = snapshots.from(['s']);
    const first = await readStreams(store, ['s'], from);
    const second = await readStreams(store, ['s'], from);
    // ...meanwhile a third drops it (its read did not continue it).
    const stray = { events: [], version: 5n, exists: true };
    expect(snapshots.fold('s', stray, 0, sum)).toBe(null);
    // The partial reads hold no events: folding them from 0 would say the stream is empty.
    expect(snapshots.fold('s', first.get('s'), 0, sum)).toBe(null);
    expect(snapshots.fold('s', second.get('s'), 0, sum)).toBe(null);
    expect(snapshots.fold('s', (await readStreams(store, ['s'])).get('s'), 0, sum)).toBe(3);
  });

  it('folds a whole read from the start whatever snapshot is kept', async () => {
    const store = new InMemoryEventStore();
    await store.appendToStream('s', [added(1)], { expected: 'any' });
    const snapshots = new Snapshots();
    const early = await readStreams(store, ['s']);
    await store.appendToStream('s', [added(2)], { expected: 'any' });
    expect(snapshots.fold('s', (await readStreams(store, ['s'])).get('s'), 0, sum)).toBe(3);
    // A whole read made before the newer one is still right for its own moment.
    expect(snapshots.fold('s', early.get('s'), 0, sum)).toBe(1);
  });

  it('keeps at most its capacity, forgetting the least recently folded', () => {
    const snapshots = new Snapshots(2);
    const read = { events: [], version: -1n, exists: false };
    const one = { ...added(1), version: 0n, checkpoint: '0', recordedAt: 't' };
    for (const s of ['a', 'b', 'c'])
      snapshots.fold(s, { events: [{ ...one, stream: s }], version: 0n, exists: true }, 0, sum);
    expect([...snapshots.from(['a', 'b', 'c']).keys()]).toEqual(['b', 'c']);
    expect(snapshots.fold('a', read, 0, sum)).toBe(0);
  });
});
