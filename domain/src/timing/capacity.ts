import { z } from 'zod';
import { wallClock } from '../catalog/zoned-time';

/**
 * How many orders (and optionally items) the kitchen takes per 15-minute pickup slot, with
 * an optional different value per day of the week. null means no limit.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface SlotLimit {
  orders: number | null;
  items: number | null;
}

export interface SlotCapacity extends SlotLimit {
  byWeekday: Partial<Record<Weekday, SlotLimit>>;
}

export const NO_CAPACITY_LIMIT: SlotCapacity = { orders: null, items: null, byWeekday: {} };

const CAPACITY_MESSAGE = 'Capacity must be a whole number from 1 to 500, or empty for no limit';
const limitValue = z
  .number({ error: CAPACITY_MESSAGE })
  .int(CAPACITY_MESSAGE)
  .min(1, CAPACITY_MESSAGE)
  .max(500, CAPACITY_MESSAGE)
  .nullable();
const slotLimitSchema = z.object({ orders: limitValue, items: limitValue });

export const slotCapacitySchema = slotLimitSchema.extend({
  byWeekday: z.partialRecord(
    z.enum(WEEKDAYS, { error: 'Unknown day of the week' }),
    slotLimitSchema,
  ),
});

const WEEKDAY_OF_DAY = {
  monday: 'mon',
  tuesday: 'tue',
  wednesday: 'wed',
  thursday: 'thu',
  friday: 'fri',
  saturday: 'sat',
  sunday: 'sun',
} as const;

/** The limit for the slot starting at `start`, by its local weekday. */
export function limitAt(capacity: SlotCapacity, timezone: string, start: Date): SlotLimit {
  const day = WEEKDAY_OF_DAY[wallClock(timezone, start).weekday];
  return capacity.byWeekday[day] ?? { orders: capacity.orders, items: capacity.items };
}

export const isLimited = (limit: SlotLimit) => limit.orders !== null || limit.items !== null;

/** Whether any day has a limit (else no slot stream needs to be kept). */
export function hasAnyLimit(capacity: SlotCapacity): boolean {
  return (
    isLimited(capacity) ||
    Object.values(capacity.byWeekday).some((limit) => limit !== undefined && isLimited(limit))
  );
}

/** Whether a slot holding `taken` can take one more order of `items` items. */
export function hasRoom(
  limit: SlotLimit,
  taken: { orders: number; items: number },
  items: number,
): boolean {
  if (limit.orders !== null && taken.orders + 1 > limit.orders) return false;
  if (limit.items !== null && taken.items + items > limit.items) return false;
  return true;
}
