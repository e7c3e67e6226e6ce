import { wallClock } from '../catalog/zoned-time';

/**
 * The local calendar dates a forecast reads, in the restaurant's zone: today, yesterday (whose
 * forecast is held against what happened), and the same weekday of each of the last eight
 * weeks before either. Pure: `now` is passed in.
 */

/** How many past weeks of the same weekday a forecast looks at. */
export const FORECAST_WEEKS = 8;

const pad = (n: number) => String(n).padStart(2, '0');

/** A YYYY-MM-DD date `days` later (earlier when negative), on the calendar alone. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The same weekday 1 to FORECAST_WEEKS weeks before `date`, the most recent first. */
export const sameWeekdayBefore = (date: string): string[] =>
  Array.from({ length: FORECAST_WEEKS }, (_, i) => addDays(date, -7 * (i + 1)));

export interface ForecastDates {
  today: string;
  yesterday: string;
  /** Every date whose summary the forecast and yesterday's review read. */
  all: string[];
}

export function forecastDates(timezone: string, now: Date): ForecastDates {
  const w = wallClock(timezone, now);
  const today = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  const yesterday = addDays(today, -1);
  return {
    today,
    yesterday,
    all: [today, yesterday, ...sameWeekdayBefore(today), ...sameWeekdayBefore(yesterday)],
  };
}
