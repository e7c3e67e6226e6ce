import { z } from 'zod';
import { MAX_STOCK } from './item-stock';

/** Request shapes of an item's stock count (issue 32). */

const units = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 0 to ${MAX_STOCK}` })
    .int(`${label} must be a whole number from 0 to ${MAX_STOCK}`)
    .min(0, `${label} must be a whole number from 0 to ${MAX_STOCK}`)
    .max(MAX_STOCK, `${label} must be a whole number from 0 to ${MAX_STOCK}`);

export const stockParamsSchema = z.object({ itemId: z.string().min(1) });

export const setStockCountSchema = z.object({
  /** Units left for today's service. */
  left: units('Units left'),
  /** Units the count refills to at each opening; absent or null: no refill. */
  par: units('Daily par').nullable().optional(),
});

export type SetStockCountBody = z.infer<typeof setStockCountSchema>;
