import { z } from 'zod';
import { specialDayViewSchema } from '../../special-days/contract';
import { DAYS } from '@pickup/domain/catalog/hours-types';
import { DISTANCE_UNITS } from '@pickup/domain/catalog/schemas';
import { ROLES } from '@pickup/domain/identity/constants';
import { acceptedSchema } from '@pickup/domain/shared/answers';
import { menuTreeViewSchema, weeklyHoursSchema } from '../menus/contract';

/**
 * What the restaurants read model's GET endpoints answer. Everyone: the public card and page
 * fields with the computed open status (DECISIONS 1). Signed-in owners and admins: also
 * `ownerId`, so the owner dashboard finds its own. Those who manage it: also the
 * notification settings.
 */

/** For the badge "Open until {closesAt}" / "Closed · opens {day} {time}". */
export const openStatusSchema = z.discriminatedUnion('open', [
  /** closesAt: "HH:MM" local; null when open around the clock. */
  z.object({ open: z.literal(true), closesAt: z.string().nullable() }),
  z.object({
    open: z.literal(false),
    /** Next opening; null when every day is closed. daysAhead 0 is today, 1 tomorrow. */
    opensAt: z
      .object({ day: z.enum(DAYS), time: z.string(), daysAhead: z.number().int() })
      .nullable(),
  }),
]);

export type OpenStatusView = z.infer<typeof openStatusSchema>;

/** Pause and rush as they stand now (issue 15); `message` is what customers are shown. */
export const orderingNowSchema = z.object({
  paused: z.boolean(),
  pausedUntil: z.string().nullable(),
  /** "Not taking orders right now, back at 7:45 PM" while paused, else null. */
  message: z.string().nullable(),
  rushMinutes: z.number(),
  rushUntil: z.string().nullable(),
});
export type OrderingNow = z.infer<typeof orderingNowSchema>;

export const restaurantViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cuisine: z.string(),
  address: z.string(),
  phone: z.string(),
  imageUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hours: weeklyHoursSchema.nullable(),
  timezone: z.string(),
  /** Decimal text with 4 places, e.g. "0.0875". */
  taxRate: z.string(),
  /** Minutes. */
  estimatedPickupTime: z.number(),
  /** 0 to 5, two decimals at most. */
  rating: z.number(),
  isActive: z.boolean(),
  openStatus: openStatusSchema,
  ordering: orderingNowSchema,
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  ownerId: z.string().optional(),
  notificationEmail: z.string().optional(),
  notificationPhone: z.string().optional(),
  notificationPreference: z.string().optional(),
  noShowAfterMinutes: z.number().optional(),
  /** "Check pickup code at handover" (issue 31): its managers see it. */
  checkPickupCode: z.boolean().optional(),
  /** Minutes a ready order waits before "Remind" (issue 31): its managers see it. */
  remindAfterMinutes: z.number().optional(),
  /** "Largest order without calling us" in cents (issue 40): its managers see it. */
  largestOrderCents: z.number().optional(),
  /** Special days under way or within two weeks, with their notes (issue 32); absent: none. */
  specialDays: z.array(specialDayViewSchema).optional(),
});
export type RestaurantView = z.infer<typeof restaurantViewSchema>;

/**
 * A restaurant write's answer: the restaurant as the read model then shows it; 202 with the
 * checkpoint (and the restaurant as the command left it, when there is one) while it lags.
 */
export const restaurantWriteAnswerSchema = z.union([
  restaurantViewSchema.extend({ checkpoint: z.string().optional() }),
  acceptedSchema,
]);
export type RestaurantWriteAnswer = z.infer<typeof restaurantWriteAnswerSchema>;

/** GET /api/restaurants. */
export const restaurantListSchema = z.array(restaurantViewSchema);

/** GET /api/restaurants/popular: by orders in the last 30 days. */
export const popularRestaurantSchema = restaurantViewSchema.extend({ orderCount: z.number() });
export type PopularRestaurantView = z.infer<typeof popularRestaurantSchema>;
export const popularRestaurantListSchema = z.array(popularRestaurantSchema);

/** GET /api/restaurants/nearby: closest first, with great-circle distance. */
export const nearbyRestaurantSchema = restaurantViewSchema.extend({
  distance: z.number(),
  distanceUnit: z.enum(DISTANCE_UNITS),
});
export type NearbyRestaurantView = z.infer<typeof nearbyRestaurantSchema>;
export const nearbyRestaurantsSchema = z.object({
  success: z.literal(true),
  restaurants: z.array(nearbyRestaurantSchema),
});
export type NearbyRestaurantsView = z.infer<typeof nearbyRestaurantsSchema>;

export const ownerSummarySchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export type OwnerSummaryView = z.infer<typeof ownerSummarySchema>;

/** GET /api/restaurants/:id: with its menu tree; the owner only for its managers. */
export const restaurantDetailSchema = restaurantViewSchema.extend({
  owner: ownerSummarySchema.nullable().optional(),
  menus: z.array(menuTreeViewSchema),
});
export type RestaurantDetailView = z.infer<typeof restaurantDetailSchema>;
