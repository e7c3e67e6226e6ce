import { describe, expect, it } from 'vitest';
import { refusalCause } from '../ordering/turned-away';
import { deciderSpec } from '../testing/given-when-then';
import { pickupSlots } from '../timing/slots';
import { closingInstant, openStatus } from './hours';
import { DAYS, type DayHours, type WeeklyHours } from './hours-types';
import { NOT_YOUR_RESTAURANT, type Actor } from './permissions';
import { restaurantDecider, type Restaurant, type RestaurantEvent } from './restaurant';
import { closedNoteAt } from './special-day-status';
import { SPECIAL_DAY_MESSAGES, closedOnSpecialDay, type SpecialDay } from './special-days';

const week = (h: DayHours): WeeklyHours =>
  Object.fromEntries(DAYS.map((d) => [d, h])) as WeeklyHours;
const nineToTen = week({ start: '09:00', end: '22:00', closed: false });
const lateNight = week({ start: '18:00', end: '02:00', closed: false });
const at = (iso: string) => new Date(iso);

const closure = (from: string, to: string, note = 'Closed for Thanksgiving'): SpecialDay => ({
  id: `sd-${from}`,
  from,
  to,
  hours: null,
  note,
});
const shortDay = (date: string, start: string, end: string): SpecialDay => ({
  id: `sd-${date}`,
  from: date,
  to: date,
  hours: { start, end },
  note: 'Short day',
});

describe('special days in the restaurant zone', () => {
  // Thanksgiving 2026 is Thursday 26 November; New York is UTC-5 then.
  const thanksgiving = [closure('2026-11-26', '2026-11-26')];

  it('a closure closes its whole date and the badge names the next opening', () => {
    const noon = at('2026-11-26T17:00:00Z');
    expect(openStatus(nineToTen, 'America/New_York', noon)).toEqual({
      open: true,
      closesAt: '22:00',
    });
    expect(openStatus(nineToTen, 'America/New_York', noon, thanksgiving)).toEqual({
      open: false,
      opensAt: { day: 'friday', time: '09:00', daysAhead: 1 },
    });
    expect(
      closedNoteAt(
        { hours: nineToTen, timezone: 'America/New_York', specialDays: thanksgiving },
        noon,
      ),
    ).toBe('Closed for Thanksgiving');
    // The day before it shows as closed tomorrow: opening skips the closed date.
    expect(
      openStatus(nineToTen, 'America/New_York', at('2026-11-26T04:00:00Z'), thanksgiving),
    ).toEqual({
      open: false,
      opensAt: { day: 'friday', time: '09:00', daysAhead: 2 },
    });
  });

  it('across midnight: the evening before still runs past midnight; the closed date opens nothing', () => {
    const zone = 'America/New_York';
    // 01:00 on the 26th belongs to the 25th's 18:00-02:00 window.
    expect(openStatus(lateNight, zone, at('2026-11-26T06:00:00Z'), thanksgiving)).toEqual({
      open: true,
      closesAt: '02:00',
    });
    // 20:00 on the 26th: closed; 01:00 on the 27th: the 26th's window never opened.
    expect(openStatus(lateNight, zone, at('2026-11-27T01:00:00Z'), thanksgiving).open).toBe(false);
    expect(openStatus(lateNight, zone, at('2026-11-27T06:00:00Z'), thanksgiving)).toEqual({
      open: false,
      opensAt: { day: 'friday', time: '18:00', daysAhead: 0 },
    });
  });

  it('changed hours may run past midnight and replace only their own date', () => {
    const zone = 'UTC';
    const newYearsEve = [shortDay('2026-12-31', '20:00', '03:00')];
    expect(openStatus(nineToTen, zone, at('2026-12-31T10:00:00Z'), newYearsEve)).toEqual({
      open: false,
      opensAt: { day: 'thursday', time: '20:00', daysAhead: 0 },
    });
    expect(openStatus(nineToTen, zone, at('2027-01-01T02:30:00Z'), newYearsEve)).toEqual({
      open: true,
      closesAt: '03:00',
    });
    // 1 January keeps its weekly hours.
    expect(openStatus(nineToTen, zone, at('2027-01-01T12:00:00Z'), newYearsEve).open).toBe(true);
  });

  it('a short day on the day daylight saving ends (New York, 1 November 2026)', () => {
    const zone = 'America/New_York';
    const days = [shortDay('2026-11-01', '10:00', '14:00')];
    // 14:30Z is 09:30 EST (clocks went back at 06:00Z).
    expect(openStatus(nineToTen, zone, at('2026-11-01T14:30:00Z'), days)).toEqual({
      open: false,
      opensAt: { day: 'sunday', time: '10:00', daysAhead: 0 },
    });
    expect(openStatus(nineToTen, zone, at('2026-11-01T15:00:00Z'), days)).toEqual({
      open: true,
      closesAt: '14:00',
    });
    expect(closingInstant(nineToTen, zone, at('2026-11-01T15:00:00Z'), days)).toEqual(
      at('2026-11-01T19:00:00Z'),
    );
  });

  it('a closure on the day daylight saving starts (New York, 14 March 2027)', () => {
    const zone = 'America/New_York';
    const days = [closure('2027-03-14', '2027-03-14', 'Closed for a private event')];
    // 16:00Z is 11:00 EST on the 13th and 12:00 EDT on the 14th.
    expect(openStatus(nineToTen, zone, at('2027-03-13T16:00:00Z'), days).open).toBe(true);
    expect(openStatus(nineToTen, zone, at('2027-03-14T16:00:00Z'), days)).toEqual({
      open: false,
      opensAt: { day: 'monday', time: '09:00', daysAhead: 1 },
    });
    // The 15th opens at 09:00 EDT, 13:00Z.
    expect(openStatus(nineToTen, zone, at('2027-03-15T13:00:00Z'), days).open).toBe(true);
  });

  it('one instant, two zones: the closed date is each restaurant’s own', () => {
    const christmas = [closure('2026-12-25', '2026-12-25', 'Closed for Christmas')];
    // 03:00Z on the 25th is 12:00 on the 25th in Tokyo, 19:00 on the 24th in Los Angeles.
    const instant = at('2026-12-25T03:00:00Z');
    expect(openStatus(nineToTen, 'Asia/Tokyo', instant, christmas).open).toBe(false);
    expect(openStatus(nineToTen, 'America/Los_Angeles', instant, christmas)).toEqual({
      open: true,
      closesAt: '22:00',
    });
  });

  it('a range closes every date in it, and no hours (always open) close too', () => {
    const days = [closure('2026-08-10', '2026-08-12', 'Summer break')];
    expect(openStatus(null, 'UTC', at('2026-08-11T12:00:00Z'), days)).toEqual({
      open: false,
      opensAt: { day: 'thursday', time: '00:00', daysAhead: 2 },
    });
    expect(openStatus(null, 'UTC', at('2026-08-09T12:00:00Z'), days)).toEqual({
      open: true,
      closesAt: '00:00',
    });
  });

  it('the slot picker offers nothing on a closed date', () => {
    const zone = 'America/New_York';
    const now = at('2026-11-25T15:00:00Z'); // Wednesday 10:00 in New York
    const rules = { timezone: zone, hours: nineToTen, menus: [], earliestReadyAt: now };
    const dates = (r: typeof rules & { specialDays?: SpecialDay[] }) =>
      new Set(pickupSlots(r, now).map((s) => s.serviceDate));
    expect(dates(rules)).toEqual(new Set(['2026-11-25', '2026-11-26']));
    expect(dates({ ...rules, specialDays: thanksgiving })).toEqual(new Set(['2026-11-25']));
  });
});

const spec = deciderSpec(restaurantDecider);
const owner: Actor = { id: 'owner-1', role: 'restaurant_owner' };
const restaurant: Restaurant = {
  id: 'r1',
  ownerId: 'owner-1',
  name: 'Luigi',
  cuisine: 'italian',
  description: 'Pasta',
  address: '1 Main St',
  phone: '5551234567',
  imageUrl: null,
  latitude: null,
  longitude: null,
  hours: nineToTen,
  taxRate: '0.0875',
  estimatedPickupTime: 15,
  notificationEmail: '',
  notificationPhone: '',
  notificationPreference: 'sms',
  rating: 4,
  isActive: true,
  timezone: 'America/New_York',
};
const created: RestaurantEvent = { type: 'RestaurantCreated', data: restaurant };
const set = (specialDay: SpecialDay, actor = owner, today = '2026-11-20') => ({
  type: 'SetSpecialDay' as const,
  actor,
  restaurantId: 'r1',
  specialDay,
  today,
});

describe('setting special days', () => {
  const day = closure('2026-11-26', '2026-11-26');

  it('records a closure set ahead by the owner', () => {
    spec
      .given([created])
      .when(set(day))
      .then([{ type: 'SpecialDaySet', data: { restaurantId: 'r1', specialDay: day } }]);
  });

  it('refuses a last day before the first', () => {
    spec
      .given([created])
      .when(set(closure('2026-11-27', '2026-11-26')))
      .thenRefuses('validation', SPECIAL_DAY_MESSAGES.endBeforeStart);
  });

  it('refuses a date already past in the restaurant zone, and takes today', () => {
    spec
      .given([created])
      .when(set(day, owner, '2026-11-27'))
      .thenRefuses('validation', SPECIAL_DAY_MESSAGES.inThePast);
    spec
      .given([created])
      .when(set(day, owner, '2026-11-26'))
      .then([{ type: 'SpecialDaySet', data: { restaurantId: 'r1', specialDay: day } }]);
  });

  it('refuses a range longer than a month', () => {
    spec
      .given([created])
      .when(set(closure('2026-12-01', '2027-01-31')))
      .thenRefuses('validation', SPECIAL_DAY_MESSAGES.tooLong);
  });

  it('refuses a range over dates another special day covers', () => {
    const wasSet: RestaurantEvent = {
      type: 'SpecialDaySet',
      data: { restaurantId: 'r1', specialDay: closure('2026-11-25', '2026-11-27') },
    };
    spec
      .given([created, wasSet])
      .when(set(day))
      .thenRefuses('conflict', SPECIAL_DAY_MESSAGES.overlaps);
  });

  it('refuses another owner', () => {
    spec
      .given([created])
      .when(set(day, { id: 'owner-2', role: 'restaurant_owner' }))
      .thenRefuses('forbidden', NOT_YOUR_RESTAURANT);
  });

  it('removes a special day it has, and 404s one it has not', () => {
    const remove = (specialDayId: string) => ({
      type: 'RemoveSpecialDay' as const,
      actor: owner,
      restaurantId: 'r1',
      specialDayId,
    });
    const wasSet: RestaurantEvent = {
      type: 'SpecialDaySet',
      data: { restaurantId: 'r1', specialDay: day },
    };
    spec
      .given([created, wasSet])
      .when(remove(day.id))
      .then([{ type: 'SpecialDayRemoved', data: { restaurantId: 'r1', specialDayId: day.id } }]);
    spec
      .given([created, wasSet])
      .when(remove('nope'))
      .thenRefuses('not_found', SPECIAL_DAY_MESSAGES.notFound);
  });
});

describe('demand turned away by a special day', () => {
  it('counts an order refused on a closed special day as turned away, closed', () => {
    const message = closedOnSpecialDay('Closed for Thanksgiving');
    expect(refusalCause({ kind: 'rule', message })).toBe('closed');
  });
});
