import { describe, expect, it } from 'vitest';
import type { KitchenSignals } from './pickup';
import { keptKitchenSignals } from './kept-kitchen';

const T0 = Date.parse('2030-01-15T12:00:00.000Z');

/** Signals whose answers the test sets, counting the reads. */
function fakeSignals() {
  const reads = { history: 0, inKitchen: 0 };
  const now = { history: [] as Awaited<ReturnType<KitchenSignals['history']>>, inKitchen: 0 };
  const signals: KitchenSignals = {
    history: async () => {
      reads.history++;
      return now.history;
    },
    inKitchen: async () => {
      reads.inKitchen++;
      return now.inKitchen;
    },
  };
  return { signals, reads, now };
}

describe('kept kitchen signals', () => {
  it('buys: a busy kitchen’s orders share one read of its history and of its load', async () => {
    const { signals, reads } = fakeSignals();
    const kept = keptKitchenSignals(signals, () => new Date(T0));
    await Promise.all(Array.from({ length: 20 }, () => kept.history('r1')));
    await Promise.all(Array.from({ length: 20 }, () => kept.inKitchen('r1')));
    expect(reads).toEqual({ history: 1, inKitchen: 1 });
  });

  it('stays correct: the load is read again after two seconds, the history after a minute', async () => {
    const { signals, now } = fakeSignals();
    let at = T0;
    const kept = keptKitchenSignals(signals, () => new Date(at));
    expect(await kept.inKitchen('r1')).toBe(0);
    expect(await kept.history('r1')).toEqual([]);
    now.inKitchen = 7;
    now.history = [{ hourOfWeek: 1, loadBucket: 0, minutes: 12, count: 3 }];
    at = T0 + 2_000;
    expect(await kept.inKitchen('r1')).toBe(7);
    expect(await kept.history('r1')).toEqual([]);
    at = T0 + 60_000;
    expect(await kept.history('r1')).toEqual(now.history);
  });
});
