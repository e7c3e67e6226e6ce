import type { DomainEvent } from '../commands/decider';
import { conflict, notFound, validation } from '../shared/errors';
import { assertCanManageRestaurant, type Actor } from './permissions';

/**
 * Special days (issue 32): a closure or changed hours an owner sets ahead of time for a date
 * or a date range, with a note customers see ("Closed for Thanksgiving"). Dates are local
 * calendar dates in the restaurant's zone; a special day replaces the weekly hours of each
 * service day it covers (a window of the day before that runs past midnight still runs).
 */

export interface SpecialDay {
  id: string;
  /** First local date covered, YYYY-MM-DD. */
  from: string;
  /** Last local date covered (inclusive), YYYY-MM-DD. */
  to: string;
  /** The day's hours in local wall time ("HH:MM"; an end at or before the start runs past midnight); null: closed. */
  hours: { start: string; end: string } | null;
  note: string;
}

export type SpecialDayEvent =
  | DomainEvent<'SpecialDaySet', { restaurantId: string; specialDay: SpecialDay }>
  | DomainEvent<'SpecialDayRemoved', { restaurantId: string; specialDayId: string }>;

export type SpecialDayCommand =
  | {
      type: 'SetSpecialDay';
      actor: Actor;
      restaurantId: string;
      specialDay: SpecialDay;
      /** Today's local date in the restaurant's zone, from the handler's clock. */
      today: string;
    }
  | { type: 'RemoveSpecialDay'; actor: Actor; restaurantId: string; specialDayId: string };

/** The longest range one special day may cover, in days. */
export const MAX_SPECIAL_DAY_LENGTH = 31;

export const SPECIAL_DAY_MESSAGES = {
  endBeforeStart: 'The last day must be on or after the first day',
  inThePast: 'A special day cannot be in the past',
  tooLong: `A special day covers at most ${MAX_SPECIAL_DAY_LENGTH} days`,
  overlaps: 'Another special day already covers some of these dates: remove it first',
  notFound: 'Special day not found',
} as const;

/** A special day's closure refuses an order with its note, which is what the customer reads. */
export const closedOnSpecialDay = (note: string) =>
  `This restaurant takes no orders for that day: ${note}`;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The YYYY-MM-DD date of a day number. */
export function dateOfDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The special day covering a local date, or null (no two special days overlap). */
export function specialDayOn(
  days: readonly SpecialDay[] | undefined,
  date: string,
): SpecialDay | null {
  if (!days) return null;
  for (let i = days.length - 1; i >= 0; i--) {
    const d = days[i];
    if (d && d.from <= date && date <= d.to) return d;
  }
  return null;
}

/** The special days still to come or under way on `today`, by first date. */
export function upcomingSpecialDays(
  days: readonly SpecialDay[] | undefined,
  today: string,
): SpecialDay[] {
  return (days ?? []).filter((d) => d.to >= today).sort((a, b) => a.from.localeCompare(b.from));
}

export function evolveSpecialDays(
  days: readonly SpecialDay[] | undefined,
  event: SpecialDayEvent,
): SpecialDay[] {
  const list = days ?? [];
  switch (event.type) {
    case 'SpecialDaySet': {
      const day = event.data.specialDay;
      return [...list.filter((d) => d.id !== day.id), day];
    }
    case 'SpecialDayRemoved':
      return list.filter((d) => d.id !== event.data.specialDayId);
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

function set(
  command: Extract<SpecialDayCommand, { type: 'SetSpecialDay' }>,
  days: readonly SpecialDay[],
): SpecialDayEvent[] {
  const { specialDay, today } = command;
  if (specialDay.to < specialDay.from)
    throw validation(SPECIAL_DAY_MESSAGES.endBeforeStart, [
      { pointer: '/to', detail: SPECIAL_DAY_MESSAGES.endBeforeStart },
    ]);
  if (specialDay.to < today || specialDay.from < today)
    throw validation(SPECIAL_DAY_MESSAGES.inThePast, [
      { pointer: '/from', detail: SPECIAL_DAY_MESSAGES.inThePast },
    ]);
  if (dayNumber(specialDay.to) - dayNumber(specialDay.from) >= MAX_SPECIAL_DAY_LENGTH)
    throw validation(SPECIAL_DAY_MESSAGES.tooLong, [
      { pointer: '/to', detail: SPECIAL_DAY_MESSAGES.tooLong },
    ]);
  // No two special days share a date, so which one a date follows never depends on order.
  if (
    days.some((d) => d.id !== specialDay.id && d.from <= specialDay.to && specialDay.from <= d.to)
  )
    throw conflict(SPECIAL_DAY_MESSAGES.overlaps);
  return [{ type: 'SpecialDaySet', data: { restaurantId: command.restaurantId, specialDay } }];
}

/** Special-day commands on a restaurant owned by `ownerId` with the special days it has. */
export function decideSpecialDays(
  command: SpecialDayCommand,
  ownerId: string,
  days: readonly SpecialDay[] | undefined,
): SpecialDayEvent[] {
  assertCanManageRestaurant(command.actor, ownerId);
  switch (command.type) {
    case 'SetSpecialDay':
      return set(command, days ?? []);
    case 'RemoveSpecialDay':
      if (!(days ?? []).some((d) => d.id === command.specialDayId))
        throw notFound(SPECIAL_DAY_MESSAGES.notFound);
      return [
        {
          type: 'SpecialDayRemoved',
          data: { restaurantId: command.restaurantId, specialDayId: command.specialDayId },
        },
      ];
    default: {
      const _never: never = command;
      return _never;
    }
  }
}
