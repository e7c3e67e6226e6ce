import { z } from 'zod';
import { openStatusSchema } from '../catalog/restaurants/contract';
import type { Analytics } from './queries';

/** What the dashboard figures endpoints answer; money in cents, durations in minutes. */

/** GET /api/restaurants/:id/stats: today in the restaurant's own zone. */
export const restaurantStatsSchema = z.object({
  restaurantId: z.string(),
  date: z.string(),
  timezone: z.string(),
  ordersToday: z.number(),
  revenueToday: z.number(),
  avgPickupTime: z.number().nullable(),
  restaurantStatus: z.enum(['open', 'closed']),
  isActive: z.boolean(),
  openStatus: openStatusSchema,
});
export type RestaurantStats = z.infer<typeof restaurantStatsSchema>;

/** GET /api/admin/stats. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  activeRestaurants: z.number(),
  ordersToday: z.number(),
  revenueToday: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/analytics: the last 30 days (DECISIONS 7). */
export const analyticsSchema = z.object({
  perDay: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
  busiestHours: z.array(z.object({ hour: z.number(), orders: z.number() })),
  topItems: z.array(
    z.object({
      menuItemId: z.string(),
      name: z.string(),
      quantity: z.number(),
      revenue: z.number(),
    }),
  ),
  avgConfirmToReadyMinutes: z.number().nullable(),
}) satisfies z.ZodType<Analytics>;
export type AnalyticsView = z.infer<typeof analyticsSchema>;
