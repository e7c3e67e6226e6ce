import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { StreamAppend } from '@pickup/domain/eventstore/types';
import {
  SlotFullError,
  type PickupSlotEvent,
  type TakePickupSlot,
} from '@pickup/domain/timing/pickup-slots';
import { slotBatcher } from './slot-batcher';

const STREAM = 'pickup-slots-r1-2030-01-16';
const s1 = '2030-01-16T09:00:00.000Z';
const s2 = '2030-01-16T09:15:00.000Z';
const metadata = { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: '' };
const take = (orderId: string): TakePickupSlot => ({
  type: 'TakePickupSlot',
  restaurantId: 'r1',
  orderId,
  items: 1,
  candidates: [s1, s2].map((start) => ({ start, limit: { orders: 3, items: null } })),
  exact: true,
});

/** The order a place allows, appended beside it. */
const orderOf =
  (orderId: string) =>
  (events: PickupSlotEvent[]): StreamAppend => ({
    stream: `order-${orderId}`,
    events: events.map((e, i) => ({
      id: `${orderId}-${i}`,
      type: 'OrderPlaced',
      data: e.data,
      metadata,
    })),
    expected: 'no_stream',
  });

describe('slot group commit', () => {
  it('appends each order with its place; exactly three of twenty get both', async () => {
    const memory = new InMemoryEventStore();
    const store = memory;
    const processes = [slotBatcher(store), slotBatcher(store)];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        processes[i % 2]?.execute(STREAM, take(`o${i}`), metadata, orderOf(`o${i}`)),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled' && r.value?.appended);
    expect(placed).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(17);
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => memory.readStream(`order-o${i}`)),
    );
    expect(orders.filter((o) => o.exists)).toHaveLength(3);
    // The orders appended are those whose places were taken.
    const taken = (await memory.readStream(STREAM)).events.map((e) => JSON.stringify(e.data));
    const ordered = orders.flatMap((o) => o.events.map((e) => JSON.stringify(e.data)));
    expect(ordered.sort()).toEqual(taken.sort());
  });

  it('takes the place alone when the order stream refuses the combined append', async () => {
    const memory = new InMemoryEventStore();
    await memory.appendToStream(
      'order-o1',
      [{ id: 'x', type: 'OrderPlaced', data: {}, metadata }],
      { expected: 'no_stream' },
    );
    const batcher = slotBatcher(memory);
    const outcome = await batcher.execute(STREAM, take('o1'), metadata, orderOf('o1'));
    expect(outcome.appended).toBeUndefined();
    expect(outcome.events.map((e) => e.type)).toEqual(['PickupSlotTaken']);
    expect((await memory.readStream(STREAM)).events).toHaveLength(1);
    expect((await memory.readStream('order-o1')).events).toHaveLength(1);
  });

  it('gives the last places to exactly three of twenty customers spread over two processes', async () => {
    const store = new InMemoryEventStore();
    // Two API processes: each batches its own customers, the store's version decides between them.
    const processes = [slotBatcher(store), slotBatcher(store)];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        processes[i % 2]?.execute(STREAM, take(`o${i}`), metadata),
      ),
    );
    const won = results.filter(
      (r) => r.status === 'fulfilled' && (r.value?.events.length ?? 0) > 0,
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused)
      if (r.status === 'rejected') expect((r.reason as SlotFullError).nextSlotStart).toBe(s2);
    const read = await store.readStream(STREAM);
    expect(read.events.map((e) => e.type)).toEqual(Array(3).fill('PickupSlotTaken'));
  });

  it('sees places taken by another process before deciding', async () => {
    const store = new InMemoryEventStore();
    const a = slotBatcher(store);
    const b = slotBatcher(store);
    for (const id of ['x', 'y']) await a.execute(STREAM, take(id), metadata);
    await b.execute(STREAM, take('z'), metadata);
    await expect(a.execute(STREAM, take('late'), metadata)).rejects.toBeInstanceOf(SlotFullError);
  });

  it('sees a place freed by another process before refusing', async () => {
    const store = new InMemoryEventStore();
    const a = slotBatcher(store);
    const b = slotBatcher(store);
    for (const id of ['x', 'y', 'z']) await a.execute(STREAM, take(id), metadata);
    await b.execute(
      STREAM,
      { type: 'ReleasePickupSlot', restaurantId: 'r1', orderId: 'x' },
      metadata,
    );
    const { events } = await a.execute(STREAM, take('late'), metadata);
    expect(events.map((e) => e.data)).toMatchObject([{ orderId: 'late', slotStart: s1 }]);
  });
});
