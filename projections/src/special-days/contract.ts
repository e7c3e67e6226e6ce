import { z } from 'zod';

/** A special day as the owner's settings and the restaurant page show it (issue 32). */
export const specialDayViewSchema = z.object({
  id: z.string(),
  /** Local dates in the restaurant's zone, YYYY-MM-DD, both included. */
  from: z.string(),
  to: z.string(),
  /** Changed hours ("HH:MM" local); null: closed. */
  hours: z.object({ start: z.string(), end: z.string() }).nullable(),
  note: z.string(),
});
export type SpecialDayView = z.infer<typeof specialDayViewSchema>;

/** GET /api/restaurants/:id/special-days: today's and the coming ones, by first date. */
export const specialDayListSchema = z.array(specialDayViewSchema);

/** An order in progress whose pickup falls on a special day's dates. */
export const affectedOrderSchema = z.object({
  id: z.string(),
  /** `#1A2B3C4D`. */
  label: z.string(),
  /** ISO instant the customer is to collect it (its slot, else its promise). */
  pickupAt: z.string(),
  status: z.string(),
  total: z.number(),
  scheduled: z.boolean(),
});
export type AffectedOrder = z.infer<typeof affectedOrderSchema>;

/**
 * POST /api/restaurants/:id/special-days: the special day set, the orders cancelled with it,
 * and the orders still due on its closed dates (to offer cancelling them).
 */
export const specialDaySetSchema = z.object({
  specialDay: specialDayViewSchema,
  cancelled: z.array(z.string()),
  affectedOrders: z.array(affectedOrderSchema),
});
export type SpecialDaySetView = z.infer<typeof specialDaySetSchema>;
