import { z } from 'zod';

/** GET /api/favorites: a user's favourite restaurants, most recently added first. */
export const favoriteRestaurantSchema = z.object({
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
  favoritedAt: z.string(),
});
export type FavoriteRestaurant = z.infer<typeof favoriteRestaurantSchema>;
export const favoriteListSchema = z.array(favoriteRestaurantSchema);

/** POST and DELETE /api/favorites/:restaurantId: whether it is a favourite now. */
export const favoriteChangeSchema = z.object({ restaurantId: z.string(), isFavorite: z.boolean() });
export type FavoriteChange = z.infer<typeof favoriteChangeSchema>;
