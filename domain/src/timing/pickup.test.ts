import { describe, expect, it } from 'vitest';
import { DAYS, type WeeklyHours } from '../catalog/hours-types';
import { DomainError } from '../shared/errors';
import {
  hasAnyLimit,
  limitAt,
  NO_CAPACITY_LIMIT,
  slotCapacitySchema,
  type SlotCapacity,
} from './capacity';
import {
  ASAP_NOT_POSSIBLE,
  planPickup,
  pickupForTakenSlot,
  SLOT_MESSAGES,
  type PlanInput,
} from './pickup';

const nineToTen = Object.fromEntries(
  DAYS.map((d) => [d, { start: '09:00', end: '22:00', closed: false }]),
) as WeeklyHours;
// Wednesday 2025-01-15, 12:07 UTC.
const now = new Date('2025-01-15T12:07:00Z');
const capacity: SlotCapacity = {
  orders: 3,
  items: null,
  byWeekday: { thu: { orders: 5, items: 20 } },
};
const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  request: { kind: 'asap' },
  now,
  rules: { timezone: 'UTC', hours: nineToTen, menus: [] },
  prepMinutes: 20,
  capacity: NO_CAPACITY_LIMIT,
  takingOrdersNow: true,
  ...over,
});
const refusedWith = (message: string, kind: DomainError['kind']) => (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError && e.message === message && e.kind === kind;
  }
  return false;
};

describe('slot capacity', () => {
  it('uses the weekday value where one is set, else the default', () => {
    expect(limitAt(capacity, 'UTC', new Date('2025-01-15T12:00:00Z'))).toEqual({
      orders: 3,
      items: null,
    });
    expect(limitAt(capacity, 'UTC', new Date('2025-01-16T12:00:00Z'))).toEqual({
      orders: 5,
      items: 20,
    });
    // 23:00 Wednesday UTC is already Thursday in Tokyo.
    expect(limitAt(capacity, 'Asia/Tokyo', new Date('2025-01-15T23:00:00Z'))).toEqual({
      orders: 5,
      items: 20,
    });
  });
  it('knows whether any limit applies', () => {
    expect(hasAnyLimit(NO_CAPACITY_LIMIT)).toBe(false);
    expect(
      hasAnyLimit({ ...NO_CAPACITY_LIMIT, byWeekday: { sat: { orders: null, items: 40 } } }),
    ).toBe(true);
  });
  it('accepts whole numbers from 1 or empty, per weekday too', () => {
    expect(slotCapacitySchema.safeParse(capacity).success).toBe(true);
    expect(slotCapacitySchema.safeParse({ ...capacity, orders: 0 }).success).toBe(false);
    expect(
      slotCapacitySchema.safeParse({ ...capacity, byWeekday: { fun: { orders: 1, items: null } } })
        .success,
    ).toBe(false);
  });
});

describe('planPickup', () => {
  it('promises an ASAP order a short range after the predicted preparation', () => {
    expect(planPickup(input())).toEqual({
      pickup: {
        kind: 'asap',
        promisedFrom: '2025-01-15T12:25:00.000Z',
        promisedAt: '2025-01-15T12:30:00.000Z',
        fireAt: now.toISOString(),
      },
      slots: null,
    });
  });

  it('refuses ASAP when the restaurant is not taking orders now', () => {
    expect(
      refusedWith(ASAP_NOT_POSSIBLE, 'rule')(() => planPickup(input({ takingOrdersNow: false }))),
    ).toBe(true);
  });

  it('asks for the slot the ASAP order is ready in, then the later ones, when capacity is set', () => {
    const plan = planPickup(input({ capacity }));
    expect(plan.slots?.exact).toBe(false);
    expect(plan.slots?.serviceDate).toBe('2025-01-15');
    // Ready 12:27 (by 12:30): the 12:15 slot's order.
    expect(plan.slots?.candidates.slice(0, 2)).toEqual([
      { start: '2025-01-15T12:15:00.000Z', limit: { orders: 3, items: null } },
      { start: '2025-01-15T12:30:00.000Z', limit: { orders: 3, items: null } },
    ]);
    // Four hours of later slots are tried before the kitchen counts as full.
    expect(plan.slots?.candidates.at(-1)?.start).toBe('2025-01-15T16:15:00.000Z');
    expect(plan.slots?.candidates).toHaveLength(17);
    // Moved to a later slot, the order is promised that slot's last five minutes.
    expect(pickupForTakenSlot(plan, input({ capacity }), '2025-01-15T12:45:00.000Z')).toEqual({
      kind: 'asap',
      promisedFrom: '2025-01-15T12:55:00.000Z',
      promisedAt: '2025-01-15T13:00:00.000Z',
      fireAt: '2025-01-15T12:35:00.000Z',
      slotStart: '2025-01-15T12:45:00.000Z',
    });
  });

  it("offers an ASAP order late in the day the next day's slots after midnight too", () => {
    // 23:07 on Wednesday in UTC+11, a restaurant open around the clock: ready 23:27.
    const late = input({
      capacity,
      rules: { timezone: 'Etc/GMT-11', hours: null, menus: [] },
    });
    const plan = planPickup(late);
    expect(plan.slots?.serviceDate).toBe('2025-01-15');
    expect(plan.slots?.candidates.map((c) => c.start)).toEqual([
      '2025-01-15T12:15:00.000Z',
      '2025-01-15T12:30:00.000Z',
      '2025-01-15T12:45:00.000Z',
    ]);
    // Past midnight the places are Thursday's (its own stream), with Thursday's capacity.
    expect(plan.slots?.next?.serviceDate).toBe('2025-01-16');
    expect(plan.slots?.next?.candidates[0]).toEqual({
      start: '2025-01-15T13:00:00.000Z',
      limit: { orders: 5, items: 20 },
    });
    // Still four hours in all.
    expect(plan.slots?.next?.candidates.at(-1)?.start).toBe('2025-01-15T16:15:00.000Z');
    expect(plan.slots?.next?.candidates).toHaveLength(14);
    // Earlier in the day there is no next day to go to.
    expect(planPickup(input({ capacity })).slots?.next).toBeUndefined();
  });

  it('schedules a slot: ready by its end, fired the preparation time before its start', () => {
    const plan = planPickup(
      input({
        request: { kind: 'scheduled', slotStart: '2025-01-16T10:00:00.000Z' },
        takingOrdersNow: false,
      }),
    );
    expect(plan.pickup).toEqual({
      kind: 'scheduled',
      promisedFrom: '2025-01-16T10:00:00.000Z',
      promisedAt: '2025-01-16T10:15:00.000Z',
      fireAt: '2025-01-16T09:40:00.000Z',
    });
  });

  it('refuses a slot outside hours, in the past, too far ahead or off the quarter hour', () => {
    const scheduled = (slotStart: string) => () =>
      planPickup(input({ request: { kind: 'scheduled', slotStart } }));
    expect(
      refusedWith(SLOT_MESSAGES.outside_hours, 'rule')(scheduled('2025-01-15T22:00:00Z')),
    ).toBe(true);
    expect(refusedWith(SLOT_MESSAGES.in_the_past, 'rule')(scheduled('2025-01-15T12:15:00Z'))).toBe(
      true,
    );
    expect(
      refusedWith(SLOT_MESSAGES.too_far_ahead, 'rule')(scheduled('2025-01-17T12:00:00Z')),
    ).toBe(true);
    expect(
      refusedWith(SLOT_MESSAGES.not_a_slot, 'validation')(scheduled('2025-01-15T13:10:00Z')),
    ).toBe(true);
  });
});
