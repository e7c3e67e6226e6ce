import { z } from 'zod';
import {
  accuracyByRestaurant,
  restaurantAccuracy,
} from '@pickup/projections/timing/accuracy-queries';
import {
  handoffByRestaurantSchema,
  restaurantHandoffSchema,
} from '@pickup/projections/handoff/contract';
import {
  handoffByRestaurant,
  restaurantHandoff,
} from '@pickup/projections/handoff/handoff-queries';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import { managedRestaurant } from '../ordering/access';
import type { OrderingDeps } from '../ordering/deps';
import {
  accuracyByRestaurantSchema,
  restaurantAccuracySchema,
} from '@pickup/projections/timing/contract';

const tags = ['Pickup times'];
const idParams = z.object({ id: z.string().min(1) });

/**
 * How well promises were kept, from event timestamps: GET /api/restaurants/:id/promise-accuracy
 * (its owner or an admin; per local day, last 30 days) and GET /api/admin/promise-accuracy
 * (admin; per restaurant). Beside them the wait at the handoff (issue 31), from the handoff
 * read model: GET /api/restaurants/:id/handoff-wait and GET /api/admin/handoff-wait.
 */
export function accuracyRoutes(deps: Pick<OrderingDeps, 'pool' | 'now'>): RouteRegistrar {
  const now = deps.now ?? (() => new Date());
  const { pool } = deps;
  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/promise-accuracy',
      summary: 'Share of orders ready by their promise, lateness and no-shows per day (30 days)',
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      response: restaurantAccuracySchema,
      handler: async ({ params, actor }) => {
        const restaurant = await managedRestaurant(pool, actor as Actor, params.id);
        const figures = await restaurantAccuracy(pool, params.id, restaurant.timezone, now());
        return { body: { timezone: restaurant.timezone, ...figures } };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/admin/promise-accuracy',
      summary: 'Promise accuracy of every restaurant over the last 30 days',
      tags,
      access: ['admin'],
      response: accuracyByRestaurantSchema,
      handler: async () => ({ body: await accuracyByRestaurant(pool, now()) }),
    });

    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/handoff-wait',
      summary:
        "Wait at the handoff per day (30 days): ready → collected, I'm here → collected, early arrivals",
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      response: restaurantHandoffSchema,
      handler: async ({ params, actor }) => {
        const restaurant = await managedRestaurant(pool, actor as Actor, params.id);
        const figures = await restaurantHandoff(pool, params.id, restaurant.timezone, now());
        return { body: { timezone: restaurant.timezone, ...figures } };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/admin/handoff-wait',
      summary: 'Wait at the handoff of every restaurant over the last 30 days',
      tags,
      access: ['admin'],
      response: handoffByRestaurantSchema,
      handler: async () => ({ body: await handoffByRestaurant(pool, now()) }),
    });
  };
}
