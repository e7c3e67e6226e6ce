import { z } from 'zod';
import { byRestaurantSchema, restaurantDaysSchema } from '../shared/daily-figures';

/** What the handoff endpoints answer: the wait at the counter, from event times. */

const minutes = z.number().nullable();

/**
 * Orders collected in the period and their waits in minutes (null when none to measure):
 * ready → collected; "I'm here" → collected, of those whose customer said so; and of
 * those, the share who arrived before their order was ready and their median wait for it.
 */
export const handoffFiguresSchema = z.object({
  collected: z.number(),
  medianReadyToCollectedMinutes: minutes,
  p90ReadyToCollectedMinutes: minutes,
  arrived: z.number(),
  medianArrivedToCollectedMinutes: minutes,
  p90ArrivedToCollectedMinutes: minutes,
  arrivedBeforeReadyShare: z.number().nullable(),
  medianWaitForReadyMinutes: minutes,
});
export type HandoffFigures = z.infer<typeof handoffFiguresSchema>;

/**
 * GET /api/restaurants/:id/handoff-wait: by local day of collection (`date`, YYYY-MM-DD),
 * last 30 days, and the whole.
 */
export const restaurantHandoffSchema = restaurantDaysSchema(handoffFiguresSchema);
export type RestaurantHandoff = z.infer<typeof restaurantHandoffSchema>;
export type DayHandoff = RestaurantHandoff['days'][number];

/** GET /api/admin/handoff-wait: one row per restaurant with collected orders. */
export const handoffByRestaurantSchema = byRestaurantSchema(handoffFiguresSchema);
export type RestaurantHandoffRow = z.infer<typeof handoffByRestaurantSchema>[number];
