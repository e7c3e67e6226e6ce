import { z } from 'zod';
import { slotCapacitySchema } from './capacity';
import type { ReplayResult } from './replay';

/** The what-if replay request: a past local day and the rules to try on it. */
const STOCK_ITEM_MESSAGE = 'Choose an item for the stock count';
const STOCK_LEFT_MESSAGE = 'Units left must be a whole number from 0 to 10000';
const PREP_MESSAGE = 'Preparation time must be a whole number of minutes from 1 to 240';
export const whatIfRequestSchema = z
  .object({
    date: z.iso.date({ error: 'Choose a day (YYYY-MM-DD)' }),
    capacity: slotCapacitySchema.nullable().optional(),
    prepMinutes: z
      .number({ error: PREP_MESSAGE })
      .int(PREP_MESSAGE)
      .min(1, PREP_MESSAGE)
      .max(240, PREP_MESSAGE)
      .nullable()
      .optional(),
    /** Stock counts to try (issue 32): `left` units of an item for the day. */
    stock: z
      .array(
        z.object({
          itemId: z.string({ error: STOCK_ITEM_MESSAGE }).min(1, STOCK_ITEM_MESSAGE),
          left: z
            .number({ error: STOCK_LEFT_MESSAGE })
            .int(STOCK_LEFT_MESSAGE)
            .min(0, STOCK_LEFT_MESSAGE)
            .max(10_000, STOCK_LEFT_MESSAGE),
        }),
      )
      .max(50, 'Try at most 50 stock counts at once')
      .optional(),
    /** Try the day as a closure (a special day, issue 32). */
    closed: z.boolean().optional(),
  })
  .refine(
    (r) =>
      (r.capacity ?? null) !== null ||
      (r.prepMinutes ?? null) !== null ||
      (r.stock?.length ?? 0) > 0 ||
      r.closed === true,
    {
      message: 'Propose a slot capacity, a preparation time, a stock count or a closure',
      path: ['capacity'],
    },
  );

export type WhatIfRequest = z.infer<typeof whatIfRequestSchema>;

/** POST /api/restaurants/:id/what-if answers the replay with the day and zone it read. */
export type WhatIfAnswer = ReplayResult & { date: string; timezone: string };
export const WHAT_IF_FUTURE_DAY = 'Choose a day that has already begun';
