import { describe, expect, it } from 'vitest';
import { wallClock } from './zoned-time';

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
