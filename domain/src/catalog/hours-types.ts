/** Weekly opening hours as stored on restaurants (hours) and menus (availableHours). */

export const DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export type Day = (typeof DAYS)[number];

/**
 * One day's window in local wall time, "HH:MM" 24-hour. An end at or before the start means
 * the window runs past midnight into the next day; start equal to end means 24 hours.
 */
export interface DayHours {
  start: string;
  end: string;
  closed: boolean;
}

export type WeeklyHours = Record<Day, DayHours>;
