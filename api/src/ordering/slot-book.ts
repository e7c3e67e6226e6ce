import { fold } from '@pickup/domain/commands/decider';
import type {
  AppendResult,
  EventStore,
  RecordedEvent,
  StreamAppend,
} from '@pickup/domain/eventstore/types';
import { ConcurrencyError } from '@pickup/domain/shared/errors';
import {
  pickupSlotsDecider,
  type PickupSlotEvent,
  type PickupSlotsState,
} from '@pickup/domain/timing/pickup-slots';

/**
 * The places taken in a restaurant's pickup slots on one day (one stream), as the ordering
 * handlers use them: they decide on the day as it stands, and what they decide (the day's
 * stream first, then the order's) is appended at once with the version it was decided on.
 */

/** One day's places as read, at its stream's version. */
export interface SlotDay {
  stream: string;
  state: PickupSlotsState;
  version: bigint;
  exists: boolean;
}

/** What a decision appends (the day's stream first, at `day.version`), and its answer. */
export interface Booking<T> {
  appends: StreamAppend[];
  answer: T;
}

export interface Booked<T> {
  answer: T;
  /** Each append's result, in the order the booking gave them. */
  results: AppendResult[];
}

export interface SlotBook {
  /**
   * Decides on the day as it stands and appends what `decide` answers, all at once. When
   * the day moved meanwhile (another customer took a place) it is decided again on a fresh
   * read; a refusal `decide` throws (a full slot) is the answer.
   */
  book<T>(stream: string, decide: (day: SlotDay) => Booking<T>): Promise<Booked<T>>;
}

/** Tries before a day that keeps moving under a decision is given up. */
const SLOT_TRIES = 30;

const slotEventOf = (e: { type: string; data: unknown }) =>
  ({ type: e.type, data: e.data }) as PickupSlotEvent;

/** The day folded from its events (evolve changes the maps in place: a fresh state each time). */
function dayOf(
  stream: string,
  read: { events: RecordedEvent[]; version: bigint; exists: boolean },
): SlotDay {
  const state = fold(pickupSlotsDecider, read.events.map(slotEventOf));
  return { stream, state, version: read.version, exists: read.exists };
}

/** The plain book: read the day, decide, append once; on a race for the day, again. */
export function plainSlotBook(store: EventStore): SlotBook {
  return {
    async book(stream, decide) {
      for (let attempt = 1; ; attempt++) {
        const day = dayOf(stream, await store.readStream(stream));
        const { appends, answer } = decide(day);
        if (appends.length === 0) return { answer, results: [] };
        try {
          return { answer, results: await store.appendToStreams(appends) };
        } catch (err) {
          if (!(err instanceof ConcurrencyError) || attempt >= SLOT_TRIES) throw err;
          // The day has not moved: another stream refused (the order was placed by a retry).
          const now = await store.readStream(stream, { maxCount: 0 });
          if (now.version === day.version) throw err;
        }
      }
    },
  };
}
