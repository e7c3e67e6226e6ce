import { z } from 'zod';
import { SOLD_OUT_KINDS } from './menu-types';

/** Request shapes of marking something sold out ("86") and back in stock (issue 15). */

export const soldOutParamsSchema = z.object({
  kind: z.enum(SOLD_OUT_KINDS, { error: 'Sold out applies to an item, ingredient, side or drink' }),
  id: z.string().min(1),
});

export const markSoldOutSchema = z.object({
  until: z.enum(['next_opening', 'turned_back_on'], {
    error: 'Sold out until the next opening or until turned back on',
  }),
  reason: z.string().max(200, 'Reason must be at most 200 characters').optional(),
});

export type MarkSoldOutBody = z.infer<typeof markSoldOutSchema>;
