import { z } from 'zod';
import { TURNED_AWAY_CAUSES } from '@pickup/domain/ordering/turned-away';
import { byRestaurantSchema } from '../shared/daily-figures';

/** What the turned-away endpoints answer (issue 32): orders refused and their value, by cause. */

const causeFigures = z.object({
  cause: z.enum(TURNED_AWAY_CAUSES),
  orders: z.number(),
  cents: z.number(),
});

/** Orders turned away and their baskets' value (cents, before tax), with the causes, most first. */
export const turnedAwayFiguresSchema = z.object({
  orders: z.number(),
  cents: z.number(),
  causes: z.array(causeFigures),
});
export type TurnedAwayFigures = z.infer<typeof turnedAwayFiguresSchema>;

/** GET /api/restaurants/:id/turned-away: the last 30 local days, newest first, each by slot. */
export const restaurantTurnedAwaySchema = z.object({
  timezone: z.string(),
  days: z.array(
    turnedAwayFiguresSchema.extend({
      date: z.string(),
      /** Local slot starts (HH:MM), earliest first. */
      slots: z.array(turnedAwayFiguresSchema.extend({ slotTime: z.string() })),
    }),
  ),
  total: turnedAwayFiguresSchema,
});
export type RestaurantTurnedAway = z.infer<typeof restaurantTurnedAwaySchema>;

/** GET /api/admin/turned-away: the last 30 days per restaurant, the most orders first. */
export const turnedAwayByRestaurantSchema = byRestaurantSchema(turnedAwayFiguresSchema);
export type RestaurantTurnedAwayRow = z.infer<typeof turnedAwayByRestaurantSchema>[number];
