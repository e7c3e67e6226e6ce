import { expect, it, onTestFinished } from 'vitest';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import {
  caughtUpCount,
  caughtUpWith,
  events,
  newEvent,
  watch,
  type ContractSubject,
  type HeldAppend,
} from './contract-helpers';

const STREAMS = 10;
const PER_STREAM = 5;

function versionsByStream(seen: RecordedEvent[]): Map<string, bigint[]> {
  const byStream = new Map<string, bigint[]>();
  for (const e of seen) byStream.set(e.stream, [...(byStream.get(e.stream) ?? []), e.version]);
  return byStream;
}

/**
 * One append stays uncommitted while fifty others commit: a subscriber that trusted the
 * global position alone would move past the slow event and never deliver it.
 */
export function raceContract(subject: () => ContractSubject, prefix: () => string): void {
  it("concurrent 'any' appends to one stream all land, new stream or not", async () => {
    const { store } = subject();
    const p = prefix();
    const writers = 20;
    for (const stream of [`${p}new-1`, `${p}new-2`, `${p}new-3`]) {
      const results = await Promise.allSettled(
        Array.from({ length: writers }, () =>
          store.appendToStream(stream, events(1), { expected: 'any' }),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const read = await store.readStream(stream);
      expect(read.events.map((e) => e.version)).toEqual(
        Array.from({ length: writers }, (_, v) => BigInt(v)),
      );
    }
  });

  it('a live subscriber sees every event exactly once, in stream order, around a slow append', async () => {
    const { store, holdOpenAppend } = subject();
    const p = prefix();
    const w = watch(store, { after: 'end', filter: { streamPrefixes: [p] } });
    onTestFinished(() => w.stop());
    await w.until((items) => caughtUpCount(items) >= 1);

    const slow = [newEvent('SlowAppended')];
    let held: HeldAppend;
    if (holdOpenAppend) {
      held = await holdOpenAppend(`${p}slow`, slow);
    } else {
      const appended = store.appendToStream(`${p}slow`, slow, { expected: 'no_stream' });
      held = { commit: () => appended.then(() => {}) };
    }

    await Promise.all(
      Array.from({ length: STREAMS }, async (_, s) => {
        for (let v = 0; v < PER_STREAM; v++) {
          await store.appendToStream(`${p}s${s}`, events(1), { expected: BigInt(v - 1) });
        }
      }),
    );
    // The slow append commits only now, after every other one: however busy the machine.
    await held.commit();

    const total = STREAMS * PER_STREAM + 1;
    await w.until(caughtUpWith(total), 15_000);
    // Leave room for a duplicate to show up.
    await new Promise((r) => setTimeout(r, 300));

    const seen = w.events();
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((e) => e.id)).size).toBe(total);
    const byStream = versionsByStream(seen);
    expect(byStream.get(`${p}slow`)).toEqual([0n]);
    for (let s = 0; s < STREAMS; s++) {
      expect(byStream.get(`${p}s${s}`)).toEqual([0n, 1n, 2n, 3n, 4n]);
    }
  });
}
