import type { AppendResult, EventStore, StreamAppend } from '@pickup/domain/eventstore/types';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import {
  evolvePickupSlots,
  type PickupSlotEvent,
  type PickupSlotsState,
} from '@pickup/domain/timing/pickup-slots';
import { LRUCache } from 'lru-cache';
import { moved, onConflict } from '../../commands/handle';
import {
  dayOf,
  plainSlotBook,
  slotEventOf,
  type Booked,
  type Booking,
  type SlotBook,
  type SlotDay,
} from '../slot-book';

/**
 * Buys: orders for one restaurant's day without retries. Every order of the day goes through
 * one stream, so concurrent customers would mostly collide on its version and read, decide
 * and append again. Here the decisions waiting for a day are made together, in arrival
 * order, on the day as last appended by this process (kept in memory, caught up from its
 * version), and appended as one multi-stream append: the day's places at the version they
 * were decided on, with every order beside them. Capacity is still decided by that one
 * append, which another process racing on the day makes fail and decide again.
 */

interface Job {
  decide: (day: SlotDay) => Booking<unknown>;
  resolve: (booked: Booked<unknown>) => void;
  reject: (error: unknown) => void;
}

/** Days kept in memory; the least recently used is forgotten first. */
const MAX_DAYS = 200;

/**
 * A batch's decisions are evolved into the kept state itself, each change noted so that an
 * append that fails can take them back (copying a busy day's state per batch cost time in
 * proportion to its orders).
 */
function undoable(state: PickupSlotsState) {
  const notes: (() => void)[] = [];
  const restore = <K, V>(map: Map<K, V>, key: K) => {
    const had = map.has(key);
    const value = map.get(key);
    notes.push(() => (had ? map.set(key, value as V) : map.delete(key)));
  };
  return {
    evolve(event: PickupSlotEvent) {
      const slot =
        event.type === 'PickupSlotTaken'
          ? event.data.slotStart
          : state.byOrder.get(event.data.orderId)?.slotStart;
      if (slot !== undefined) restore(state.bySlot, slot);
      restore(state.byOrder, event.data.orderId);
      evolvePickupSlots(state, event);
    },
    undo() {
      notes.reverse().forEach((takeBack) => takeBack());
    },
  };
}

const versionOf = (expected: StreamAppend['expected']) =>
  expected === 'no_stream' ? -1n : typeof expected === 'bigint' ? expected : null;

/**
 * Appends to one stream merged in order when each continues the one before (its expected
 * version is the one before's after its events); null when any does not.
 */
export function chained(
  appends: readonly StreamAppend[],
): { append: StreamAppend; parts: StreamAppend[] }[] | null {
  const byStream = new Map<string, StreamAppend[]>();
  for (const a of appends) byStream.set(a.stream, [...(byStream.get(a.stream) ?? []), a]);
  const merged = [];
  for (const [stream, parts] of byStream) {
    const [first] = parts;
    if (!first) continue;
    for (let i = 1; i < parts.length; i++) {
      const before = parts[i - 1] as StreamAppend;
      const at = versionOf(before.expected);
      const next = versionOf((parts[i] as StreamAppend).expected);
      if (at === null || next !== at + BigInt(before.events.length)) return null;
    }
    const events = parts.flatMap((p) => p.events);
    merged.push({ append: { stream, events, expected: first.expected }, parts });
  }
  return merged;
}

export function slotGroupCommit(store: EventStore): SlotBook {
  const plain = plainSlotBook(store);
  const queues = new Map<string, Job[]>();
  const kept = new LRUCache<string, SlotDay>({ max: MAX_DAYS });

  async function caughtUp(stream: string): Promise<SlotDay> {
    const known = kept.get(stream);
    if (!known) return dayOf(stream, await store.readStream(stream));
    const read = await store.readStream(stream, { fromVersion: known.version + 1n });
    for (const e of read.events) evolvePickupSlots(known.state, slotEventOf(e));
    return { ...known, version: read.version, exists: read.exists };
  }

  /** Each job decided and appended on its own (an order beside the places was refused). */
  async function apart(stream: string, jobs: Job[]) {
    kept.delete(stream);
    for (const job of jobs) await plain.book(stream, job.decide).then(job.resolve, job.reject);
  }

  /** The batch's decisions on `day`, evolved into its state (undone if not appended). */
  function decideAll(day: SlotDay, fromKept: boolean, jobs: Job[]) {
    const decided = undoable(day.state);
    // The decisions share what they take beside the day (a counted item's units), starting,
    // on a day kept in memory, from what this process's last batch left there.
    const beside = new Map(fromKept ? day.beside : []);
    const batchDay: SlotDay = { ...day, beside };
    const outcomes = jobs.map((job) => {
      try {
        const booking = job.decide(batchDay);
        const mine = booking.appends.find((a) => a.stream === day.stream);
        mine?.events.forEach((e) => decided.evolve(slotEventOf(e)));
        booking.beside?.forEach((left) => beside.set(left.stream, left));
        return { job, booking, error: null as unknown };
      } catch (error) {
        return { job, booking: null, error };
      }
    });
    return { decided, beside, outcomes };
  }

  async function runBatch(stream: string, jobs: Job[]) {
    let first = true;
    let day: SlotDay | undefined;
    let dayMoved = true;
    const attempt = async (): Promise<'done' | 'apart'> => {
      // The day this process appended last is usually still the stream's: the batch is
      // decided on it without a read, and the append's expected version tells when another
      // process wrote since (then it reads and decides again).
      const known = first ? kept.get(stream) : undefined;
      first = false;
      day = known ?? (await caughtUp(stream));
      kept.set(stream, day);
      let batch = decideAll(day, known !== undefined, jobs);
      // A refusal (a full slot, say) is only given on the day as read now: a place freed by
      // another process since would otherwise be missed.
      if (known && batch.outcomes.some((o) => o.error)) {
        batch.decided.undo();
        day = await caughtUp(stream);
        kept.set(stream, day);
        batch = decideAll(day, false, jobs);
      }
      const { decided, beside, outcomes } = batch;
      const bookings = outcomes.flatMap((o) => (o.booking ? [o.booking] : []));
      const places = bookings.flatMap(
        (b) => b.appends.find((a) => a.stream === stream)?.events ?? [],
      );
      const dayAppend: StreamAppend[] =
        places.length > 0
          ? [{ stream, events: places, expected: day.exists ? day.version : 'no_stream' }]
          : [];
      const parts = bookings.flatMap((b) => b.appends.filter((a) => a.stream !== stream));
      // Orders of the batch that took units of one counted item, each after the one before:
      // one append of all their units. Decided on different reads of it: each on its own.
      const merged = chained(parts);
      if (!merged) {
        decided.undo();
        return 'apart';
      }
      let results: AppendResult[] = [];
      try {
        const appends = [...dayAppend, ...merged.map((b) => b.append)];
        if (appends.length > 0) results = await store.appendToStreams(appends);
      } catch (err) {
        decided.undo();
        throw err;
      }
      const dayResult = results[0];
      if (places.length > 0 && dayResult)
        kept.set(stream, { ...day, version: dayResult.nextVersion, exists: true, beside });
      const resultOf = new Map<StreamAppend, AppendResult>();
      merged.forEach((b, i) =>
        b.parts.forEach((a) => resultOf.set(a, results[dayAppend.length + i] as AppendResult)),
      );
      for (const o of outcomes) {
        if (!o.booking) {
          o.job.reject(o.error);
          continue;
        }
        const own = o.booking.appends.map((a) =>
          a.stream === stream ? (results[0] as AppendResult) : (resultOf.get(a) as AppendResult),
        );
        o.job.resolve({ answer: o.booking.answer, results: own });
      }
      return 'done';
    };
    // Refused on a day that has not moved: another stream refused it (each job on its own).
    const raced = async () => {
      const at = day as SlotDay;
      dayMoved = await moved(store, [{ stream, expected: at.exists ? at.version : 'no_stream' }]);
      return dayMoved;
    };
    try {
      if ((await onConflict(attempt, raced)) === 'apart') await apart(stream, jobs);
    } catch (err) {
      if (err instanceof ConcurrencyError && !dayMoved) return apart(stream, jobs);
      kept.delete(stream);
      jobs.forEach((j) => j.reject(err));
    }
  }

  async function drain(stream: string) {
    for (;;) {
      const jobs = queues.get(stream) ?? [];
      if (jobs.length === 0) {
        queues.delete(stream);
        return;
      }
      queues.set(stream, []);
      await runBatch(stream, jobs);
    }
  }

  return {
    book<T>(stream: string, decide: (day: SlotDay) => Booking<T>): Promise<Booked<T>> {
      return new Promise<Booked<T>>((resolve, reject) => {
        const job: Job = { decide, resolve: resolve as Job['resolve'], reject };
        const waiting = queues.get(stream);
        if (waiting) {
          waiting.push(job);
          return;
        }
        queues.set(stream, [job]);
        void drain(stream);
      });
    },
  };
}
