import { describe, expect, it } from 'vitest';
import { NO_CAPACITY_LIMIT } from '../timing/capacity';
import { addDays, forecastDates } from './forecast-dates';
import { forecastDay, MIN_WEEKS, type ForecastInput, type SlotSummary } from './forecast';
import { reviewDay } from './forecast-review';

// Tuesday 15 January 2030; its eight weeks before are the Tuesdays from 8 January back.
const TODAY = '2030-01-15';
const weeksAgo = (k: number) => addDays(TODAY, -7 * k);

const margherita = (quantity: number) => ({ itemId: 'm', name: 'Margherita', quantity });
const garlicBread = (quantity: number) => ({ itemId: 'g', name: 'Garlic bread', quantity });

/** A usual Tuesday: 10 orders for 18:00 (20 Margherita, 5 garlic bread), 4 for 18:30. */
const usualTuesday = (date: string): SlotSummary[] => [
  { date, slot: '18:00', orders: 10, items: [margherita(20), garlicBread(5)] },
  { date, slot: '18:30', orders: 4, items: [margherita(4)] },
];

const input = (over: Partial<ForecastInput>): ForecastInput => ({
  date: TODAY,
  historyStart: '2029-01-01',
  excludedDates: [],
  summary: [],
  capacity: NO_CAPACITY_LIMIT,
  ...over,
});

const eightUsualWeeks = Array.from({ length: 8 }, (_, i) => usualTuesday(weeksAgo(i + 1))).flat();

describe('forecastDay', () => {
  it('expects a usual day of eight usual weeks, and sums the prep list by hour', () => {
    const forecast = forecastDay(input({ summary: eightUsualWeeks }));
    expect(forecast.status).toBe('ready');
    if (forecast.status !== 'ready') return;
    expect(forecast.slots.map((s) => [s.slot, s.expectedOrders, s.bookedOrders])).toEqual([
      ['18:00', 10, 0],
      ['18:30', 4, 0],
    ]);
    expect(forecast.slots[0]?.items).toEqual([
      { itemId: 'm', name: 'Margherita', expected: 20, booked: 0 },
      { itemId: 'g', name: 'Garlic bread', expected: 5, booked: 0 },
    ]);
    expect(forecast.prep).toEqual([{ by: '18:00', items: [margherita(24), garlicBread(5)] }]);
  });

  it('weighs last week 8 and eight weeks ago 1 (weights 8, 7, … 1)', () => {
    const summary = [
      { date: weeksAgo(1), slot: '19:00', orders: 9, items: [] },
      { date: weeksAgo(8), slot: '19:00', orders: 36, items: [] },
    ];
    const forecast = forecastDay(input({ summary }));
    // (9 × 8 + 36 × 1) / (8 + 7 + … + 1 = 36) = 3; the weeks without orders count as none.
    expect(forecast.status === 'ready' && forecast.slots[0]?.expectedOrders).toBe(3);
    expect(forecast.weeks.map((w) => w.weight)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('leaves special days out and shares their weight among the other weeks', () => {
    const summary = [
      ...eightUsualWeeks.filter((r) => r.date !== weeksAgo(1)),
      { date: weeksAgo(1), slot: '18:00', orders: 90, items: [margherita(300)] },
    ];
    const forecast = forecastDay(input({ summary, excludedDates: [weeksAgo(1)] }));
    expect(forecast.weeks.map((w) => w.date)).not.toContain(weeksAgo(1));
    expect(forecast.status === 'ready' && forecast.slots[0]?.expectedOrders).toBe(10);
  });

  it('says there is not enough history yet with no orders or fewer weeks than needed', () => {
    expect(forecastDay(input({ historyStart: null }))).toEqual({
      status: 'not_enough_history',
      weeks: [],
      minWeeks: MIN_WEEKS,
    });
    const twoWeeks = forecastDay(input({ historyStart: weeksAgo(2), summary: eightUsualWeeks }));
    expect(twoWeeks.status).toBe('not_enough_history');
    expect(twoWeeks.weeks.map((w) => w.date)).toEqual([weeksAgo(1), weeksAgo(2)]);
    const threeWeeks = forecastDay(input({ historyStart: weeksAgo(3), summary: eightUsualWeeks }));
    expect(threeWeeks.status).toBe('ready');
  });

  it('shows orders already booked, plans the larger of booked and expected, flags a full slot', () => {
    const booked: SlotSummary[] = [
      { date: TODAY, slot: '18:30', orders: 7, items: [margherita(9)] },
      { date: TODAY, slot: '20:00', orders: 1, items: [garlicBread(2)] },
    ];
    const capacity = { orders: 20, items: null, byWeekday: { tue: { orders: 8, items: null } } };
    const forecast = forecastDay(input({ summary: [...eightUsualWeeks, ...booked], capacity }));
    if (forecast.status !== 'ready') throw new Error('expected a forecast');
    expect(
      forecast.slots.map((s) => [s.slot, s.expectedOrders, s.bookedOrders, s.overCapacity]),
    ).toEqual([
      ['18:00', 10, 0, true],
      ['18:30', 4, 7, false],
      ['20:00', 0, 1, false],
    ]);
    expect(forecast.slots[0]?.limit).toEqual({ orders: 8, items: null });
    expect(forecast.prep).toEqual([
      { by: '18:00', items: [margherita(29), garlicBread(5)] },
      { by: '20:00', items: [garlicBread(2)] },
    ]);
  });

  it('rounds expected figures to tenths and prep quantities up to whole units', () => {
    const summary = [1, 2, 3].map((k) => ({
      date: weeksAgo(k),
      slot: '17:15',
      orders: k === 1 ? 1 : 0,
      items: k === 1 ? [margherita(1)] : [],
    }));
    const forecast = forecastDay(input({ summary }));
    // 1 × 8 / 36 = 0.222…: 0.2 orders expected, one pizza to have ready by 17:00.
    expect(forecast.status === 'ready' && forecast.slots[0]?.expectedOrders).toBe(0.2);
    expect(forecast.status === 'ready' && forecast.prep).toEqual([
      { by: '17:00', items: [margherita(1)] },
    ]);
  });
});

describe('reviewDay', () => {
  it('holds the forecast against what happened per slot, with the error', () => {
    const actual: SlotSummary[] = [
      { date: TODAY, slot: '18:00', orders: 13, items: [] },
      { date: TODAY, slot: '19:00', orders: 2, items: [] },
    ];
    expect(reviewDay(input({ summary: [...eightUsualWeeks, ...actual] }))).toEqual({
      date: TODAY,
      status: 'ready',
      slots: [
        { slot: '18:00', forecast: 10, actual: 13, error: 3 },
        { slot: '18:30', forecast: 4, actual: 0, error: -4 },
        { slot: '19:00', forecast: 0, actual: 2, error: 2 },
      ],
      forecastOrders: 14,
      actualOrders: 15,
      meanAbsoluteError: 3,
    });
  });

  it('says so when the day had too little history to forecast', () => {
    expect(reviewDay(input({ historyStart: null }))).toEqual({
      date: TODAY,
      status: 'not_enough_history',
    });
  });
});

describe('forecastDates', () => {
  it("reads today in the restaurant's zone, with yesterday and eight weeks of each", () => {
    // 03:00 UTC on the 16th is still the evening of Tuesday the 15th in Boston.
    const dates = forecastDates('America/New_York', new Date('2030-01-16T03:00:00Z'));
    expect(dates.today).toBe(TODAY);
    expect(dates.yesterday).toBe('2030-01-14');
    expect(dates.all).toHaveLength(18);
    expect(dates.all).toContain(weeksAgo(8));
    expect(dates.all).toContain(addDays('2030-01-14', -56));
  });
});
