import { wallClock } from '@pickup/domain/catalog/zoned-time';
import { DomainError } from '@pickup/domain/shared/errors';
import { SLOT_FULL, SlotFullError } from '@pickup/domain/timing/pickup-slots';
import type { DaySlots } from '@pickup/domain/timing/pickup';

const hhmm = (timezone: string, iso: string) => {
  const w = wallClock(timezone, new Date(iso));
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/**
 * A place taken in the planned day's slots; when tonight is full, an ASAP order takes the
 * first place after midnight, if any. A full slot is answered naming the next free time in
 * the restaurant's zone.
 */
export async function fullDayOrNext<T>(
  timezone: string,
  days: DaySlots & { next?: DaySlots },
  inDay: (day: DaySlots) => Promise<T>,
): Promise<T> {
  try {
    return await inDay(days).catch((err: unknown) => {
      const dayFull = err instanceof SlotFullError && !err.nextSlotStart;
      if (!dayFull || !days.next) throw err;
      return inDay(days.next);
    });
  } catch (err) {
    if (err instanceof SlotFullError && err.nextSlotStart)
      throw new DomainError(
        'conflict',
        `${SLOT_FULL}. The next free pickup time is ${hhmm(timezone, err.nextSlotStart)}`,
        [],
        err.extra,
      );
    throw err;
  }
}
