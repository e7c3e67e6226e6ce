import { z } from 'zod';
import type { Forecast } from '@pickup/domain/forecast/forecast';
import type { DayReview } from '@pickup/domain/forecast/forecast-review';

/** What GET /api/restaurants/:id/forecast answers: tonight's forecast and yesterday's review. */

const itemCount = z.object({ itemId: z.string(), name: z.string(), quantity: z.number() });
const weekUsed = z.object({ date: z.string(), weight: z.number() });

export const forecastSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('not_enough_history'),
    weeks: z.array(weekUsed),
    minWeeks: z.number(),
  }),
  z.object({
    status: z.literal('ready'),
    weeks: z.array(weekUsed),
    slots: z.array(
      z.object({
        slot: z.string(),
        expectedOrders: z.number(),
        bookedOrders: z.number(),
        items: z.array(
          z.object({
            itemId: z.string(),
            name: z.string(),
            expected: z.number(),
            booked: z.number(),
          }),
        ),
        limit: z.object({ orders: z.number().nullable(), items: z.number().nullable() }),
        overCapacity: z.boolean(),
      }),
    ),
    prep: z.array(z.object({ by: z.string(), items: z.array(itemCount) })),
  }),
]) satisfies z.ZodType<Forecast>;

export const dayReviewSchema = z.discriminatedUnion('status', [
  z.object({ date: z.string(), status: z.literal('not_enough_history') }),
  z.object({
    date: z.string(),
    status: z.literal('ready'),
    slots: z.array(
      z.object({
        slot: z.string(),
        forecast: z.number(),
        actual: z.number(),
        error: z.number(),
      }),
    ),
    forecastOrders: z.number(),
    actualOrders: z.number(),
    meanAbsoluteError: z.number(),
  }),
]) satisfies z.ZodType<DayReview>;

export const tonightSchema = z.object({
  timezone: z.string(),
  /** Today's local date, YYYY-MM-DD. */
  date: z.string(),
  forecast: forecastSchema,
  yesterday: dayReviewSchema,
});
export type Tonight = z.infer<typeof tonightSchema>;
