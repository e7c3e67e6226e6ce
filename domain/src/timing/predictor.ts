import { DAYS } from '../catalog/hours-types';
import { wallClock } from '../catalog/zoned-time';

/**
 * Promised ready times learned from the kitchen's own history. The history is a compact
 * summary kept by a projection: how many orders took how many whole minutes from entering
 * the kitchen (placed, or fired for a scheduled order) to ready, by local hour of the week
 * and by how busy the kitchen was when the order came in. The promise is a high quantile
 * of the matching durations, so that most promises are kept.
 */

export const PROMISE_QUANTILE = 0.8;
/** Below this many matching orders the history says too little. */
export const MIN_SAMPLES = 20;
/** Lower bounds of the kitchen-load buckets: orders already in the kitchen. */
export const LOAD_BUCKET_FLOORS = [0, 3, 6, 11] as const;
/** Promises are shown as a short range ending on a multiple of this many minutes. */
export const PROMISE_STEP_MINUTES = 5;

export interface PrepSample {
  /** 0 = Monday 00:00-00:59 local, 167 = Sunday 23:00-23:59. */
  hourOfWeek: number;
  loadBucket: number;
  minutes: number;
  count: number;
}

export function loadBucket(ordersInKitchen: number): number {
  let bucket = 0;
  LOAD_BUCKET_FLOORS.forEach((floor, i) => {
    if (ordersInKitchen >= floor) bucket = i;
  });
  return bucket;
}

export function hourOfWeek(timezone: string, instant: Date): number {
  const w = wallClock(timezone, instant);
  return DAYS.indexOf(w.weekday) * 24 + w.hour;
}

/** Nearest-rank quantile of a histogram of minutes; null when it is empty. */
export function quantileMinutes(samples: readonly PrepSample[], q: number): number | null {
  const total = samples.reduce((n, s) => n + s.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const s of [...samples].sort((a, b) => a.minutes - b.minutes)) {
    seen += s.count;
    if (seen >= rank) return s.minutes;
  }
  return null;
}

export type PredictionSource = 'hour_and_load' | 'hour' | 'load' | 'all' | 'fallback';

export interface PrepPrediction {
  minutes: number;
  source: PredictionSource;
  samples: number;
}

export interface PredictInput {
  history: readonly PrepSample[];
  timezone: string;
  at: Date;
  ordersInKitchen: number;
  /** The restaurant's own estimate (estimatedPickupTime), used without enough history. */
  fallbackMinutes: number;
  /** Added on top by rush mode; 0 when the kitchen is not rushed. */
  rushMinutes: number;
}

/**
 * Minutes from now to ready. Tries the narrowest matching history first (this hour of the
 * week at this load), widening until one has enough orders.
 */
export function predictPrepMinutes(input: PredictInput): PrepPrediction {
  const hour = hourOfWeek(input.timezone, input.at);
  const load = loadBucket(input.ordersInKitchen);
  const levels: [PredictionSource, (s: PrepSample) => boolean][] = [
    ['hour_and_load', (s) => s.hourOfWeek === hour && s.loadBucket === load],
    ['hour', (s) => s.hourOfWeek === hour],
    ['load', (s) => s.loadBucket === load],
    ['all', () => true],
  ];
  for (const [source, matches] of levels) {
    const picked = input.history.filter(matches);
    const samples = picked.reduce((n, s) => n + s.count, 0);
    const minutes = samples >= MIN_SAMPLES ? quantileMinutes(picked, PROMISE_QUANTILE) : null;
    if (minutes !== null) return { minutes: minutes + input.rushMinutes, source, samples };
  }
  return { minutes: input.fallbackMinutes + input.rushMinutes, source: 'fallback', samples: 0 };
}

/**
 * The promise for an order ready `minutes` after `from`: ready by the next multiple of
 * five minutes, shown as the five minutes before it ("Ready 12:40–12:45"), never starting
 * before `from`.
 */
export function promiseRange(
  from: Date,
  minutes: number,
): { promisedFrom: string; promisedAt: string } {
  const step = PROMISE_STEP_MINUTES * 60_000;
  const ready = from.getTime() + minutes * 60_000;
  const at = Math.ceil(ready / step) * step;
  return {
    promisedFrom: new Date(Math.max(from.getTime(), at - step)).toISOString(),
    promisedAt: new Date(at).toISOString(),
  };
}
