import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import {
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
} from '@pickup/domain/eventstore/types';
import {
  caughtUpCount,
  caughtUpWith,
  events,
  lastCaughtUp,
  newEvent,
  uniquePrefix,
  watch,
  type ContractSubject,
} from './contract-helpers';
import { manyStreamsContract } from './contract-many-streams';
import { raceContract } from './contract-race';

export type { ContractSubject } from './contract-helpers';

async function conflictOf(promise: Promise<unknown>): Promise<ConcurrencyError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConcurrencyError);
  return err as ConcurrencyError;
}

/** The behaviour every EventStore adapter must share (DESIGN.md "Event store"). */
export function eventStoreContract(name: string, factory: () => Promise<ContractSubject>): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    let prefix: string;
    const stream = (label: string) => `${prefix}${label}`;
    const append = (label: string, evs: NewEvent[], expected: ExpectedVersion = 'any') =>
      store.appendToStream(stream(label), evs, { expected });

    // Long enough for a container image to be pulled and started.
    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    }, 180_000);
    afterAll(async () => {
      await subject?.cleanup();
    });
    beforeEach(() => {
      prefix = uniquePrefix();
    });

    describe('expected version', () => {
      it("'no_stream' appends to a new stream and refuses an existing one", async () => {
        expect((await append('a', events(2), 'no_stream')).nextVersion).toBe(1n);
        const err = await conflictOf(append('a', events(1), 'no_stream'));
        expect(err.actual).toBe(1n);
        expect((await store.readStream(stream('a'))).events).toHaveLength(2);
      });

      it("'stream_exists' refuses a new stream and appends to an existing one", async () => {
        const err = await conflictOf(append('a', events(1), 'stream_exists'));
        expect(err.actual).toBe(-1n);
        expect((await store.readStream(stream('a'))).exists).toBe(false);
        await append('a', events(1));
        expect((await append('a', events(1), 'stream_exists')).nextVersion).toBe(1n);
      });

      it('an exact version appends only when it is the current one', async () => {
        expect((await append('a', events(1), -1n)).nextVersion).toBe(0n);
        expect((await append('a', events(2), 0n)).nextVersion).toBe(2n);
        expect((await conflictOf(append('a', events(1), 1n))).actual).toBe(2n);
        expect((await conflictOf(append('a', events(1), 3n))).actual).toBe(2n);
        expect((await store.readStream(stream('a'))).version).toBe(2n);
      });

      it("'any' appends whatever the stream holds", async () => {
        expect((await append('a', events(1), 'any')).nextVersion).toBe(0n);
        expect((await append('a', events(1), 'any')).nextVersion).toBe(1n);
      });
    });

    describe('idempotent retry', () => {
      it('returns the first result and stores the events once', async () => {
        const batch = events(2);
        const first = await append('a', batch, 'no_stream');
        expect(await append('a', batch, 'no_stream')).toEqual(first);
        await append('a', events(1), 1n);
        expect(await append('a', batch, 'no_stream')).toEqual(first);
        const read = await store.readStream(stream('a'));
        expect(read.events.map((e) => e.id)).toEqual([
          ...batch.map((e) => e.id),
          expect.any(String),
        ]);
      });

      it('refuses a batch of which only some events are already stored', async () => {
        const [a, b] = events(2) as [NewEvent, NewEvent];
        await append('a', [a], 'no_stream');
        await conflictOf(append('a', [a, b], 'any'));
        expect((await store.readStream(stream('a'))).version).toBe(0n);
      });
    });

    describe('read after append', () => {
      it('returns each event as appended, numbered from 0', async () => {
        const data = { text: 'Crème brûlée 🍮', nested: { list: [1, 2.5, null], ok: true } };
        const first = newEvent('OrderPlaced', data);
        const second = newEvent('OrderAccepted', { by: 'restaurant-1' });
        const result = await append('a', [first, second], 'no_stream');
        const read = await store.readStream(stream('a'));

        expect(read).toMatchObject({ version: 1n, exists: true });
        expect(read.events).toEqual([
          {
            ...first,
            stream: stream('a'),
            version: 0n,
            checkpoint: expect.any(String),
            recordedAt: expect.any(String),
          },
          {
            ...second,
            stream: stream('a'),
            version: 1n,
            checkpoint: result.checkpoint,
            recordedAt: expect.any(String),
          },
        ]);
        const [e0, e1] = read.events.map((e) => e.checkpoint) as [string, string];
        expect(e0 < e1).toBe(true);
        expect(Number.isNaN(Date.parse(read.events[0]?.recordedAt ?? ''))).toBe(false);
      });

      it('reads a missing stream as empty', async () => {
        expect(await store.readStream(stream('missing'))).toEqual({
          events: [],
          version: -1n,
          exists: false,
        });
      });

      it('reads from a version and up to a count', async () => {
        await append('a', events(5));
        const versions = async (fromVersion?: bigint, maxCount?: number) => {
          const read = await store.readStream(stream('a'), { fromVersion, maxCount });
          expect(read).toMatchObject({ version: 4n, exists: true });
          return read.events.map((e) => e.version);
        };
        expect(await versions(2n)).toEqual([2n, 3n, 4n]);
        expect(await versions(undefined, 2)).toEqual([0n, 1n]);
        expect(await versions(3n, 1)).toEqual([3n]);
        expect(await versions(10n)).toEqual([]);
      });
    });

    describe('subscribe to all', () => {
      it('from the start delivers history in order, then signals caught up', async () => {
        await append('a', events(2));
        await append('b', events(1));
        await append('a', events(1));
        const w = watch(store, { after: 'start', filter: { streamPrefixes: [prefix] } });
        onTestFinished(() => w.stop());
        await w.until(caughtUpWith(4));

        const seen = w.events();
        expect(seen.map((e) => `${e.stream.slice(prefix.length)}@${e.version}`)).toEqual([
          'a@0',
          'a@1',
          'b@0',
          'a@2',
        ]);
        const checkpoints = seen.map((e) => e.checkpoint);
        expect([...checkpoints].sort()).toEqual(checkpoints);
        expect((lastCaughtUp(w.items) ?? '') >= (checkpoints.at(-1) ?? '')).toBe(true);
      });

      it("from 'end' delivers only events appended after it started", async () => {
        await append('a', events(2));
        const w = watch(store, { after: 'end', filter: { streamPrefixes: [prefix] } });
        onTestFinished(() => w.stop());
        await w.until((items) => caughtUpCount(items) >= 1);
        const later = newEvent('Later');
        await append('a', [later]);
        await w.until(caughtUpWith(1));
        expect(w.events().map((e) => [e.id, e.version])).toEqual([[later.id, 2n]]);
      });

      it('from a checkpoint delivers only what follows it', async () => {
        await append('a', events(3));
        const [, second, third] = (await store.readStream(stream('a'))).events;
        const w = watch(store, {
          after: second?.checkpoint ?? '',
          filter: { streamPrefixes: [prefix] },
        });
        onTestFinished(() => w.stop());
        await w.until(caughtUpWith(1));
        expect(w.events().map((e) => e.id)).toEqual([third?.id]);
      });

      it('resumes from a caught-up checkpoint without repeating anything', async () => {
        await append('a', events(2));
        const first = watch(store, { after: 'start', filter: { streamPrefixes: [prefix] } });
        await first.until(caughtUpWith(2));
        await first.stop();
        const resumeAt = lastCaughtUp(first.items) ?? '';

        const more = events(2);
        await append('b', more);
        const w = watch(store, { after: resumeAt, filter: { streamPrefixes: [prefix] } });
        onTestFinished(() => w.stop());
        await w.until(caughtUpWith(2));
        expect(w.events().map((e) => e.id)).toEqual(more.map((e) => e.id));
      });

      it('keeps only streams with the given prefixes and the given event types', async () => {
        await append('order-1', [newEvent('OrderPlaced'), newEvent('OrderAccepted')]);
        await append('menu-1', [newEvent('MenuCreated')]);
        await append('user-1', [newEvent('OrderPlaced')]);
        const byStream = watch(store, {
          after: 'start',
          filter: { streamPrefixes: [stream('order-'), stream('menu-')] },
        });
        const byType = watch(store, {
          after: 'start',
          filter: { streamPrefixes: [prefix], eventTypes: ['OrderPlaced'] },
        });
        onTestFinished(() => Promise.all([byStream.stop(), byType.stop()]).then(() => {}));
        await byStream.until(caughtUpWith(3));
        await byType.until(caughtUpWith(2));
        expect(byStream.events().map((e) => e.type)).toEqual([
          'OrderPlaced',
          'OrderAccepted',
          'MenuCreated',
        ]);
        expect(byType.events().map((e) => e.stream)).toEqual([stream('order-1'), stream('user-1')]);
      });

      it('reports caught up past a command whose last event its filter skips', async () => {
        const w = watch(store, {
          after: 'end',
          filter: { streamPrefixes: [prefix], eventTypes: ['OrderPlaced'] },
        });
        onTestFinished(() => w.stop());
        await w.until((items) => caughtUpCount(items) >= 1);
        const placed = newEvent('OrderPlaced');
        const { checkpoint } = await append('order-1', [placed, newEvent('OrderNoted')]);
        // A caller waiting for this read model to reach its command's checkpoint gets there.
        await w.until((items) => (lastCaughtUp(items) ?? '') >= checkpoint);
        expect(w.events().map((e) => e.id)).toEqual([placed.id]);
      });

      it('ends when its signal aborts', async () => {
        const w = watch(store, { after: 'start', filter: { streamPrefixes: [prefix] } });
        await w.until((items) => caughtUpCount(items) >= 1);
        await w.stop();
        await append('a', events(1));
        await new Promise((r) => setTimeout(r, 200));
        expect(w.events()).toEqual([]);
      });
    });

    describe('several streams at once', () =>
      manyStreamsContract(
        () => subject,
        () => prefix,
      ));

    raceContract(
      () => subject,
      () => prefix,
    );
  });
}
