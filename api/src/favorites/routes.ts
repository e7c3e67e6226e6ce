import { z } from 'zod';
import { favoritesDecider, favoritesStream } from '@pickup/domain/favorites/favorites';
import { FAVORITES_PROJECTION, favoriteRestaurants } from '@pickup/projections/favorites/favorites';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import type { OrderingDeps } from '../ordering/deps';
import { loadRestaurant } from '../ordering/order-facts';
import {
  favoriteChangeSchema,
  favoriteListSchema,
  type FavoriteChange,
} from '@pickup/projections/favorites/contract';

const params = z.object({ restaurantId: z.string().min(1) });
const tags = ['Favorites'];

export type FavoritesDeps = Pick<OrderingDeps, 'pool' | 'store' | 'bus' | 'now'>;

/**
 * GET /api/favorites (restaurant cards, most recently added first), POST and DELETE
 * /api/favorites/:restaurantId. Adding or removing twice changes nothing and answers the
 * same; adding an unknown restaurant is 404.
 */
export function favoriteRoutes(deps: FavoritesDeps): RouteRegistrar {
  const now = deps.now ?? (() => new Date());

  async function toggle(actor: Actor, restaurantId: string, add: boolean) {
    const at = now().toISOString();
    const userId = actor.userId;
    const restaurantExists = add && (await loadRestaurant(deps.store, restaurantId)) !== null;
    await deps.bus.execute({
      name: add ? 'AddFavorite' : 'RemoveFavorite',
      stream: favoritesStream(userId),
      decider: favoritesDecider,
      command: add
        ? { type: 'AddFavorite', userId, restaurantId, restaurantExists, at }
        : { type: 'RemoveFavorite', userId, restaurantId, at },
      actor,
      readModels: [FAVORITES_PROJECTION],
    });
    const body: FavoriteChange = { restaurantId, isFavorite: add };
    return { body };
  }

  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/favorites',
      summary: 'My favourite restaurants',
      tags,
      access: 'user',
      response: favoriteListSchema,
      handler: async ({ actor }) => ({
        body: await favoriteRestaurants(deps.pool, (actor as Actor).userId),
      }),
    });
    route(r, {
      method: 'post',
      path: '/api/favorites/:restaurantId',
      summary: 'Add a restaurant to my favourites (idempotent)',
      tags,
      access: 'user',
      params,
      response: favoriteChangeSchema,
      handler: ({ params: p, actor }) => toggle(actor as Actor, p.restaurantId, true),
    });
    route(r, {
      method: 'delete',
      path: '/api/favorites/:restaurantId',
      summary: 'Remove a restaurant from my favourites (idempotent)',
      tags,
      access: 'user',
      params,
      response: favoriteChangeSchema,
      handler: ({ params: p, actor }) => toggle(actor as Actor, p.restaurantId, false),
    });
  };
}
