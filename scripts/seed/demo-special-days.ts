import type { CommandBus } from '@pickup/api/commands/bus';
import type { Actor } from '@pickup/api/http/actor';
import { loadRestaurant } from '@pickup/api/ordering/order-facts';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { localDate } from '@pickup/domain/catalog/special-day-status';
import {
  dateOfDayNumber,
  dayNumber,
  upcomingSpecialDays,
} from '@pickup/domain/catalog/special-days';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { SPECIAL_DAYS_PROJECTION } from '@pickup/projections/special-days/projection';

const SEED_ACTOR: Actor = { userId: 'system', role: 'admin', mustChangePassword: false };

/** How many days ahead the demo's special day falls: on the restaurant page's notice. */
export const DEMO_SPECIAL_DAY_AHEAD = 5;
export const DEMO_SPECIAL_DAY_NOTE = 'Closed for a private event';

/**
 * One upcoming special day (issue 32) on a demo restaurant: a closure a few days ahead in its
 * zone, so its page shows the note and its slot picker skips the date. Added again at a start
 * once the last one has passed.
 */
export async function seedDemoSpecialDay(
  deps: { bus: CommandBus; store: EventStore; now?: () => Date },
  restaurantId: string,
): Promise<string | null> {
  const restaurant = await loadRestaurant(deps.store, restaurantId);
  if (!restaurant) return null;
  const today = localDate(restaurant.timezone, (deps.now ?? (() => new Date()))());
  if (upcomingSpecialDays(restaurant.specialDays, today).length > 0) return null;
  const date = dateOfDayNumber(dayNumber(today) + DEMO_SPECIAL_DAY_AHEAD);
  await deps.bus.execute({
    name: 'SetSpecialDay',
    stream: restaurantStream(restaurantId),
    decider: restaurantDecider,
    command: {
      type: 'SetSpecialDay',
      actor: { id: SEED_ACTOR.userId, role: SEED_ACTOR.role },
      restaurantId,
      specialDay: {
        id: `demo-${date}`,
        from: date,
        to: date,
        hours: null,
        note: DEMO_SPECIAL_DAY_NOTE,
      },
      today,
    },
    actor: SEED_ACTOR,
    readModels: [SPECIAL_DAYS_PROJECTION],
  });
  return date;
}
