import { z } from 'zod';

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

export const dayHandoffSchema = handoffFiguresSchema.extend({
  /** The restaurant's local date the orders were collected on, YYYY-MM-DD. */
  date: z.string(),
});
export type DayHandoff = z.infer<typeof dayHandoffSchema>;

/** GET /api/restaurants/:id/handoff-wait: by local day, last 30 days, and the whole. */
export const restaurantHandoffSchema = z.object({
  timezone: z.string(),
  days: z.array(dayHandoffSchema),
  total: handoffFiguresSchema,
});
export type RestaurantHandoff = z.infer<typeof restaurantHandoffSchema>;

/** GET /api/admin/handoff-wait: one row per restaurant with collected orders. */
export const handoffByRestaurantSchema = z.array(
  handoffFiguresSchema.extend({ restaurantId: z.string(), name: z.string() }),
);
export type RestaurantHandoffRow = z.infer<typeof handoffByRestaurantSchema>[number];
