import { z } from 'zod';
import { WEEKDAYS, type SlotCapacity } from '@pickup/domain/timing/capacity';

/**
 * What the order directory answers to callers. Most of its reads only decide things for the
 * command side (who owns a restaurant, which menus price an order); these rows reach a
 * response as they are. Its counts go into the admin figures (`stats/contract.ts`) and a
 * restaurant's name into the lobby board (`lobby/contract.ts`).
 */

const slotLimit = z.object({ orders: z.number().nullable(), items: z.number().nullable() });

/** GET and PUT /api/restaurants/:id/slot-capacity: null is no limit. */
export const slotCapacityViewSchema = slotLimit.extend({
  byWeekday: z.partialRecord(z.enum(WEEKDAYS), slotLimit),
}) satisfies z.ZodType<SlotCapacity>;

/** A restaurant as a card: GET /api/favorites shows its user's favourites so. */
export const restaurantCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  cuisine: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  estimatedPickupTime: z.number(),
  isActive: z.boolean(),
});
export type RestaurantCard = z.infer<typeof restaurantCardSchema>;
