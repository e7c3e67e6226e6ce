import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { StreamAppend } from '@pickup/domain/eventstore/types';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import {
  decidePickupSlots,
  SlotFullError,
  type PickupSlotCommand,
  type TakePickupSlot,
} from '@pickup/domain/timing/pickup-slots';
import { plainSlotBook, type SlotDay } from './slot-book';

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

describe('slot book', () => {
  it('appends each order with its place; exactly three of twenty customers over two processes', async () => {
    const memory = new InMemoryEventStore();
    // Two API processes: each books for its own customers; the day's version decides.
    const processes = [plainSlotBook(memory), plainSlotBook(memory)];
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
    const book = plainSlotBook(memory);
    await expect(book.book(STREAM, deciding(take('o1')))).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await memory.readStream(STREAM)).exists).toBe(false);
    expect((await memory.readStream('order-o1')).events).toHaveLength(1);
    // The book is not stuck: the next order takes its place.
    const { answer } = await book.book(STREAM, deciding(take('o2')));
    expect(answer.map((e) => e.data)).toMatchObject([{ orderId: 'o2', slotStart: s1 }]);
  });

  it('sees places taken by another process before deciding', async () => {
    const store = new InMemoryEventStore();
    const a = plainSlotBook(store);
    const b = plainSlotBook(store);
    for (const id of ['x', 'y']) await a.book(STREAM, deciding(take(id), false));
    await b.book(STREAM, deciding(take('z'), false));
    await expect(a.book(STREAM, deciding(take('late'), false))).rejects.toBeInstanceOf(
      SlotFullError,
    );
  });

  it('sees a place freed by another process before refusing', async () => {
    const store = new InMemoryEventStore();
    const a = plainSlotBook(store);
    const b = plainSlotBook(store);
    for (const id of ['x', 'y', 'z']) await a.book(STREAM, deciding(take(id), false));
    const release = { type: 'ReleasePickupSlot' as const, restaurantId: 'r1', orderId: 'x' };
    await b.book(STREAM, deciding(release, false));
    const { answer } = await a.book(STREAM, deciding(take('late'), false));
    expect(answer.map((e) => e.data)).toMatchObject([{ orderId: 'late', slotStart: s1 }]);
  });
});
