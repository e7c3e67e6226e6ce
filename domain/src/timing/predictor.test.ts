import { describe, expect, it } from 'vitest';
import {
  hourOfWeek,
  loadBucket,
  MIN_SAMPLES,
  predictPrepMinutes,
  promiseRange,
  quantileMinutes,
  type PrepSample,
} from './predictor';

// 2025-01-15T12:10Z is Wednesday 12:10 in UTC: hour of week 2 × 24 + 12 = 60.
const at = new Date('2025-01-15T12:10:00Z');
const base = { timezone: 'UTC', at, ordersInKitchen: 0, fallbackMinutes: 25, rushMinutes: 0 };
const sample = (minutes: number, count: number, over: Partial<PrepSample> = {}): PrepSample => ({
  hourOfWeek: 60,
  loadBucket: 0,
  minutes,
  count,
  ...over,
});

describe('the history summary', () => {
  it('places an instant in its local hour of the week and a load in its bucket', () => {
    expect(hourOfWeek('UTC', at)).toBe(60);
    expect(hourOfWeek('Asia/Tokyo', at)).toBe(2 * 24 + 21);
    expect([0, 2, 3, 5, 6, 10, 11, 40].map(loadBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('gives the nearest-rank quantile of a histogram', () => {
    const oneToTen = Array.from({ length: 10 }, (_, i) => sample(i + 1, 1));
    expect(quantileMinutes(oneToTen, 0.8)).toBe(8);
    expect(quantileMinutes(oneToTen, 0.5)).toBe(5);
    expect(quantileMinutes([sample(30, 4), sample(10, 16)], 0.8)).toBe(10);
    expect(quantileMinutes([sample(30, 5), sample(10, 15)], 0.8)).toBe(30);
    expect(quantileMinutes([], 0.8)).toBeNull();
  });
});

describe('predictPrepMinutes', () => {
  it("promises the 80th percentile of this hour's orders at this load", () => {
    const history = [sample(12, 16), sample(20, 4), sample(45, 50, { loadBucket: 3 })];
    expect(predictPrepMinutes({ ...base, history })).toEqual({
      minutes: 12,
      source: 'hour_and_load',
      samples: 20,
    });
    expect(predictPrepMinutes({ ...base, history, ordersInKitchen: 12 }).minutes).toBe(45);
  });

  it('widens to the whole hour, then the load, when the exact match has too few orders', () => {
    const history = [
      sample(10, 5),
      sample(30, 20, { loadBucket: 1 }),
      sample(50, 30, { hourOfWeek: 1 }),
    ];
    expect(predictPrepMinutes({ ...base, history })).toMatchObject({ minutes: 30, source: 'hour' });
    const loadOnly = [sample(18, 25, { hourOfWeek: 3 })];
    expect(predictPrepMinutes({ ...base, history: loadOnly })).toMatchObject({
      minutes: 18,
      source: 'load',
    });
  });

  it("falls back to the restaurant's estimate below the sample threshold, rush on top", () => {
    const history = [sample(5, MIN_SAMPLES - 1)];
    expect(predictPrepMinutes({ ...base, history })).toEqual({
      minutes: 25,
      source: 'fallback',
      samples: 0,
    });
    expect(predictPrepMinutes({ ...base, history, rushMinutes: 10 }).minutes).toBe(35);
    expect(
      predictPrepMinutes({ ...base, history: [sample(5, MIN_SAMPLES)], rushMinutes: 10 }).minutes,
    ).toBe(15);
  });
});

describe('promiseRange', () => {
  it('rounds up to five minutes and shows the five before', () => {
    expect(promiseRange(new Date('2025-01-15T12:31:10Z'), 12)).toEqual({
      promisedFrom: '2025-01-15T12:40:00.000Z',
      promisedAt: '2025-01-15T12:45:00.000Z',
    });
  });
  it('never starts the range before the order was placed', () => {
    expect(promiseRange(new Date('2025-01-15T12:31:10Z'), 1)).toEqual({
      promisedFrom: '2025-01-15T12:31:10.000Z',
      promisedAt: '2025-01-15T12:35:00.000Z',
    });
  });
});
