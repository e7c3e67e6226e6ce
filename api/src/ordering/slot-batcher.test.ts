import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { SlotFullError, type TakePickupSlot } from '@pickup/domain/timing/pickup-slots';
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

describe('slot group commit', () => {
  it('gives the last places to exactly three of twenty customers spread over two processes', async () => {
    const store = new InMemoryEventStore();
    // Two API processes: each batches its own customers, the store's version decides between them.
    const processes = [slotBatcher(store), slotBatcher(store)];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        processes[i % 2]?.execute(STREAM, take(`o${i}`), metadata),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled' && (r.value?.length ?? 0) > 0);
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
    const events = await a.execute(STREAM, take('late'), metadata);
    expect(events.map((e) => e.data)).toMatchObject([{ orderId: 'late', slotStart: s1 }]);
  });
});
