import { remembered } from '../db/remembered';
import type { KitchenSignals } from './pickup';

/** The history changes slowly; a minute-old summary promises as well as a fresh one. */
const HISTORY_KEPT_MS = 60_000;
/**
 * The kitchen's load picks one of a few buckets; a count a couple of seconds old picks the
 * same one, and a busy kitchen's orders then share one count instead of each making its own.
 */
const LOAD_KEPT_MS = 2_000;

/** Buys: a busy kitchen's orders share its history (a minute) and its load (two seconds). */
export function keptKitchenSignals(
  signals: KitchenSignals,
  now: () => Date = () => new Date(),
): KitchenSignals {
  const clock = () => now().getTime();
  return {
    history: remembered((id: string) => signals.history(id), {
      ttlMs: HISTORY_KEPT_MS,
      now: clock,
    }),
    inKitchen: remembered((id: string) => signals.inKitchen(id), {
      ttlMs: LOAD_KEPT_MS,
      now: clock,
    }),
  };
}
