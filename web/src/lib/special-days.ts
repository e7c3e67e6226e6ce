import type { SpecialDayView } from '@pickup/projections/special-days/contract';

/** Special days as people read them (issue 32): "Thu 26 Nov", "Thu 24 – Sat 26 Dec". */

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** A local calendar date (YYYY-MM-DD) as "Thu 26 Nov". */
export const dateLabel = (date: string): string => dayFormat.format(new Date(`${date}T12:00:00Z`));

/** The dates a special day covers: one day, or "first – last". */
export const specialDayDates = (day: Pick<SpecialDayView, 'from' | 'to'>): string =>
  day.from === day.to ? dateLabel(day.from) : `${dateLabel(day.from)} – ${dateLabel(day.to)}`;

/** "Closed" or "Open 10:00–14:00". */
export const specialDayHours = (day: Pick<SpecialDayView, 'hours'>): string =>
  day.hours ? `Open ${day.hours.start}–${day.hours.end}` : 'Closed';

/** The YYYY-MM-DD `days` after a date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
