import { describe, expect, it } from 'vitest';
import { DAYS, type WeeklyHours } from '../catalog/hours-types';
import { planPickup, type PlanInput } from '../timing/pickup';
import {
  pickupSlotsDecider,
  SlotFullError,
  type PickupSlotsState,
  type TakePickupSlot,
} from '../timing/pickup-slots';
import { placeOrder, ORDER_ID } from './order.fixtures';
import { orderDecider, PHONE_NOT_VERIFIED } from './order';
import { decidePlacement, placementAppends, stampWith } from './placement';

const open = Object.fromEntries(
  DAYS.map((d) => [d, { start: '09:00', end: '22:00', closed: false }]),
) as WeeklyHours;
// Wednesday 2025-01-15, 12:07 UTC.
const now = new Date('2025-01-15T12:07:00Z');
const planInput: PlanInput = {
  request: { kind: 'asap' },
  now,
  rules: { timezone: 'UTC', hours: open, menus: [] },
  prepMinutes: 20,
  capacity: { orders: 1, items: null, byWeekday: {} },
  takingOrdersNow: true,
};
const plan = planPickup(planInput);
const day = plan.slots;
if (!day) throw new Error('the plan limits slots');
const take = (orderId = ORDER_ID): TakePickupSlot => ({
  type: 'TakePickupSlot',
  restaurantId: 'rest-1',
  orderId,
  items: 2,
  candidates: day.candidates,
  exact: false,
});
const command = placeOrder({ at: now.toISOString() });
const empty = () => pickupSlotsDecider.initialState();
const held = (orderId: string, slotStart: string): PickupSlotsState => {
  const state = empty();
  pickupSlotsDecider.evolve(state, {
    type: 'PickupSlotTaken',
    data: { restaurantId: 'rest-1', orderId, slotStart, items: 1 },
  });
  return state;
};
const decide = (slots?: { state: PickupSlotsState; take: TakePickupSlot }, cmd = command) =>
  decidePlacement({ command: cmd, order: orderDecider.initialState(), plan, planInput, slots });

const first = day.candidates[0]?.start as string;
const second = day.candidates[1]?.start as string;

describe('placing an order with its place in the day’s slots', () => {
  it('takes the first slot with room and promises the order that slot', () => {
    const placement = decide({ state: empty(), take: take() });
    expect(placement.slot).toMatchObject([{ type: 'PickupSlotTaken', data: { slotStart: first } }]);
    expect(placement.pickup.slotStart).toBe(first);
    expect(placement.order).toMatchObject([
      { type: 'OrderPlaced', data: { pickup: { slotStart: first } } },
    ]);
  });

  it('promises the next slot when the first is full', () => {
    const placement = decide({ state: held('other', first), take: take() });
    expect(placement.pickup.slotStart).toBe(second);
    expect(placement.order[0]?.data).toMatchObject({ pickup: { slotStart: second } });
  });

  it('refuses the order’s own faults before a full day', () => {
    const full = held('other', first);
    for (const c of day.candidates.slice(1))
      pickupSlotsDecider.evolve(full, {
        type: 'PickupSlotTaken',
        data: { restaurantId: 'rest-1', orderId: `o-${c.start}`, slotStart: c.start, items: 1 },
      });
    const unverified = placeOrder({
      at: now.toISOString(),
      customer: { id: 'c', phoneVerified: false },
    });
    expect(() => decide({ state: full, take: take() }, unverified)).toThrow(PHONE_NOT_VERIFIED);
    expect(() => decide({ state: full, take: take() })).toThrow(SlotFullError);
  });

  it('keeps the place a retried order already holds, taking none', () => {
    const placement = decide({ state: held(ORDER_ID, second), take: take() });
    expect(placement.slot).toEqual([]);
    expect(placement.pickup.slotStart).toBe(second);
  });

  it('without slot capacity, decides the order alone with the planned pickup', () => {
    const placement = decide();
    expect(placement.slot).toEqual([]);
    expect(placement.pickup).toEqual(plan.pickup);
    expect(placement.order.map((e) => e.type)).toEqual(['OrderPlaced']);
  });
});

describe('the one append of a placement', () => {
  const metadata = {
    actorId: 'c',
    actorRole: 'customer',
    correlationId: 'k',
    causationId: null,
    at: '',
  };
  let n = 0;
  const stamp = stampWith(() => `id-${++n}`, metadata);

  it('names the day first, at the version its state was read at, then the new order', () => {
    const placement = decide({ state: empty(), take: take() });
    const appends = placementAppends(
      placement,
      { orderId: ORDER_ID, day: { stream: 'day-1', version: 4n, exists: true } },
      stamp,
    );
    expect(appends.map((a) => [a.stream, a.expected])).toEqual([
      ['day-1', 4n],
      [`order-${ORDER_ID}`, 'no_stream'],
    ]);
    expect(appends[1]?.events[0]).toMatchObject({ type: 'OrderPlaced', metadata });
  });

  it('leaves out a day with nothing to append, and a new day expects no stream', () => {
    const kept = decide({ state: held(ORDER_ID, second), take: take() });
    const day0 = { stream: 'day-0', version: -1n, exists: false };
    expect(
      placementAppends(kept, { orderId: ORDER_ID, day: day0 }, stamp).map((a) => a.stream),
    ).toEqual([`order-${ORDER_ID}`]);
    const fresh = decide({ state: empty(), take: take() });
    expect(placementAppends(fresh, { orderId: ORDER_ID, day: day0 }, stamp)[0]?.expected).toBe(
      'no_stream',
    );
  });

  it('refuses an exact slot that is full, naming the next with room', () => {
    let refusal: unknown;
    try {
      decide({ state: held('x', first), take: { ...take(), exact: true } });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(SlotFullError);
    expect((refusal as SlotFullError).nextSlotStart).toBe(second);
  });
});
