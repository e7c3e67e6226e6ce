import { describe, expect, it } from 'vitest';
import { clockLabel, restaurantTime, wallClock } from './zoned-time';

/** What Intl itself reads, field by field: the reference the kept readings must match. */
function intlReading(timezone: string, instant: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    weekday: 'long',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
    weekday: part('weekday').toLowerCase(),
  };
}

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kathmandu', // +05:45
  'Australia/Lord_Howe', // half-hour daylight saving
  'Pacific/Chatham', // +12:45 / +13:45
  'Etc/GMT+11',
];

describe('wallClock', () => {
  it('reads every second of a minute as Intl does, the minute read once', () => {
    const minute = Date.UTC(2026, 10, 25, 17, 42);
    for (const zone of ZONES)
      for (let s = 0; s < 60; s += 7)
        for (const ms of [0, 1, 999]) {
          const instant = new Date(minute + s * 1000 + ms);
          expect(wallClock(zone, instant)).toEqual(intlReading(zone, instant));
        }
  });

  it('agrees with Intl on both sides of daylight-saving changes', () => {
    const around = [
      Date.UTC(2026, 2, 8, 7, 0), // New York springs forward
      Date.UTC(2026, 10, 1, 6, 0), // New York falls back
      Date.UTC(2026, 3, 4, 15, 0), // Lord Howe: 02:00 → 01:30
      Date.UTC(2026, 8, 26, 14, 0), // Chatham springs forward
    ];
    for (const zone of ZONES)
      for (const at of around)
        for (let d = -90 * 60_000; d <= 90 * 60_000; d += 7 * 60_000 + 13_001) {
          const instant = new Date(at + d);
          expect(wallClock(zone, instant)).toEqual(intlReading(zone, instant));
        }
  });

  it('reads an offset with seconds in it (local mean time) exactly', () => {
    // Monrovia kept -00:44:30 until 1972.
    const instant = new Date(Date.UTC(1960, 5, 1, 12, 0, 5, 250));
    const reading = wallClock('Africa/Monrovia', instant);
    expect(reading).toEqual(intlReading('Africa/Monrovia', instant));
    expect(reading).toMatchObject({ hour: 11, minute: 15, second: 35 });
  });
});

describe('restaurantTime', () => {
  // 23:05 UTC on 15 January 2030 is 6:05 PM in New York; 04:05 UTC is 11:05 PM the evening before.
  const evening = new Date('2030-01-15T23:05:00Z');
  const small = new Date('2030-01-16T05:05:00Z');

  it('reads the restaurant’s clock, zone named unless asked not to', () => {
    expect(restaurantTime('America/New_York', evening)).toMatch(/^6:05\sPM EST$/);
    expect(restaurantTime('America/New_York', evening, { zone: false })).toMatch(/^6:05\sPM$/);
  });

  it('reads 24-hour with two-digit hours, midnight as 00', () => {
    const hhmm = { zone: false, hour12: false };
    expect(restaurantTime('America/New_York', evening, hhmm)).toBe('18:05');
    expect(restaurantTime('America/New_York', small, hhmm)).toBe('00:05');
    expect(restaurantTime('UTC', small, hhmm)).toBe('05:05');
  });
});

describe('clockLabel', () => {
  it('reads a time of the hours on a 12-hour clock', () => {
    expect(clockLabel('18:00')).toBe('6:00 PM');
    expect(clockLabel('00:30')).toBe('12:30 AM');
    expect(clockLabel('12:05')).toBe('12:05 PM');
  });

  it('leaves the minutes out on the hour when short', () => {
    expect(clockLabel('22:00', { short: true })).toBe('10 PM');
    expect(clockLabel('09:30', { short: true })).toBe('9:30 AM');
  });
});
