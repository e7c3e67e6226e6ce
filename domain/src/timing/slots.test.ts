import { describe, expect, it } from 'vitest';
import { DAYS, type DayHours, type WeeklyHours } from '../catalog/hours-types';
import { wallClock } from '../catalog/zoned-time';
import { pickupSlots, schedulingWindow, slotRefusal, type SlotRules } from './slots';

const week = (h: DayHours): WeeklyHours =>
  Object.fromEntries(DAYS.map((d) => [d, h])) as WeeklyHours;
const open = (start: string, end: string) => week({ start, end, closed: false });
const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;

function rules(over: Partial<SlotRules> & { now: Date; prep?: number }): SlotRules {
  return {
    timezone: 'UTC',
    hours: null,
    menus: [],
    earliestReadyAt: new Date(over.now.getTime() + minutes(over.prep ?? 0)),
    ...over,
  };
}
const starts = (r: SlotRules, now: Date) => pickupSlots(r, now).map((s) => s.start);
const local = (zone: string, iso: string) => {
  const w = wallClock(zone, new Date(iso));
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

describe('pickupSlots', () => {
  it('offers every quarter hour from the earliest ready time to the end of tomorrow', () => {
    // 2025-01-15 is a Wednesday. Ready no sooner than 10:27 → first slot 10:30.
    const now = at('2025-01-15T10:07:00Z');
    const slots = pickupSlots(rules({ now, prep: 20 }), now);
    expect(slots[0]).toEqual({
      start: '2025-01-15T10:30:00.000Z',
      end: '2025-01-15T10:45:00.000Z',
      serviceDate: '2025-01-15',
    });
    expect(slots.at(-1)?.start).toBe('2025-01-16T23:45:00.000Z');
    expect(slots).toHaveLength(54 + 96);
  });

  it("reads hours in the restaurant's zone: late evening offers tomorrow's hours only", () => {
    // 04:30Z Thursday = 23:30 Wednesday in New York (UTC-5).
    const now = at('2025-01-16T04:30:00Z');
    const zone = 'America/New_York';
    const slots = pickupSlots(rules({ now, timezone: zone, hours: open('09:00', '22:00') }), now);
    expect(slots[0]).toMatchObject({
      start: '2025-01-16T14:00:00.000Z',
      serviceDate: '2025-01-16',
    });
    expect(slots.at(-1)?.start).toBe('2025-01-17T02:45:00.000Z'); // 21:45 Thursday
    expect(slots).toHaveLength(52);
    // The same instant in Tokyo is 13:30 Thursday: open now, slots start at once.
    const tokyo = pickupSlots(
      rules({ now, timezone: 'Asia/Tokyo', hours: open('09:00', '22:00') }),
      now,
    );
    expect(tokyo[0]?.start).toBe('2025-01-16T04:30:00.000Z');
    expect(tokyo[0]?.serviceDate).toBe('2025-01-16');
  });

  it('follows hours that run past midnight, dating each slot by its own local day', () => {
    const now = at('2025-01-15T20:00:00Z');
    const list = starts(rules({ now, hours: open('18:00', '02:00') }), now);
    expect(list[0]).toBe('2025-01-15T20:00:00.000Z');
    expect(list).toContain('2025-01-16T01:45:00.000Z');
    expect(list).not.toContain('2025-01-16T02:00:00.000Z');
    expect(list).toContain('2025-01-16T18:00:00.000Z');
    // Tomorrow's window runs on past its own midnight, but scheduling ends with tomorrow.
    expect(list.at(-1)).toBe('2025-01-16T23:45:00.000Z');
    const afterMidnight = pickupSlots(rules({ now, hours: open('18:00', '02:00') }), now).find(
      (s) => s.start === '2025-01-16T00:30:00.000Z',
    );
    expect(afterMidnight?.serviceDate).toBe('2025-01-16');
  });

  it('has no slots in the hour skipped by daylight saving and two sets in the repeated one', () => {
    const zone = 'America/New_York';
    // Sunday 2025-03-09: clocks jump 02:00 → 03:00. Local midnight is 05:00Z.
    const spring = at('2025-03-09T05:00:00Z');
    const day = pickupSlots(rules({ now: spring, timezone: zone }), spring).filter(
      (s) => s.serviceDate === '2025-03-09',
    );
    expect(day).toHaveLength(23 * 4);
    expect(day.map((s) => local(zone, s.start))).not.toContain('02:30');
    // Sunday 2025-11-02: 01:00-01:59 happens twice. Local midnight is 04:00Z.
    const autumn = at('2025-11-02T04:00:00Z');
    const fall = pickupSlots(rules({ now: autumn, timezone: zone }), autumn).filter(
      (s) => s.serviceDate === '2025-11-02',
    );
    expect(fall).toHaveLength(25 * 4);
    expect(fall.filter((s) => local(zone, s.start) === '01:15').map((s) => s.start)).toEqual([
      '2025-11-02T05:15:00.000Z',
      '2025-11-02T06:15:00.000Z',
    ]);
  });

  it("ends a menu's slots at its hours' end less the cutoff", () => {
    const now = at('2025-01-15T08:00:00Z');
    const menus = [{ availableHours: open('11:00', '14:00'), cutoffMinutes: 30 }];
    const today = pickupSlots(rules({ now, menus }), now).filter(
      (s) => s.serviceDate === '2025-01-15',
    );
    expect(today.map((s) => s.start.slice(11, 16))).toEqual([
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
    ]);
  });
});

describe('slotRefusal', () => {
  const now = at('2025-01-15T10:07:00Z');
  const r = rules({ now, prep: 20, hours: open('09:00', '22:00') });
  it('accepts a quarter hour inside hours after the preparation time', () => {
    expect(slotRefusal(r, now, at('2025-01-15T10:30:00Z'))).toBeNull();
    expect(slotRefusal(r, now, at('2025-01-16T21:45:00Z'))).toBeNull();
  });
  it('names why a start cannot be scheduled', () => {
    expect(slotRefusal(r, now, at('2025-01-15T10:40:00Z'))).toBe('not_a_slot');
    expect(slotRefusal(r, now, at('2025-01-15T10:15:00Z'))).toBe('in_the_past');
    expect(slotRefusal(r, now, at('2025-01-14T12:00:00Z'))).toBe('in_the_past');
    expect(slotRefusal(r, now, at('2025-01-17T12:00:00Z'))).toBe('too_far_ahead');
    expect(slotRefusal(r, now, at('2025-01-15T22:00:00Z'))).toBe('outside_hours');
  });
});

describe('schedulingWindow', () => {
  it('is the same for every instant of a minute, and starts at local midnight', () => {
    const zone = 'America/New_York';
    const first = schedulingWindow(zone, at('2026-03-08T17:42:00.000Z'));
    const later = schedulingWindow(zone, at('2026-03-08T17:42:59.999Z'));
    expect(later).toEqual(first);
    expect(first.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // Tomorrow is a day of 24 hours; today lost one to daylight saving.
    expect(first.end.toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });

  it('starts a day that begins within a minute (an offset with seconds) at its own midnight', () => {
    // Monrovia kept -00:44:30 until 1972: 2 June 1960 began at 00:44:30 UTC.
    const window = schedulingWindow('Africa/Monrovia', at('1960-06-02T00:44:40.000Z'));
    expect(window.start.toISOString()).toBe('1960-06-02T00:44:30.000Z');
  });
});
