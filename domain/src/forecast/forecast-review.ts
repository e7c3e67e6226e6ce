import { forecastDay, type ForecastInput } from './forecast';

/**
 * A past day's forecast held against what happened, slot by slot, so an owner learns how far
 * to trust it. The forecast is the one the day would have had (the same weeks and weights);
 * the actual is the day's own summary. Error = actual − forecast: positive, busier than
 * expected.
 */

export interface ReviewSlot {
  slot: string;
  forecast: number;
  actual: number;
  error: number;
}

export type DayReview =
  | { date: string; status: 'not_enough_history' }
  | {
      date: string;
      status: 'ready';
      slots: ReviewSlot[];
      forecastOrders: number;
      actualOrders: number;
      /** The average size of a slot's miss, in orders. */
      meanAbsoluteError: number;
    };

const tenths = (n: number) => Math.round(n * 10) / 10;

export function reviewDay(input: ForecastInput): DayReview {
  const forecast = forecastDay(input);
  if (forecast.status === 'not_enough_history')
    return { date: input.date, status: 'not_enough_history' };
  // forecastDay's booked orders of a past day are what happened.
  const slots = forecast.slots.map((s) => ({
    slot: s.slot,
    forecast: s.expectedOrders,
    actual: s.bookedOrders,
    error: tenths(s.bookedOrders - s.expectedOrders),
  }));
  const sum = (f: (s: ReviewSlot) => number) => slots.reduce((total, s) => total + f(s), 0);
  return {
    date: input.date,
    status: 'ready',
    slots,
    forecastOrders: tenths(sum((s) => s.forecast)),
    actualOrders: sum((s) => s.actual),
    meanAbsoluteError:
      slots.length === 0 ? 0 : tenths(sum((s) => Math.abs(s.error)) / slots.length),
  };
}
