import { DAYS, type Day } from './hours-types';

/** Wall-clock reading of an instant in an IANA time zone, via Intl (no clock read here). */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: Day;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An en-US formatter made once per key: Intl.DateTimeFormat is slow to build. */
function cachedFormatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, f);
  }
  return f;
}

const formatter = (timezone: string) =>
  cachedFormatter(`wall|${timezone}`, {
    timeZone: timezone,
    hourCycle: 'h23',
    weekday: 'long',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/**
 * Readings already made, by zone and minute. Intl's formatToParts is slow, and placing one
 * order reads the same few slot starts dozens of times, and "now" once a step (every order
 * of the minute reads the same minute again). A zone's offset is whole minutes, so a reading
 * within a minute is that minute's with its seconds; a reading never changes, so it is kept,
 * up to a bound. An old offset with seconds in it (local mean time) is read exactly.
 */
const readings = new Map<string, Map<number, Readonly<WallClock>>>();
let kept = 0;
const MAX_READINGS = 4_096;
const MINUTE_MS = 60_000;

export function wallClock(timezone: string, instant: Date): Readonly<WallClock> {
  const ms = instant.getTime();
  const minute = Math.floor(ms / MINUTE_MS);
  let zone = readings.get(timezone);
  if (!zone) {
    zone = new Map();
    readings.set(timezone, zone);
  }
  let reading = zone.get(minute);
  if (!reading) {
    if (kept >= MAX_READINGS) {
      for (const z of readings.values()) z.clear();
      kept = 0;
    }
    reading = Object.freeze(read(timezone, new Date(minute * MINUTE_MS)));
    zone.set(minute, reading);
    kept++;
  }
  if (reading.second !== 0) return Object.freeze(read(timezone, instant));
  const second = Math.floor((ms - minute * MINUTE_MS) / 1000);
  return second === 0 ? reading : Object.freeze({ ...reading, second });
}

function read(timezone: string, instant: Date): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatter(timezone).formatToParts(instant)) parts[p.type] = p.value;
  const weekday = (parts.weekday ?? '').toLowerCase();
  const day = DAYS.find((d) => d === weekday);
  if (!day) throw new RangeError(`Unexpected weekday '${weekday}' in ${timezone}`);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: day,
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at the instant. */
function offsetAt(timezone: string, epochMs: number): number {
  const w = wallClock(timezone, new Date(epochMs));
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The first instant of a local calendar date in the zone: its midnight, or, where a
 * daylight-saving jump skips midnight, the first minute that exists that day.
 */
export function startOfLocalDate(timezone: string, year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetAt(timezone, wall);
  instant = wall - offsetAt(timezone, instant);
  const reached = wallClock(timezone, new Date(instant));
  // A skipped midnight lands on the previous evening; the day starts when the gap ends.
  if (reached.day !== new Date(wall).getUTCDate())
    instant += offsetAt(timezone, instant + 86_400_000) - offsetAt(timezone, instant);
  return new Date(instant);
}

/**
 * "7:42 PM PST": an instant as the restaurant's own clock reads it, with the zone's short
 * name so a customer in another zone cannot misread it. `hour12: false` reads "19:42", as
 * messages that name a slot do.
 */
export function restaurantTime(
  timezone: string,
  instant: Date,
  options: { zone?: boolean; hour12?: boolean } = {},
): string {
  const zone = options.zone ?? true;
  const hour12 = options.hour12 ?? true;
  return cachedFormatter(`clock|${timezone}|${zone}|${hour12}`, {
    timeZone: timezone,
    ...(hour12 ? { hour: 'numeric' } : { hour: '2-digit', hourCycle: 'h23' }),
    minute: '2-digit',
    ...(zone ? { timeZoneName: 'short' } : {}),
  }).format(instant);
}

/**
 * "18:00" → "6:00 PM": a time of the restaurant's hours (its wall clock, "HH:MM") as people
 * read it. `short` leaves the minutes out on the hour ("10 PM"), as the open badge reads.
 */
export function clockLabel(hhmm: string, options: { short?: boolean } = {}): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  if (m === 0 && options.short) return `${hour} ${suffix}`;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/**
 * "Jan 15, 2030, 6:45 PM EST": a date and time on the restaurant's clock, zone named; with
 * `seconds` (the audit trail), "Jan 15, 2030, 6:45:07 PM EST".
 */
export function restaurantDateTime(
  timezone: string,
  instant: Date,
  options: { seconds?: boolean } = {},
): string {
  const seconds = options.seconds ?? false;
  return cachedFormatter(`datetime|${timezone}|${seconds}`, {
    timeZone: timezone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZoneName: 'short',
  }).format(instant);
}
