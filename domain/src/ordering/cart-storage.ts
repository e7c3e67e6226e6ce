import { z } from 'zod';
import type { StoredCart } from './cart';
import { customizationsSchema } from './schemas';

/**
 * Browser storage can hold anything (an older app version, a hand edit), so a stored cart
 * is checked before RESTORE; a cart that does not fit loads empty, as the spec asks.
 */
const storedCartSchema = z.object({
  restaurantId: z.string(),
  timestamp: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      menuItemId: z.string(),
      name: z.string(),
      quantity: z.number().int().positive(),
      unitPriceCents: z.number().int().nonnegative(),
      subtotalCents: z.number().int().nonnegative(),
      customizations: customizationsSchema,
    }),
  ),
});

export function parseStoredCart(value: unknown): StoredCart | null {
  const parsed = storedCartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
