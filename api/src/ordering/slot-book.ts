import { fold } from '@pickup/domain/commands/decider';
import type {
  AppendResult,
  EventStore,
  RecordedEvent,
  StreamAppend,
} from '@pickup/domain/eventstore/types';
import { moved, onConflict } from '../commands/handle';
import type { DaySlots } from '@pickup/domain/timing/pickup';
import {
  pickupSlotsDecider,
  pickupSlotsStream,
  SlotFullError,
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
    book(stream, decide) {
      let day: SlotDay;
      const attempt = async () => {
        day = dayOf(stream, await store.readStream(stream));
        const { appends, answer } = decide(day);
        return { answer, results: appends.length > 0 ? await store.appendToStreams(appends) : [] };
      };
      // Only the day's moving is this book's to retry: another stream refusing (the order
      // placed by a retry, a counted item's units taken) is its caller's answer.
      return onConflict(attempt, () =>
        moved(store, [{ stream, expected: day.exists ? day.version : 'no_stream' }]),
      );
    },
  };
}

/**
 * A place booked in the day's slots the plan names; when that day is full and the plan offers
 * the next (an ASAP order late at night, a restaurant open past midnight), the next day's.
 */
export function bookInDays<T>(
  book: SlotBook,
  restaurantId: string,
  days: DaySlots & { next?: DaySlots },
  decide: (slots: DaySlots, day: SlotDay) => Booking<T>,
): Promise<Booked<T>> {
  const inDay = (slots: DaySlots) =>
    book.book(pickupSlotsStream(restaurantId, slots.serviceDate), (day) => decide(slots, day));
  return inDay(days).catch((err: unknown) => {
    if (!(err instanceof SlotFullError) || !days.next) throw err;
    return inDay(days.next);
  });
}
