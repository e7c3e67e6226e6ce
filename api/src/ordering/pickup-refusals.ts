import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { DomainError } from '@pickup/domain/shared/errors';
import { SLOT_FULL, SlotFullError } from '@pickup/domain/timing/pickup-slots';
import type { DaySlots } from '@pickup/domain/timing/pickup';

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
    if (err instanceof SlotFullError && err.nextSlotStart) {
      const next = new Date(err.nextSlotStart);
      const at = restaurantTime(timezone, next, { zone: false, hour12: false });
      throw new DomainError(
        'conflict',
        `${SLOT_FULL}. The next free pickup time is ${at}`,
        [],
        err.extra,
      );
    }
    throw err;
  }
}
