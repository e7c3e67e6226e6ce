import { DAYS, type Day, type WeeklyHours } from './hours-types';
import { dateOfDayNumber, specialDayOn, type SpecialDay } from './special-days';
import { startOfLocalDate, wallClock } from './zoned-time';

/**
 * Opening hours read in the restaurant's own time zone (DECISIONS 1, 12, 14). Pure: the
 * caller passes `now`. Positions are minutes from Monday 00:00 local time; a day's window
 * whose end is at or before its start runs past midnight into the next day.
 *
 * No hours at all (null) means no limits: always open, always available. A restaurant
 * created without hours can therefore take orders until its owner sets them.
 */

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Days of windows read around today: yesterday (past midnight) to a week and a day ahead. */
const DAYS_BEFORE = 1;
const DAYS_AFTER = 8;

/** A window in minutes of local wall time since 1970-01-01 00:00 local. */
interface Window {
  start: number;
  end: number;
}

const toMinutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

const toTime = (minutes: number) => {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Monday-first weekday index of a day number (1970-01-01 was a Thursday). */
const weekdayOf = (dayNo: number) => (((dayNo + 3) % 7) + 7) % 7;

/** The day's window, if open: a special day's hours replace the weekly ones of its date. */
function dayWindow(
  hours: WeeklyHours,
  specialDays: readonly SpecialDay[],
  dayNo: number,
): Window | null {
  const special = specialDays.length ? specialDayOn(specialDays, dateOfDayNumber(dayNo)) : null;
  const h = special ? special.hours : hours[DAYS[weekdayOf(dayNo)] as Day];
  if (h === null || ('closed' in h && h.closed)) return null;
  const start = toMinutes(h.start);
  let end = toMinutes(h.end);
  if (end <= start) end += DAY_MINUTES;
  return { start: dayNo * DAY_MINUTES + start, end: dayNo * DAY_MINUTES + end };
}

/** The windows of the days around `today`, made once per hours, special days and day. */
const windowsOf = new WeakMap<
  WeeklyHours,
  { today: number; specialDays: readonly SpecialDay[]; list: Window[] }
>();

function windows(hours: WeeklyHours, specialDays: readonly SpecialDay[], today: number): Window[] {
  const kept = windowsOf.get(hours);
  if (kept && kept.today === today && kept.specialDays === specialDays) return kept.list;
  const list: Window[] = [];
  for (let d = today - DAYS_BEFORE; d <= today + DAYS_AFTER; d++) {
    const w = dayWindow(hours, specialDays, d);
    if (w) list.push(w);
  }
  windowsOf.set(hours, { today, specialDays, list });
  return list;
}

const NO_SPECIAL_DAYS: readonly SpecialDay[] = [];

/** Where `now` falls on the local scale: its minute, and its local date's day number. */
function localPosition(timezone: string, now: Date): { position: number; today: number } {
  const w = wallClock(timezone, now);
  const today = Math.round(Date.UTC(w.year, w.month - 1, w.day) / 86_400_000);
  return { position: today * DAY_MINUTES + w.hour * 60 + w.minute, today };
}

/**
 * The window containing `position`, extended through windows that start right where it ends.
 * `end` is null when the chain covers a whole week (open around the clock).
 */
function containing(list: Window[], position: number): { end: number | null } | null {
  const found = list.find((w) => w.start <= position && position < w.end);
  if (!found) return null;
  let end = found.end;
  for (;;) {
    if (end - found.start >= WEEK_MINUTES) return { end: null };
    const next = list.find((w) => w.start === end);
    if (!next) return { end };
    end = next.end;
  }
}

/** The restaurant's windows around `now` and its position among them. */
function reading(
  hours: WeeklyHours,
  timezone: string,
  now: Date,
  specialDays: readonly SpecialDay[] = NO_SPECIAL_DAYS,
) {
  const { position, today } = localPosition(timezone, now);
  return { list: windows(hours, specialDays, today), position, today };
}

export type OpenStatus =
  | { open: true; /** "HH:MM" local; null when open around the clock. */ closesAt: string | null }
  | {
      open: false;
      /** Next opening; null when every day is closed. daysAhead 0 is today, 1 tomorrow. */
      opensAt: { day: Day; time: string; daysAhead: number } | null;
    };

/** Every day 00:00 to 00:00: what no hours mean once a special day has to be read against it. */
const AROUND_THE_CLOCK = Object.fromEntries(
  DAYS.map((d) => [d, { start: '00:00', end: '00:00', closed: false }]),
) as WeeklyHours;

const hasSpecial = (specialDays: readonly SpecialDay[] | undefined) =>
  specialDays !== undefined && specialDays.length > 0;

/**
 * For the badge "Open until {closesAt}" / "Closed · opens {day} {time}". Special days, when
 * given, replace the weekly hours of the dates they cover.
 */
export function openStatus(
  hours: WeeklyHours | null,
  timezone: string,
  now: Date,
  specialDays?: readonly SpecialDay[],
): OpenStatus {
  if (hours === null && !hasSpecial(specialDays)) return { open: true, closesAt: null };
  const { list, position, today } = reading(hours ?? AROUND_THE_CLOCK, timezone, now, specialDays);
  const current = containing(list, position);
  if (current) return { open: true, closesAt: current.end === null ? null : toTime(current.end) };
  const next = list.find((w) => w.start > position);
  if (next === undefined) return { open: false, opensAt: null };
  const openingDay = Math.floor(next.start / DAY_MINUTES);
  return {
    open: false,
    opensAt: {
      day: DAYS[weekdayOf(openingDay)] as Day,
      time: toTime(next.start),
      daysAhead: openingDay - today,
    },
  };
}

export type MenuAvailability =
  | {
      available: true;
      /** Last minute to order, "HH:MM" local; null if unlimited. */ lastOrderAt: string | null;
    }
  | { available: false; reason: 'outside_hours' | 'past_cutoff' };

/** Whether a menu takes orders now: inside its hours, and before their end less the cutoff. */
export function menuAvailable(
  availableHours: WeeklyHours | null,
  cutoffMinutes: number,
  timezone: string,
  now: Date,
): MenuAvailability {
  if (availableHours === null) return { available: true, lastOrderAt: null };
  const { list, position } = reading(availableHours, timezone, now);
  const current = containing(list, position);
  if (!current) return { available: false, reason: 'outside_hours' };
  if (current.end === null) return { available: true, lastOrderAt: null };
  const stop = current.end - cutoffMinutes;
  if (position >= stop) return { available: false, reason: 'past_cutoff' };
  return { available: true, lastOrderAt: toTime(stop) };
}

/** The menu list's line: 'Always available', 'Closed', 'Daily 06:00-22:00', 'N days per week'. */
export function availabilitySummary(availableHours: WeeklyHours | null): string {
  if (availableHours === null) return 'Always available';
  const open = DAYS.map((d) => availableHours[d]).filter((h) => !h.closed);
  if (open.length === 0) return 'Closed';
  const [first] = open;
  if (
    first &&
    open.length === 7 &&
    open.every((h) => h.start === first.start && h.end === first.end)
  )
    return `Daily ${first.start}-${first.end}`;
  return open.length === 1 ? '1 day per week' : `${open.length} days per week`;
}

/** The local calendar day containing `now` in the zone, as instants [start, end). */
export function todayRange(timezone: string, now: Date): { date: string; start: Date; end: Date } {
  const w = wallClock(timezone, now);
  const tomorrow = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    start: startOfLocalDate(timezone, w.year, w.month, w.day),
    end: startOfLocalDate(
      timezone,
      tomorrow.getUTCFullYear(),
      tomorrow.getUTCMonth() + 1,
      tomorrow.getUTCDate(),
    ),
  };
}

const MINUTE_MS = 60_000;
/** Minutes from `now` (its minute, seconds dropped) to a week position `minutes` ahead. */
const minutesAhead = (now: Date, minutes: number) =>
  new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + minutes * MINUTE_MS);

/**
 * The openings around `now` and the one it is in (null when closed); null with no hours to
 * read (neither weekly hours nor special days): open all day.
 */
function openingsAround(
  hours: WeeklyHours | null,
  timezone: string,
  now: Date,
  specialDays: readonly SpecialDay[] | undefined,
) {
  if (hours === null && !hasSpecial(specialDays)) return null;
  const { list, position } = reading(hours ?? AROUND_THE_CLOCK, timezone, now, specialDays);
  return { list, position, current: containing(list, position) };
}

/**
 * When the current service ends ("pause until closing"): the end of the opening `now` is
 * in; with no hours, or open around the clock, the end of the local day. Null when closed.
 * Counted in minutes of wall time, so a daylight-saving jump inside the window moves it by
 * that hour.
 */
export function closingInstant(
  hours: WeeklyHours | null,
  timezone: string,
  now: Date,
  specialDays?: readonly SpecialDay[],
): Date | null {
  const around = openingsAround(hours, timezone, now, specialDays);
  if (!around) return todayRange(timezone, now).end;
  const { position, current } = around;
  if (!current) return null;
  if (current.end === null) return todayRange(timezone, now).end;
  return minutesAhead(now, current.end - position);
}

/**
 * The next opening after the current service ("sold out for the rest of today"): the first
 * opening after the one `now` is in ends, or after `now` when closed; with no hours, or open
 * around the clock, the next local midnight. Null when the restaurant does not open within
 * the coming week.
 */
export function nextOpeningInstant(
  hours: WeeklyHours | null,
  timezone: string,
  now: Date,
  specialDays?: readonly SpecialDay[],
): Date | null {
  const around = openingsAround(hours, timezone, now, specialDays);
  if (!around) return todayRange(timezone, now).end;
  const { list, position, current } = around;
  if (current && current.end === null) return todayRange(timezone, now).end;
  const from = current?.end ?? position;
  const next = list.find((w) => w.start > from);
  if (!next) return null;
  return minutesAhead(now, next.start - position);
}
