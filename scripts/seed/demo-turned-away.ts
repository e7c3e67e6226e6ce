import { startOfLocalDate, wallClock } from '@pickup/domain/catalog/zoned-time';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { demandStream, turnAway, type TurnedAwayCause } from '@pickup/domain/ordering/turned-away';
import { loadRestaurant } from '@pickup/api/ordering/order-facts';
import { digestId } from '@pickup/api/ordering/turned-away';

/**
 * Demo history of orders turned away (issue 32), so the owner's Turned Away tab and the
 * admin's analytics show figures: three weeks of Friday and Saturday rushes at one restaurant
 * (full pickup times, sold-out specials, a pause), a few early or late attempts while closed,
 * and an order limit. Appended once: a second run finds the demand stream and adds nothing.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Refused {
  daysAgo: number;
  /** Local time of the slot wanted (scheduled) or of the attempt (ASAP). */
  local: string;
  cause: TurnedAwayCause;
  basketCents: number;
  scheduled?: boolean;
}

// prettier-ignore
const HISTORY: readonly Refused[] = [
  { daysAgo: 1, local: '18:30', cause: 'slot_full', basketCents: 4250, scheduled: true },
  { daysAgo: 1, local: '18:30', cause: 'slot_full', basketCents: 2875, scheduled: true },
  { daysAgo: 1, local: '18:45', cause: 'slot_full', basketCents: 3600, scheduled: true },
  { daysAgo: 1, local: '19:00', cause: 'sold_out', basketCents: 2200 },
  { daysAgo: 1, local: '19:15', cause: 'sold_out', basketCents: 1850 },
  { daysAgo: 1, local: '19:30', cause: 'paused', basketCents: 5125 },
  { daysAgo: 1, local: '19:30', cause: 'paused', basketCents: 2400 },
  { daysAgo: 2, local: '10:30', cause: 'closed', basketCents: 1650 },
  { daysAgo: 2, local: '19:00', cause: 'slot_full', basketCents: 3150, scheduled: true },
  { daysAgo: 2, local: '19:00', cause: 'slot_full', basketCents: 2700, scheduled: true },
  { daysAgo: 2, local: '20:15', cause: 'order_limit', basketCents: 1900 },
  { daysAgo: 5, local: '23:45', cause: 'outside_hours', basketCents: 2300, scheduled: true },
  { daysAgo: 8, local: '18:45', cause: 'slot_full', basketCents: 4475, scheduled: true },
  { daysAgo: 8, local: '19:00', cause: 'sold_out', basketCents: 2050 },
  { daysAgo: 9, local: '19:15', cause: 'slot_full', basketCents: 3325, scheduled: true },
  { daysAgo: 9, local: '19:15', cause: 'paused', basketCents: 2650 },
  { daysAgo: 15, local: '18:30', cause: 'slot_full', basketCents: 2980, scheduled: true },
  { daysAgo: 16, local: '19:45', cause: 'sold_out', basketCents: 1575 },
  { daysAgo: 22, local: '10:45', cause: 'closed', basketCents: 2150 },
];

/** The demo history at `restaurantId`, once; returns how many refusals it appended. */
export async function seedDemoTurnedAway(
  deps: { store: EventStore; now?: () => Date },
  restaurantId: string,
): Promise<number> {
  const stream = demandStream(restaurantId);
  if ((await deps.store.readStream(stream)).exists) return 0;
  const restaurant = await loadRestaurant(deps.store, restaurantId);
  if (!restaurant) return 0;
  const { timezone } = restaurant;
  const now = (deps.now ?? (() => new Date()))().getTime();
  const events = HISTORY.map((r, n) => {
    const day = wallClock(timezone, new Date(now - r.daysAgo * DAY));
    const [hour = 0, minute = 0] = r.local.split(':').map(Number);
    const start = startOfLocalDate(timezone, day.year, day.month, day.day).getTime();
    const slot = new Date(start + (hour * 60 + minute) * MINUTE);
    // A scheduled attempt was made that afternoon; an ASAP one in its slot.
    const at = new Date(r.scheduled ? start + 14 * 60 * MINUTE : slot.getTime() + 4 * MINUTE);
    const event = turnAway({
      restaurantId,
      restaurantName: restaurant.name,
      timezone,
      cause: r.cause,
      ...(r.scheduled ? { slotStart: slot.toISOString() } : {}),
      basketCents: r.basketCents,
      at,
    });
    // The same id on every run.
    const id = digestId(`demo-turned-away-${restaurantId}-${n}`);
    const metadata = { actorId: null, actorRole: null, correlationId: id, causationId: null };
    return { id, ...event, metadata: { ...metadata, at: at.toISOString() } };
  });
  await deps.store.appendToStream(stream, events, { expected: 'no_stream' });
  return events.length;
}
