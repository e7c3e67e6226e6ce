import { wallClock } from '@pickup/domain/catalog/zoned-time';

/** "2030-01-15" → "Tuesday" (the date is a calendar date: read in UTC). */
export const weekdayName = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long' });

/** Forecasts as an owner plans them: whole orders and portions ("2", never "0.2"). */
export const figure = (n: number) => String(Math.round(n));

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The restaurant's date and "HH:MM" now, to leave out what is already past (a prep hour
 * that began before now).
 */
export function restaurantNow(timezone: string, now: Date) {
  const c = wallClock(timezone, now);
  return {
    date: `${c.year}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}`,
  };
}
