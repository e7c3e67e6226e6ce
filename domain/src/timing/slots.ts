import { menuAvailable, openStatus, todayRange } from '../catalog/hours';
import type { WeeklyHours } from '../catalog/hours-types';
import type { SpecialDay } from '../catalog/special-days';
import { wallClock } from '../catalog/zoned-time';

/**
 * Pickup slots: 15-minute windows, today and tomorrow in the restaurant's zone, in which a
 * customer may collect a scheduled order. Pure: `now` is passed in.
 *
 * Slots are stepped in absolute time from the local day's first instant, so a
 * daylight-saving change needs no special case: the skipped hour has no slots and the
 * repeated hour has two sets, each a distinct instant. Every zone's offset is a whole number
 * of quarter hours, so the steps land on :00, :15, :30 and :45 of the local wall clock.
 */

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

export interface MenuHours {
  availableHours: WeeklyHours | null;
  cutoffMinutes: number;
}

export interface SlotRules {
  timezone: string;
  /** The restaurant's hours; null is always open. */
  hours: WeeklyHours | null;
  /** Closures and changed hours of given dates, replacing `hours` on them (issue 32). */
  specialDays?: readonly SpecialDay[];
  /**
   * The menus ordered from: a slot is offered when every one of them can still be ordered
   * from at the slot's start (inside its hours, before their end less the cutoff).
   */
  menus: readonly MenuHours[];
  /** The earliest a scheduled order can be ready: now plus the predicted preparation. */
  earliestReadyAt: Date;
}

export interface PickupSlot {
  /** ISO instant. */
  start: string;
  end: string;
  /** Local calendar date of the start, YYYY-MM-DD: it names the slot stream. */
  serviceDate: string;
}

/** Dates of the readings on the minute, which wallClock keeps: slot starts are read often. */
const datesOf = new WeakMap<object, string>();

/** The local calendar date (YYYY-MM-DD) of an instant in the zone. */
export function serviceDateOf(timezone: string, instant: Date): string {
  const w = wallClock(timezone, instant);
  let date = datesOf.get(w);
  if (date === undefined) {
    date = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
    if (w.second === 0) datesOf.set(w, date);
  }
  return date;
}

/** Whether `start` could be a slot at all: a quarter hour (zones are in quarter hours). */
export function isSlotBoundary(start: Date): boolean {
  return start.getTime() % SLOT_MS === 0;
}

/** Whether the restaurant and every menu take pickups at the slot's start. */
export function slotOpen(rules: Omit<SlotRules, 'earliestReadyAt'>, start: Date): boolean {
  if (!openStatus(rules.hours, rules.timezone, start, rules.specialDays).open) return false;
  return rules.menus.every(
    (m) => menuAvailable(m.availableHours, m.cutoffMinutes, rules.timezone, start).available,
  );
}

/** Windows by the reading of their minute (kept by wallClock): orders of a minute share one. */
const windowsOf = new WeakMap<object, { start: Date; end: Date }>();

function windowFrom(timezone: string, at: Date): { start: Date; end: Date } {
  const today = todayRange(timezone, at);
  return { start: today.start, end: todayRange(timezone, today.end).end };
}

/** The [start, end) of today and tomorrow in the zone. */
export function schedulingWindow(timezone: string, now: Date): { start: Date; end: Date } {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const reading = wallClock(timezone, minute);
  // An offset with seconds in it (local mean time) can start a day within a minute.
  if (reading.second !== 0) return windowFrom(timezone, now);
  let window = windowsOf.get(reading);
  if (!window) {
    window = windowFrom(timezone, minute);
    windowsOf.set(reading, window);
  }
  return window;
}

/**
 * Every slot from the earliest ready time (or `from`, if later) to the end of tomorrow in
 * which pickup is possible; at most `max` of them.
 */
export function pickupSlots(
  rules: SlotRules,
  now: Date,
  options: { from?: Date; max?: number } = {},
): PickupSlot[] {
  return openSlotStarts(rules, now, options).map((start) => ({
    start: start.toISOString(),
    end: new Date(start.getTime() + SLOT_MS).toISOString(),
    serviceDate: serviceDateOf(rules.timezone, start),
  }));
}

/** The starts of the slots `pickupSlots` offers. */
export function openSlotStarts(
  rules: SlotRules,
  now: Date,
  options: { from?: Date; max?: number } = {},
): Date[] {
  const window = schedulingWindow(rules.timezone, now);
  const earliest = Math.max(
    rules.earliestReadyAt.getTime(),
    window.start.getTime(),
    options.from?.getTime() ?? 0,
  );
  const first = Math.ceil(earliest / SLOT_MS) * SLOT_MS;
  const max = options.max ?? Infinity;
  const starts: Date[] = [];
  for (let t = first; t < window.end.getTime() && starts.length < max; t += SLOT_MS) {
    const start = new Date(t);
    if (slotOpen(rules, start)) starts.push(start);
  }
  return starts;
}

export type SlotRefusal = 'not_a_slot' | 'in_the_past' | 'too_far_ahead' | 'outside_hours';

/** Why a requested slot start cannot be scheduled, or null when it can. */
export function slotRefusal(rules: SlotRules, now: Date, start: Date): SlotRefusal | null {
  if (!isSlotBoundary(start)) return 'not_a_slot';
  if (start.getTime() < rules.earliestReadyAt.getTime()) return 'in_the_past';
  if (start.getTime() >= schedulingWindow(rules.timezone, now).end.getTime())
    return 'too_far_ahead';
  return slotOpen(rules, start) ? null : 'outside_hours';
}

/** The slot containing an instant (its start, on the quarter hour). */
export function slotContaining(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / SLOT_MS) * SLOT_MS);
}
