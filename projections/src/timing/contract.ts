import { z } from 'zod';
import { byRestaurantSchema, restaurantDaysSchema } from '../shared/daily-figures';
import type { AccuracyFigures, DayAccuracy } from '@pickup/domain/timing/accuracy';
import type { PickupOptions } from '@pickup/domain/timing/pickup';
import type { ReplaySide } from '@pickup/domain/timing/replay';
import type { WhatIfAnswer } from '@pickup/domain/timing/what-if';

/**
 * What the timing endpoints answer: pickup choices, promise accuracy, what-if. Slot capacity
 * is the order directory's row (`directory/contract.ts`).
 */

/** GET /api/restaurants/:id/pickup-slots: ASAP's promise (or why not) and free slots. */
export const pickupOptionsSchema = z.object({
  timezone: z.string(),
  asap: z.discriminatedUnion('available', [
    z.object({
      available: z.literal(true),
      promisedFrom: z.string(),
      promisedAt: z.string(),
      movedToLaterSlot: z.boolean(),
    }),
    z.object({ available: z.literal(false), reason: z.enum(['closed', 'full', 'paused']) }),
  ]),
  slots: z.array(z.object({ start: z.string(), end: z.string(), serviceDate: z.string() })),
}) satisfies z.ZodType<PickupOptions>;

export const accuracyFiguresSchema = z.object({
  orders: z.number(),
  ready: z.number(),
  keptShare: z.number().nullable(),
  medianLateMinutes: z.number().nullable(),
  p90LateMinutes: z.number().nullable(),
  noShows: z.number(),
}) satisfies z.ZodType<AccuracyFigures>;

/** GET /api/restaurants/:id/promise-accuracy: by day, in the restaurant's zone. */
export const restaurantAccuracySchema = restaurantDaysSchema(
  accuracyFiguresSchema,
) satisfies z.ZodType<{ days: DayAccuracy[] }>;
export type RestaurantAccuracy = z.infer<typeof restaurantAccuracySchema>;

/** GET /api/admin/promise-accuracy: one row per restaurant. */
export const accuracyByRestaurantSchema = byRestaurantSchema(accuracyFiguresSchema);
export type RestaurantAccuracyRow = z.infer<typeof accuracyByRestaurantSchema>[number];

const replaySideSchema = z.object({
  orders: z.number(),
  kept: z.number(),
  late: z.number(),
  keptShare: z.number().nullable(),
}) satisfies z.ZodType<ReplaySide>;

/**
 * POST /api/restaurants/:id/what-if: a past day replayed through proposed rules, read from
 * the orders' own events (nothing written), beside what really happened.
 */
export const whatIfAnswerSchema = z.object({
  date: z.string(),
  timezone: z.string(),
  orders: z.array(
    z.object({
      orderId: z.string(),
      placedAt: z.string(),
      readyAt: z.string().nullable(),
      /** Cents the customer paid. */
      value: z.number(),
      actual: z.object({ promisedAt: z.string(), kept: z.boolean().nullable() }),
      proposed: z.object({
        outcome: z.enum(['same', 'moved', 'turned_away']),
        promisedAt: z.string().nullable(),
        kept: z.boolean().nullable(),
      }),
    }),
  ),
  actual: replaySideSchema,
  proposed: replaySideSchema.extend({
    moved: z.number(),
    turnedAway: z.number(),
    /** Cents the orders turned away were worth (issue 32). */
    turnedAwayValue: z.number(),
  }),
}) satisfies z.ZodType<WhatIfAnswer>;
