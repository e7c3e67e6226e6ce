import { closedNoteAt } from '../catalog/special-day-status';
import { closedOnSpecialDay } from '../catalog/special-days';
import { restaurantTime, wallClock } from '../catalog/zoned-time';
import { ruleBroken, validation } from '../shared/errors';
import type { Restaurant } from '../catalog/restaurant';
import { hasAnyLimit, limitAt, NO_CAPACITY_LIMIT, type SlotCapacity } from './capacity';
import type { SlotCandidate } from './pickup-slots';
import {
  predictPrepMinutes,
  PROMISE_STEP_MINUTES,
  promiseRange,
  type PrepPrediction,
  type PrepSample,
} from './predictor';
import {
  openSlotStarts,
  serviceDateOf,
  SLOT_MINUTES,
  slotContaining,
  type MenuHours,
  slotRefusal,
  type SlotRefusal,
  type SlotRules,
} from './slots';

/**
 * When an order will be ready and when the kitchen starts it. An order is placed for "as
 * soon as possible" or for a pickup slot; either way it gets a promise (a short range
 * ending at `promisedAt`) and a fire time at which it reaches the kitchen's New column.
 */

export type PickupRequest = { kind: 'asap' } | { kind: 'scheduled'; slotStart: string };

export interface Pickup {
  kind: 'asap' | 'scheduled';
  promisedFrom: string;
  promisedAt: string;
  /** When the kitchen should start: now for ASAP, promise less preparation for later. */
  fireAt: string;
  /** The pickup slot holding the order's place, when the restaurant limits slots. */
  slotStart?: string;
}

/** Candidate slots of one service day: one slot stream. */
export interface DaySlots {
  serviceDate: string;
  candidates: SlotCandidate[];
}

export interface PickupPlan {
  /** The pickup if the first candidate slot is taken (or no capacity applies). */
  pickup: Pickup;
  /**
   * The slot stream to take a place in; null when the restaurant sets no capacity. An ASAP
   * order late in the day may have `next`: the next service day's candidates within its four
   * hours (a restaurant open past midnight), tried when this day's are all full.
   */
  slots: (DaySlots & { exact: boolean; next?: DaySlots }) | null;
}

export interface PlanInput {
  request: PickupRequest;
  now: Date;
  rules: Omit<SlotRules, 'earliestReadyAt'>;
  /** Predicted preparation, rush included. */
  prepMinutes: number;
  capacity: SlotCapacity;
  /** The restaurant takes orders now (open, active, not paused): ASAP needs it. */
  takingOrdersNow: boolean;
}

export const ASAP_NOT_POSSIBLE =
  'This restaurant is not taking orders right now. Please schedule for later';
export const SLOT_MESSAGES: Record<SlotRefusal, string> = {
  not_a_slot: 'Pickup times start on the quarter hour',
  in_the_past: 'This pickup time has passed or is too soon to prepare the order',
  too_far_ahead: 'Pickup can be scheduled for today or tomorrow only',
  outside_hours: 'The restaurant or its menu is closed at this pickup time',
};

const SLOT_MS = SLOT_MINUTES * 60_000;
/**
 * Open slots tried after the wanted one (four hours): an ASAP order is promised the first
 * with room, a refused scheduled one is told the next; beyond that the day counts as full.
 */
const CANDIDATE_SLOTS = 16;
const iso = (ms: number) => new Date(ms).toISOString();

/** Open slots from `from` on, each with its limit and service day. */
function candidatesFrom(
  input: PlanInput,
  from: Date,
  earliestReadyAt: Date,
): (SlotCandidate & { serviceDate: string })[] {
  const { timezone } = input.rules;
  return openSlotStarts({ ...input.rules, earliestReadyAt }, input.now, {
    from,
    max: CANDIDATE_SLOTS,
  }).map((start) => ({
    start: start.toISOString(),
    limit: limitAt(input.capacity, timezone, start),
    serviceDate: serviceDateOf(timezone, start),
  }));
}

/** The candidates of one service day, without their day. */
const ofDay = (candidates: (SlotCandidate & { serviceDate: string })[], serviceDate: string) =>
  candidates
    .filter((c) => c.serviceDate === serviceDate)
    .map(({ start, limit }) => ({ start, limit }));

export function planPickup(input: PlanInput): PickupPlan {
  const { now, prepMinutes } = input;
  const earliestReadyAt = new Date(now.getTime() + prepMinutes * 60_000);
  const limited = hasAnyLimit(input.capacity);
  if (input.request.kind === 'asap') {
    if (!input.takingOrdersNow) throw ruleBroken(ASAP_NOT_POSSIBLE);
    const range = promiseRange(now, prepMinutes);
    const pickup: Pickup = { kind: 'asap', ...range, fireAt: now.toISOString() };
    if (!limited) return { pickup, slots: null };
    // Ready by a slot's end is that slot's order (as a scheduled one is).
    const first = slotContaining(new Date(earliestReadyAt.getTime() - 1));
    const serviceDate = serviceDateOf(input.rules.timezone, first);
    // The slot the order would be ready in counts even when the menu stops taking
    // orders then: the order was accepted now.
    const later = candidatesFrom(input, new Date(first.getTime() + SLOT_MS), earliestReadyAt);
    const candidates = [
      { start: first.toISOString(), limit: limitAt(input.capacity, input.rules.timezone, first) },
      ...ofDay(later, serviceDate),
    ];
    // Past midnight the places are the next day's stream's.
    const nextDate = later.find((c) => c.serviceDate !== serviceDate)?.serviceDate;
    const next = nextDate ? { serviceDate: nextDate, candidates: ofDay(later, nextDate) } : null;
    return {
      pickup,
      slots: { serviceDate, candidates, exact: false, ...(next ? { next } : {}) },
    };
  }
  const start = new Date(input.request.slotStart);
  const refusal = slotRefusal({ ...input.rules, earliestReadyAt }, now, start);
  if (refusal) {
    const note = refusal === 'outside_hours' ? closedNoteAt(input.rules, start) : null;
    const detail = note ? closedOnSpecialDay(note) : SLOT_MESSAGES[refusal];
    throw refusal === 'not_a_slot'
      ? validation(detail, [{ pointer: '/pickup/slotStart', detail }])
      : ruleBroken(detail);
  }
  const pickup = pickupInSlot('scheduled', now, start, prepMinutes);
  if (!limited) return { pickup, slots: null };
  const serviceDate = serviceDateOf(input.rules.timezone, start);
  return {
    pickup,
    slots: {
      serviceDate,
      candidates: ofDay(candidatesFrom(input, start, earliestReadyAt), serviceDate),
      exact: true,
    },
  };
}

/** What a restaurant's pickup is planned from; the kitchen's signals as read. */
export interface RestaurantPickup {
  restaurant: Pick<
    Restaurant,
    'timezone' | 'hours' | 'specialDays' | 'estimatedPickupTime' | 'slotCapacity'
  >;
  /** Hours and cutoff of the menus ordered from. */
  menus: readonly MenuHours[];
  request: PickupRequest;
  at: Date;
  /** The kitchen's preparation history and its orders in progress now. */
  kitchen: { history: readonly PrepSample[]; inKitchen: number };
  /** What rush mode adds now; 0 when the kitchen is not rushed. */
  rushMinutes: number;
  takingOrdersNow: boolean;
}

/** The pickup planned at a restaurant: the promise predicted from its kitchen, then placed in its slots. */
export function planRestaurantPickup(input: RestaurantPickup): {
  plan: PickupPlan;
  planInput: PlanInput;
  prediction: PrepPrediction;
} {
  const { restaurant, at } = input;
  const prediction = predictPrepMinutes({
    history: input.kitchen.history,
    timezone: restaurant.timezone,
    at,
    ordersInKitchen: input.kitchen.inKitchen,
    fallbackMinutes: restaurant.estimatedPickupTime,
    rushMinutes: input.rushMinutes,
  });
  const planInput: PlanInput = {
    request: input.request,
    now: at,
    rules: {
      timezone: restaurant.timezone,
      hours: restaurant.hours,
      specialDays: restaurant.specialDays,
      menus: input.menus,
    },
    prepMinutes: prediction.minutes,
    capacity: restaurant.slotCapacity ?? NO_CAPACITY_LIMIT,
    takingOrdersNow: input.takingOrdersNow,
  };
  return { plan: planPickup(planInput), planInput, prediction };
}

/**
 * The pickup for an order that holds a slot: ready by the slot's end. A scheduled order is
 * promised the slot itself; an ASAP order moved to a later slot its last five minutes.
 */
export function pickupInSlot(
  kind: Pickup['kind'],
  now: Date,
  slotStart: Date,
  prepMinutes: number,
): Pickup {
  const start = slotStart.getTime();
  const end = start + SLOT_MS;
  const from = kind === 'scheduled' ? start : end - PROMISE_STEP_MINUTES * 60_000;
  return {
    kind,
    promisedFrom: iso(from),
    promisedAt: iso(end),
    fireAt: iso(Math.max(now.getTime(), from - prepMinutes * 60_000)),
  };
}

/** The pickup once the slot stream chose `slotStart` among the plan's candidates. */
export function pickupForTakenSlot(plan: PickupPlan, input: PlanInput, slotStart: string): Pickup {
  const first = plan.slots?.candidates[0]?.start;
  const pickup =
    plan.pickup.kind === 'asap' && slotStart === first
      ? plan.pickup
      : pickupInSlot(plan.pickup.kind, input.now, new Date(slotStart), input.prepMinutes);
  return { ...pickup, slotStart };
}

/** GET /api/restaurants/:id/pickup-slots: what checkout offers. */
export interface PickupOptions {
  timezone: string;
  /** ASAP's promise now, or why ASAP is not offered. */
  asap:
    | { available: true; promisedFrom: string; promisedAt: string; movedToLaterSlot: boolean }
    | { available: false; reason: 'closed' | 'full' | 'paused' };
  /** Free slots, today and tomorrow. */
  slots: { start: string; end: string; serviceDate: string }[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu 16 Jan 09:15–09:30" in the restaurant's zone, for messages about a scheduled order. */
export function pickupWindowText(
  pickup: Pick<Pickup, 'promisedFrom' | 'promisedAt'>,
  timezone: string,
): string {
  const start = new Date(pickup.promisedFrom);
  const from = wallClock(timezone, start);
  const hm = (at: Date) => restaurantTime(timezone, at, { zone: false, hour12: false });
  const day = `${from.weekday.slice(0, 1).toUpperCase()}${from.weekday.slice(1, 3)}`;
  return `${day} ${from.day} ${MONTHS[from.month - 1] ?? ''} ${hm(start)}–${hm(new Date(pickup.promisedAt))}`;
}
