import { z } from 'zod';
import { slotCapacitySchema } from './capacity';
import type { ReplayResult } from './replay';

/** The what-if replay request: a past local day and the rules to try on it. */
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
  })
  .refine((r) => (r.capacity ?? null) !== null || (r.prepMinutes ?? null) !== null, {
    message: 'Propose a slot capacity or a preparation time',
    path: ['capacity'],
  });

export type WhatIfRequest = z.infer<typeof whatIfRequestSchema>;

/** POST /api/restaurants/:id/what-if answers the replay with the day and zone it read. */
export type WhatIfAnswer = ReplayResult & { date: string; timezone: string };
export const WHAT_IF_FUTURE_DAY = 'Choose a day that has already begun';
