import { DAYS, type Day, type WeeklyHours } from './hours-types';
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

/** Each week's hours as windows, made once: hours are values, never changed in place. */
const windowsOf = new WeakMap<WeeklyHours, Window[]>();

function windows(hours: WeeklyHours): Window[] {
  let list = windowsOf.get(hours);
  if (!list) {
    list = weekWindows(hours);
    windowsOf.set(hours, list);
  }
  return list;
}

function weekWindows(hours: WeeklyHours): Window[] {
  return DAYS.flatMap((day, i) => {
    const h = hours[day];
    if (h.closed) return [];
    const start = toMinutes(h.start);
    let end = toMinutes(h.end);
    if (end <= start) end += DAY_MINUTES;
    return [{ start: i * DAY_MINUTES + start, end: i * DAY_MINUTES + end }];
  });
}

function weekPosition(timezone: string, now: Date): { position: number; day: number } {
  const w = wallClock(timezone, now);
  const day = DAYS.indexOf(w.weekday);
  return { position: day * DAY_MINUTES + w.hour * 60 + w.minute, day };
}

/**
 * The window containing `position` (trying last week's copy for Sunday-night windows that
 * spill into Monday), extended through windows that start right where it ends. `end` is
 * null when the chain covers the whole week. `at` is `position` on the window's scale.
 */
function containing(list: Window[], position: number): { end: number | null; at: number } | null {
  for (const at of [position, position + WEEK_MINUTES]) {
    const found = list.find((w) => w.start <= at && at < w.end);
    if (!found) continue;
    let end = found.end;
    for (let hops = 0; hops < 7; hops++) {
      const next = list.find((w) => w.start === end % WEEK_MINUTES);
      if (!next) return { end, at };
      end += next.end - next.start;
      if (end - found.start >= WEEK_MINUTES) return { end: null, at };
    }
    return { end: null, at };
  }
  return null;
}

export type OpenStatus =
  | { open: true; /** "HH:MM" local; null when open around the clock. */ closesAt: string | null }
  | {
      open: false;
      /** Next opening; null when every day is closed. daysAhead 0 is today, 1 tomorrow. */
      opensAt: { day: Day; time: string; daysAhead: number } | null;
    };

/** For the badge "Open until {closesAt}" / "Closed · opens {day} {time}". */
export function openStatus(hours: WeeklyHours | null, timezone: string, now: Date): OpenStatus {
  if (hours === null) return { open: true, closesAt: null };
  const list = windows(hours);
  const { position, day } = weekPosition(timezone, now);
  const current = containing(list, position);
  if (current) return { open: true, closesAt: current.end === null ? null : toTime(current.end) };
  const next = list
    .map((w) => (w.start > position ? w.start : w.start + WEEK_MINUTES))
    .sort((a, b) => a - b)[0];
  if (next === undefined) return { open: false, opensAt: null };
  const openingDay = Math.floor(next / DAY_MINUTES);
  return {
    open: false,
    opensAt: {
      day: DAYS[openingDay % 7] as Day,
      time: toTime(next),
      daysAhead: openingDay - day,
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
  const current = containing(windows(availableHours), weekPosition(timezone, now).position);
  if (!current) return { available: false, reason: 'outside_hours' };
  if (current.end === null) return { available: true, lastOrderAt: null };
  const stop = current.end - cutoffMinutes;
  if (current.at >= stop) return { available: false, reason: 'past_cutoff' };
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
 * When the current service ends ("pause until closing"): the end of the opening `now` is
 * in; with no hours, or open around the clock, the end of the local day. Null when closed.
 * Counted in minutes of wall time, so a daylight-saving jump inside the window moves it by
 * that hour.
 */
export function closingInstant(
  hours: WeeklyHours | null,
  timezone: string,
  now: Date,
): Date | null {
  if (hours === null) return todayRange(timezone, now).end;
  const current = containing(windows(hours), weekPosition(timezone, now).position);
  if (!current) return null;
  if (current.end === null) return todayRange(timezone, now).end;
  return minutesAhead(now, current.end - current.at);
}

/**
 * The next opening after the current service ("sold out for the rest of today"): the first
 * opening after the one `now` is in ends, or after `now` when closed; with no hours, or open
 * around the clock, the next local midnight. Null when the restaurant never opens.
 */
export function nextOpeningInstant(
  hours: WeeklyHours | null,
  timezone: string,
  now: Date,
): Date | null {
  if (hours === null) return todayRange(timezone, now).end;
  const list = windows(hours);
  const { position } = weekPosition(timezone, now);
  const current = containing(list, position);
  if (current && current.end === null) return todayRange(timezone, now).end;
  const from = current ? position + (current.end ?? 0) - current.at : position;
  const starts = list.map((w) => {
    let start = w.start;
    while (start <= from) start += WEEK_MINUTES;
    return start;
  });
  if (starts.length === 0) return null;
  return minutesAhead(now, Math.min(...starts) - position);
}
