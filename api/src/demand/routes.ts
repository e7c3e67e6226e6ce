import { z } from 'zod';
import {
  restaurantTurnedAwaySchema,
  turnedAwayByRestaurantSchema,
} from '@pickup/projections/demand/contract';
import { restaurantTurnedAway, turnedAwayByRestaurant } from '@pickup/projections/demand/queries';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import { managedRestaurant } from '../ordering/access';
import type { OrderingDeps } from '../ordering/deps';

const tags = ['Demand turned away'];
const idParams = z.object({ id: z.string().min(1) });

/**
 * Orders refused for the restaurant's own reasons and what they were worth (issue 32):
 * GET /api/restaurants/:id/turned-away (its owner or an admin; per local day and slot, last
 * 30 days) and GET /api/admin/turned-away (admin; per restaurant).
 */
export function turnedAwayRoutes(deps: Pick<OrderingDeps, 'pool' | 'now'>): RouteRegistrar {
  const now = deps.now ?? (() => new Date());
  const { pool } = deps;
  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/turned-away',
      summary: 'Orders turned away and their value per day, slot and cause (30 days)',
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      response: restaurantTurnedAwaySchema,
      handler: async ({ params, actor }) => {
        const restaurant = await managedRestaurant(pool, actor as Actor, params.id);
        const figures = await restaurantTurnedAway(pool, params.id, restaurant.timezone, now());
        return { body: { timezone: restaurant.timezone, ...figures } };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/admin/turned-away',
      summary: 'Orders turned away at every restaurant over the last 30 days',
      tags,
      access: ['admin'],
      response: turnedAwayByRestaurantSchema,
      handler: async () => ({ body: await turnedAwayByRestaurant(pool, now()) }),
    });
  };
}
