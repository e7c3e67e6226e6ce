import { describe, expect, it } from 'vitest';
import { availabilitySummary, menuAvailable, openStatus, todayRange } from './hours';
import { DAYS, type DayHours, type WeeklyHours } from './hours-types';

const week = (h: DayHours, overrides: Partial<WeeklyHours> = {}): WeeklyHours => ({
  ...(Object.fromEntries(DAYS.map((d) => [d, h])) as WeeklyHours),
  ...overrides,
});
const nineToTen = week({ start: '09:00', end: '22:00', closed: false });
const closedDay: DayHours = { start: '09:00', end: '22:00', closed: true };

// 2025-01-15 is a Wednesday; New York is UTC-5 then, Tokyo UTC+9.
const at = (iso: string) => new Date(iso);

describe('openStatus', () => {
  it('is open until the closing time, read in the restaurant zone', () => {
    // 15:00Z = 10:00 in New York, 00:00 (Thursday) in Tokyo.
    expect(openStatus(nineToTen, 'America/New_York', at('2025-01-15T15:00:00Z'))).toEqual({
      open: true,
      closesAt: '22:00',
    });
    expect(openStatus(nineToTen, 'Asia/Tokyo', at('2025-01-15T15:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: 'thursday', time: '09:00', daysAhead: 0 },
    });
  });

  it('after closing it opens tomorrow', () => {
    // 03:30Z Thursday = 22:30 Wednesday in New York.
    expect(openStatus(nineToTen, 'America/New_York', at('2025-01-16T03:30:00Z'))).toEqual({
      open: false,
      opensAt: { day: 'thursday', time: '09:00', daysAhead: 1 },
    });
  });

  it('closes exactly at the end minute and opens exactly at the start minute', () => {
    const zone = 'UTC';
    expect(openStatus(nineToTen, zone, at('2025-01-15T21:59:59Z')).open).toBe(true);
    expect(openStatus(nineToTen, zone, at('2025-01-15T22:00:00Z')).open).toBe(false);
    expect(openStatus(nineToTen, zone, at('2025-01-15T09:00:00Z')).open).toBe(true);
  });

  it('skips closed days to the next opening', () => {
    const hours = week(nineToTen.monday, { thursday: closedDay, friday: closedDay });
    expect(openStatus(hours, 'UTC', at('2025-01-15T23:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: 'saturday', time: '09:00', daysAhead: 3 },
    });
  });

  it('wraps from Sunday to Monday', () => {
    expect(openStatus(nineToTen, 'UTC', at('2025-01-19T23:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: 'monday', time: '09:00', daysAhead: 1 },
    });
  });

  it('keeps a late-night window open past midnight into the next day', () => {
    const lateNight = week({ start: '18:00', end: '02:00', closed: false });
    // Thursday 01:30 belongs to Wednesday's window.
    expect(openStatus(lateNight, 'UTC', at('2025-01-16T01:30:00Z'))).toEqual({
      open: true,
      closesAt: '02:00',
    });
    expect(openStatus(lateNight, 'UTC', at('2025-01-16T02:30:00Z'))).toEqual({
      open: false,
      opensAt: { day: 'thursday', time: '18:00', daysAhead: 0 },
    });
    // Monday 01:00 belongs to Sunday's window.
    const sundayOnly = week(closedDay, { sunday: { start: '20:00', end: '03:00', closed: false } });
    expect(openStatus(sundayOnly, 'UTC', at('2025-01-20T01:00:00Z'))).toEqual({
      open: true,
      closesAt: '03:00',
    });
  });

  it('treats a day from 00:00 to 00:00 as 24 hours, and every day so as always open', () => {
    const allDay = week({ start: '00:00', end: '00:00', closed: false });
    expect(openStatus(allDay, 'UTC', at('2025-01-15T12:00:00Z'))).toEqual({
      open: true,
      closesAt: null,
    });
    const allDayButSunday = week(allDay.monday, { sunday: closedDay });
    expect(openStatus(allDayButSunday, 'UTC', at('2025-01-15T12:00:00Z'))).toEqual({
      open: true,
      closesAt: '00:00',
    });
  });

  it('without hours is always open; with every day closed it never opens', () => {
    expect(openStatus(null, 'UTC', at('2025-01-15T03:00:00Z'))).toEqual({
      open: true,
      closesAt: null,
    });
    expect(openStatus(week(closedDay), 'UTC', at('2025-01-15T12:00:00Z'))).toEqual({
      open: false,
      opensAt: null,
    });
  });

  it('follows daylight saving time', () => {
    // 13:30Z is 09:30 in New York in July (UTC-4) but 08:30 in January (UTC-5).
    expect(openStatus(nineToTen, 'America/New_York', at('2025-07-16T13:30:00Z')).open).toBe(true);
    expect(openStatus(nineToTen, 'America/New_York', at('2025-01-15T13:30:00Z')).open).toBe(false);
  });
});

describe('menuAvailable', () => {
  const breakfast = week({ start: '06:00', end: '11:00', closed: false });

  it('takes orders until the end of its hours less the cutoff', () => {
    expect(menuAvailable(breakfast, 15, 'UTC', at('2025-01-15T10:44:00Z'))).toEqual({
      available: true,
      lastOrderAt: '10:45',
    });
    expect(menuAvailable(breakfast, 15, 'UTC', at('2025-01-15T10:45:00Z'))).toEqual({
      available: false,
      reason: 'past_cutoff',
    });
    expect(menuAvailable(breakfast, 0, 'UTC', at('2025-01-15T10:59:00Z')).available).toBe(true);
  });

  it('refuses outside its hours, in the zone given', () => {
    expect(menuAvailable(breakfast, 15, 'UTC', at('2025-01-15T05:59:00Z'))).toEqual({
      available: false,
      reason: 'outside_hours',
    });
    // 12:00Z is 07:00 in New York.
    expect(menuAvailable(breakfast, 15, 'America/New_York', at('2025-01-15T12:00:00Z'))).toEqual({
      available: true,
      lastOrderAt: '10:45',
    });
  });

  it('applies the cutoff to a window that ends after midnight', () => {
    const late = week({ start: '20:00', end: '01:00', closed: false });
    expect(menuAvailable(late, 30, 'UTC', at('2025-01-16T00:29:00Z'))).toEqual({
      available: true,
      lastOrderAt: '00:30',
    });
    expect(menuAvailable(late, 30, 'UTC', at('2025-01-16T00:30:00Z'))).toEqual({
      available: false,
      reason: 'past_cutoff',
    });
  });

  it('is always available without hours', () => {
    expect(menuAvailable(null, 15, 'UTC', at('2025-01-15T03:00:00Z'))).toEqual({
      available: true,
      lastOrderAt: null,
    });
  });
});

describe('availabilitySummary', () => {
  it('describes the week as the menu list does', () => {
    expect(availabilitySummary(null)).toBe('Always available');
    expect(availabilitySummary(week(closedDay))).toBe('Closed');
    expect(availabilitySummary(week({ start: '06:00', end: '22:00', closed: false }))).toBe(
      'Daily 06:00-22:00',
    );
    expect(availabilitySummary(week(nineToTen.monday, { sunday: closedDay }))).toBe(
      '6 days per week',
    );
    expect(
      availabilitySummary(
        week(nineToTen.monday, { friday: { ...nineToTen.friday, end: '23:00' } }),
      ),
    ).toBe('7 days per week');
    expect(availabilitySummary(week(closedDay, { monday: nineToTen.monday }))).toBe(
      '1 day per week',
    );
  });
});

describe('todayRange', () => {
  it('is the local calendar day of the zone', () => {
    // 02:00Z on the 16th is still the 15th in New York.
    expect(todayRange('America/New_York', at('2025-01-16T02:00:00Z'))).toEqual({
      date: '2025-01-15',
      start: at('2025-01-15T05:00:00Z'),
      end: at('2025-01-16T05:00:00Z'),
    });
    expect(todayRange('Asia/Tokyo', at('2025-01-15T16:00:00Z'))).toEqual({
      date: '2025-01-16',
      start: at('2025-01-15T15:00:00Z'),
      end: at('2025-01-16T15:00:00Z'),
    });
  });

  it('has 23 or 25 hours on daylight-saving days', () => {
    const spring = todayRange('America/New_York', at('2025-03-09T15:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = todayRange('Europe/London', at('2025-10-26T12:00:00Z'));
    expect(autumn).toEqual({
      date: '2025-10-26',
      start: at('2025-10-25T23:00:00Z'),
      end: at('2025-10-27T00:00:00Z'),
    });
  });

  it('starts when the day starts where daylight saving skips midnight', () => {
    // Santiago jumps from 00:00 to 01:00 on 2024-09-08.
    expect(todayRange('America/Santiago', at('2024-09-08T15:00:00Z'))).toEqual({
      date: '2024-09-08',
      start: at('2024-09-08T04:00:00Z'),
      end: at('2024-09-09T03:00:00Z'),
    });
  });
});
