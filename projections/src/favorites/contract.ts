import { z } from 'zod';
import { restaurantCardSchema } from '../directory/contract';

/** GET /api/favorites: a user's favourite restaurants, most recently added first. */
export const favoriteRestaurantSchema = restaurantCardSchema.extend({ favoritedAt: z.string() });
export type FavoriteRestaurant = z.infer<typeof favoriteRestaurantSchema>;
export const favoriteListSchema = z.array(favoriteRestaurantSchema);

/** POST and DELETE /api/favorites/:restaurantId: whether it is a favourite now. */
export const favoriteChangeSchema = z.object({ restaurantId: z.string(), isFavorite: z.boolean() });
export type FavoriteChange = z.infer<typeof favoriteChangeSchema>;
