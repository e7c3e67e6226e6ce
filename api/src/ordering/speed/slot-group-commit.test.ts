import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { EventStore, StreamAppend } from '@pickup/domain/eventstore/types';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import {
  decidePickupSlots,
  SlotFullError,
  type PickupSlotCommand,
  type TakePickupSlot,
} from '@pickup/domain/timing/pickup-slots';
import { plainSlotBook, type SlotBook, type SlotDay } from '../slot-book';
import { slotGroupCommit } from './slot-group-commit';

const STREAM = 'pickup-slots-r1-2030-01-16';
const s1 = '2030-01-16T09:00:00.000Z';
const s2 = '2030-01-16T09:15:00.000Z';
const metadata = { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: '' };
const take = (orderId: string, orders = 3): TakePickupSlot => ({
  type: 'TakePickupSlot',
  restaurantId: 'r1',
  orderId,
  items: 1,
  candidates: [s1, s2].map((start) => ({ start, limit: { orders, items: null } })),
  exact: true,
});

let ids = 0;
/** A decision as the handlers make one: the day's events first, then (for a place) the order. */
const deciding =
  (command: PickupSlotCommand, withOrder = true) =>
  (day: SlotDay) => {
    const events = decidePickupSlots(command, day.state);
    const stamped = events.map((e) => ({ id: `e${++ids}`, type: e.type, data: e.data, metadata }));
    const appends: StreamAppend[] = [];
    if (events.length > 0)
      appends.push({
        stream: STREAM,
        events: stamped,
        expected: day.exists ? day.version : 'no_stream',
      });
    if (withOrder && events.length > 0)
      appends.push({
        stream: `order-${command.orderId}`,
        events: [{ id: `e${++ids}`, type: 'OrderPlaced', data: events[0]?.data, metadata }],
        expected: 'no_stream',
      });
    return { appends, answer: events };
  };

/** The in-memory store, counting its multi-stream appends. */
function counting(store: InMemoryEventStore) {
  const calls = { appends: 0 };
  const counted: EventStore = {
    readStream: (s, o) => store.readStream(s, o),
    readStreams: (s, f) => store.readStreams(s, f),
    appendToStream: (s, e, o) => store.appendToStream(s, e, o),
    appendToStreams: (a) => {
      calls.appends++;
      return store.appendToStreams(a);
    },
    subscribeToAll: (o) => store.subscribeToAll(o),
  };
  return { counted, calls };
}

describe.each([
  ['plain', plainSlotBook],
  ['group commit', slotGroupCommit],
] as const)('slot book (%s): staying correct', (_, make: (store: EventStore) => SlotBook) => {
  it('appends each order with its place; exactly three of twenty customers over two processes', async () => {
    const memory = new InMemoryEventStore();
    // Two API processes: each books for its own customers; the day's version decides.
    const processes = [make(memory), make(memory)];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => processes[i % 2]?.book(STREAM, deciding(take(`o${i}`)))),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(17);
    // Each refusal offers another slot.
    for (const r of refused) expect((r.reason as SlotFullError).nextSlotStart).toBe(s2);
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => memory.readStream(`order-o${i}`)),
    );
    expect(orders.filter((o) => o.exists)).toHaveLength(3);
    // The orders appended are those whose places were taken.
    const taken = (await memory.readStream(STREAM)).events.map((e) => JSON.stringify(e.data));
    const ordered = orders.flatMap((o) => o.events.map((e) => JSON.stringify(e.data)));
    expect(taken).toHaveLength(3);
    expect(ordered.sort()).toEqual(taken.sort());
  });

  it('holds no place when the order stream refuses (a retry placed it): nothing is appended', async () => {
    const memory = new InMemoryEventStore();
    await memory.appendToStream(
      'order-o1',
      [{ id: 'x', type: 'OrderPlaced', data: {}, metadata }],
      { expected: 'no_stream' },
    );
    const book = make(memory);
    await expect(book.book(STREAM, deciding(take('o1')))).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await memory.readStream(STREAM)).exists).toBe(false);
    expect((await memory.readStream('order-o1')).events).toHaveLength(1);
    // The book is not stuck: the next order takes its place.
    const { answer } = await book.book(STREAM, deciding(take('o2')));
    expect(answer.map((e) => e.data)).toMatchObject([{ orderId: 'o2', slotStart: s1 }]);
  });

  it('sees places taken by another process before deciding', async () => {
    const store = new InMemoryEventStore();
    const a = make(store);
    const b = make(store);
    for (const id of ['x', 'y']) await a.book(STREAM, deciding(take(id), false));
    await b.book(STREAM, deciding(take('z'), false));
    await expect(a.book(STREAM, deciding(take('late'), false))).rejects.toBeInstanceOf(
      SlotFullError,
    );
  });

  it('sees a place freed by another process before refusing', async () => {
    const store = new InMemoryEventStore();
    const a = make(store);
    const b = make(store);
    for (const id of ['x', 'y', 'z']) await a.book(STREAM, deciding(take(id), false));
    const release = { type: 'ReleasePickupSlot' as const, restaurantId: 'r1', orderId: 'x' };
    await b.book(STREAM, deciding(release, false));
    const { answer } = await a.book(STREAM, deciding(take('late'), false));
    expect(answer.map((e) => e.data)).toMatchObject([{ orderId: 'late', slotStart: s1 }]);
  });
});

describe('slot group commit: what it buys', () => {
  it('ten customers at once for one day: one append or two, where the plain book makes ten', async () => {
    const customers = Array.from({ length: 10 }, (_, i) => take(`o${i}`, 100));
    const plain = counting(new InMemoryEventStore());
    const grouped = counting(new InMemoryEventStore());
    const plainBook = plainSlotBook(plain.counted);
    const groupBook = slotGroupCommit(grouped.counted);
    await Promise.all(customers.map((t) => plainBook.book(STREAM, deciding(t))));
    await Promise.all(customers.map((t) => groupBook.book(STREAM, deciding(t))));
    expect(plain.calls.appends).toBeGreaterThanOrEqual(10);
    expect(grouped.calls.appends).toBeLessThanOrEqual(2);
  });
});
