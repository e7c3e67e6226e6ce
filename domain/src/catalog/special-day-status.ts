import { openStatus } from './hours';
import type { WeeklyHours } from './hours-types';
import { specialDayOn, upcomingSpecialDays, type SpecialDay } from './special-days';
import { wallClock } from './zoned-time';

/** How special days read for customers at an instant, in the restaurant's zone (issue 32). */

export interface Opening {
  hours: WeeklyHours | null;
  timezone: string;
  specialDays?: readonly SpecialDay[];
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(timezone: string, at: Date): string {
  const w = wallClock(timezone, at);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The note of the special day that closes the restaurant at `at`: the restaurant is closed
 * then, and a special day covers that local date. Null otherwise (open, or closed by its
 * weekly hours).
 */
export function closedNoteAt(opening: Opening, at: Date): string | null {
  const special = specialDayOn(opening.specialDays, localDate(opening.timezone, at));
  if (!special) return null;
  return openStatus(opening.hours, opening.timezone, at, opening.specialDays).open
    ? null
    : special.note;
}

/** How many days ahead customers are told of a special day. */
export const SPECIAL_DAY_NOTICE_DAYS = 14;

/** The special days customers see at `now`: under way or starting within the notice. */
export function specialDaysNoticed(opening: Opening, now: Date): SpecialDay[] {
  const today = localDate(opening.timezone, now);
  const until = new Date(now.getTime() + SPECIAL_DAY_NOTICE_DAYS * 86_400_000);
  const last = localDate(opening.timezone, until);
  return upcomingSpecialDays(opening.specialDays, today).filter((d) => d.from <= last);
}
