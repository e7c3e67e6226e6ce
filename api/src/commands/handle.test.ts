import { describe, expect, it } from 'vitest';
import type { Decider } from '@pickup/domain/commands/decider';
import type { AppendResult, StreamAppend } from '@pickup/domain/eventstore/types';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { ConcurrencyError, conflict } from '@pickup/domain/shared/errors';
import { handle, RETRY, type Decide } from './handle';

type Counted = { type: 'Counted'; data: { by: number } };
const counter: Decider<{ by: number; max: number }, number, Counted> = {
  initialState: () => 0,
  evolve: (n, e) => n + e.data.by,
  decide: (c, n) => {
    if (n + c.by > c.max) throw conflict('Too many');
    return [{ type: 'Counted', data: { by: c.by } }];
  },
};

const metadata = {
  actorId: 'u1',
  actorRole: 'admin',
  correlationId: 'c',
  causationId: null,
  at: '2026-01-01T00:00:00.000Z',
};

let ids = 0;
const ctx = (waits: number[] = []) => ({
  metadata,
  newId: () => `e${++ids}`,
  sleep: async (ms: number) => {
    waits.push(ms);
  },
});

const meta = (id: string) => ({ id, type: 'Counted', data: { by: 1 }, metadata });

/** Another writer adds one to `stream` while the decision is being made. */
const rivalAppends = (store: InMemoryEventStore, stream: string) =>
  store.appendToStream(stream, [meta(`rival-${++ids}`)], { expected: 'any' });

const counts = async (store: InMemoryEventStore, stream: string) =>
  (await store.readStream(stream)).events.map((e) => (e.data as { by: number }).by);

/** Takes `by` from stream a into stream b, refused when a would go over `max`. */
const moveFromAToB =
  (by: number, max: number, onRead?: () => Promise<unknown>): Decide<number> =>
  async (read) => {
    const [a] = await Promise.all([read('a', counter), read('b', counter)]);
    await onRead?.();
    const events = counter.decide({ by, max }, a.state);
    return {
      appends: [
        { stream: 'a', events },
        { stream: 'b', events },
      ],
      answer: a.state + by,
    };
  };

describe('the command helper', () => {
  it('decides again on the streams as they stand when another writer moved one meanwhile', async () => {
    const store = new InMemoryEventStore();
    let decisions = 0;
    const done = await handle(
      store,
      moveFromAToB(2, 10, async () => {
        if (++decisions === 1) await rivalAppends(store, 'a');
      }),
      ctx(),
    );
    expect(decisions).toBe(2);
    expect(done.answer).toBe(3);
    expect(await counts(store, 'a')).toEqual([1, 2]);
    expect(await counts(store, 'b')).toEqual([2]);
    expect(done.checkpoint).toBe((await store.readStream('b')).events.at(-1)?.checkpoint);
  });

  it('refuses on the fresh read when the other writer left no room', async () => {
    const store = new InMemoryEventStore();
    let decisions = 0;
    const decide = moveFromAToB(2, 2, async () => {
      if (++decisions === 1) await rivalAppends(store, 'a');
    });
    await expect(handle(store, decide, ctx())).rejects.toThrow('Too many');
    expect(await counts(store, 'b')).toEqual([]);
  });

  it('gives up after the policy’s tries with the conflict, having appended to no stream', async () => {
    const store = new InMemoryEventStore();
    const waits: number[] = [];
    let decisions = 0;
    const decide = moveFromAToB(1, 1_000, async () => {
      decisions++;
      await rivalAppends(store, 'b');
    });
    await expect(handle(store, decide, ctx(waits))).rejects.toBeInstanceOf(ConcurrencyError);
    expect(decisions).toBe(RETRY.tries);
    expect(waits).toHaveLength(RETRY.tries - 1);
    expect(Math.max(...waits)).toBeLessThanOrEqual(RETRY.maxWaitMs);
    // Stream a never moved under the decision, yet got nothing: the append is all or nothing.
    expect(await counts(store, 'a')).toEqual([]);
  });

  it('throws at once a refusal of the append that no moved stream explains', async () => {
    class RefusingStore extends InMemoryEventStore {
      override async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
        throw new ConcurrencyError(appends[0]?.stream ?? '', 'a repeated event id', -1n);
      }
    }
    let decisions = 0;
    const decide = moveFromAToB(1, 10, async () => void decisions++);
    await expect(handle(new RefusingStore(), decide, ctx())).rejects.toThrow('repeated event id');
    expect(decisions).toBe(1);
  });

  it('appends nothing when the decision has no events, answering where the streams stand', async () => {
    const store = new InMemoryEventStore();
    await rivalAppends(store, 'a');
    const done = await handle(
      store,
      async (read) => ({
        appends: [{ stream: 'a', events: [] }],
        answer: (await read('a', counter)).state,
      }),
      ctx(),
    );
    expect(done).toEqual({
      answer: 1,
      events: [],
      checkpoint: (await store.readStream('a')).events[0]?.checkpoint,
    });
    expect(await counts(store, 'a')).toEqual([1]);
  });

  it('refuses a decision that appends to a stream it did not read', async () => {
    const store = new InMemoryEventStore();
    const blind: Decide<null> = async () => ({
      appends: [{ stream: 'a', events: [{ type: 'Counted', data: { by: 1 } }] }],
      answer: null,
    });
    await expect(handle(store, blind, ctx())).rejects.toThrow('without having read it');
    expect(await counts(store, 'a')).toEqual([]);
  });
});
