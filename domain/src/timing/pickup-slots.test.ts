import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/given-when-then';
import {
  NO_SLOT_LEFT,
  pickupSlotsDecider,
  SLOT_FULL,
  SlotFullError,
  type PickupSlotEvent,
  type TakePickupSlot,
} from './pickup-slots';

const spec = deciderSpec(pickupSlotsDecider);
const s1 = '2025-01-15T12:00:00.000Z';
const s2 = '2025-01-15T12:15:00.000Z';
const s3 = '2025-01-15T12:30:00.000Z';
const three = { orders: 3, items: null };
const taken = (orderId: string, slotStart = s1, items = 1): PickupSlotEvent => ({
  type: 'PickupSlotTaken',
  data: { restaurantId: 'r1', slotStart, orderId, items },
});
const take = (orderId: string, over: Partial<TakePickupSlot> = {}): TakePickupSlot => ({
  type: 'TakePickupSlot',
  restaurantId: 'r1',
  orderId,
  items: 1,
  candidates: [s1, s2, s3].map((start) => ({ start, limit: three })),
  exact: true,
  ...over,
});
const nextSlot = (expected: string | null) => (e: Error) =>
  e instanceof SlotFullError && e.nextSlotStart === expected && e.kind === 'conflict';

describe('a scheduled order taking a slot', () => {
  it('takes a place while the slot has room', () => {
    spec
      .given([taken('a'), taken('b')])
      .when(take('c'))
      .then([taken('c')]);
  });

  it('is refused when the slot is full, naming the next slot with room', () => {
    spec
      .given([taken('a'), taken('b'), taken('c'), taken('x', s2), taken('y', s2), taken('z', s2)])
      .when(take('d'))
      .thenThrows((e) => nextSlot(s3)(e) && e.message === SLOT_FULL);
  });

  it('counts items when the kitchen limits them', () => {
    const items = { orders: null, items: 10 };
    const candidates = [s1, s2].map((start) => ({ start, limit: items }));
    spec
      .given([taken('a', s1, 8)])
      .when(take('b', { items: 3, candidates }))
      .thenThrows(nextSlot(s2));
    spec
      .given([taken('a', s1, 8)])
      .when(take('b', { items: 2, candidates }))
      .then([taken('b', s1, 2)]);
  });

  it('frees the place of a released order for the next customer', () => {
    const released: PickupSlotEvent = {
      type: 'PickupSlotReleased',
      data: { restaurantId: 'r1', slotStart: s1, orderId: 'b' },
    };
    spec
      .given([taken('a'), taken('b'), taken('c'), released])
      .when(take('d'))
      .then([taken('d')]);
  });

  it('keeps the place an order already holds when asked again', () => {
    spec
      .given([taken('a')])
      .when(take('a'))
      .then([]);
  });
});

describe('an ASAP order taking a slot', () => {
  it('takes the first slot with room', () => {
    spec
      .given([taken('a'), taken('b'), taken('c')])
      .when(take('d', { exact: false }))
      .then([taken('d', s2)]);
  });
  it('is refused when no slot has room left', () => {
    const one = { orders: 1, items: null };
    spec
      .given([taken('a'), taken('b', s2)])
      .when(
        take('c', { exact: false, candidates: [s1, s2].map((start) => ({ start, limit: one })) }),
      )
      .thenThrows((e) => nextSlot(null)(e) && e.message === NO_SLOT_LEFT);
  });
});

describe('releasing', () => {
  it('releases the slot an order holds, and nothing for an order without one', () => {
    spec
      .given([taken('a', s2)])
      .when({ type: 'ReleasePickupSlot', restaurantId: 'r1', orderId: 'a' })
      .then([
        { type: 'PickupSlotReleased', data: { restaurantId: 'r1', slotStart: s2, orderId: 'a' } },
      ]);
    spec
      .given([taken('a')])
      .when({ type: 'ReleasePickupSlot', restaurantId: 'r1', orderId: 'q' })
      .then([]);
  });
});
