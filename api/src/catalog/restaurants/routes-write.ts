import type { ServiceState } from '@pickup/domain/catalog/service-controls';
import type { Restaurant } from '@pickup/domain/catalog/restaurant';
import {
  imageSchema,
  restaurantCreateSchema,
  restaurantUpdateSchema,
} from '@pickup/domain/catalog/schemas';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';
import { getRestaurant } from '@pickup/projections/catalog/restaurants/queries';
import type { Actor } from '../../http/actor';
import { CATCHING_UP, route, type Reply, type RouteDeps } from '../../http/route';
import type { RestaurantExecuted } from './commands';
import type { RestaurantContext } from './deps';
import { restaurantParams } from './routes-read';
import { requireActor, restaurantView } from './views';
import { restaurantWriteAnswerSchema } from '@pickup/projections/catalog/restaurants/contract';

const tags = ['restaurants'];
const managers = ['restaurant_owner', 'admin'] as const;
const updated = {
  200: 'Updated',
  202: CATCHING_UP,
  403: 'Not your restaurant',
  404: 'Restaurant not found',
};

export const RESTAURANT_DELETED = 'Restaurant deleted';

/**
 * The restaurant as the read model now holds it; 202 with the decided state when the read
 * model did not catch up in time.
 */
export async function replyWith(
  ctx: RestaurantContext,
  actor: Actor,
  executed: RestaurantExecuted,
  status = 200,
): Promise<Reply> {
  const now = ctx.now();
  const row = executed.caughtUp ? await getRestaurant(ctx.pool, executed.restaurantId) : null;
  if (row) return { status, body: restaurantView(row, actor, now) };
  const state = executed.state as {
    status: string;
    restaurant?: Restaurant;
    service?: ServiceState;
  };
  return {
    status: 202,
    body: state.restaurant
      ? {
          ...restaurantView({ ...state.restaurant, service: state.service }, actor, now),
          checkpoint: executed.checkpoint,
        }
      : { checkpoint: executed.checkpoint },
  };
}

/** management-area §7 "Restaurants": create, update, image and delete. */
export function restaurantWriteRoutes(r: RouteDeps, ctx: RestaurantContext): void {
  route(r, {
    method: 'post',
    path: '/api/restaurants',
    summary: 'Create a restaurant for an owner (admin only)',
    tags,
    access: ['admin'],
    body: restaurantCreateSchema({ defaultTimezone: ctx.defaultTimezone }),
    responses: {
      201: 'Created',
      202: CATCHING_UP,
      400: 'Invalid, or the owner is not a restaurant_owner',
    },
    response: restaurantWriteAnswerSchema,
    handler: async ({ body, actor }) => {
      const a = requireActor(actor);
      return replyWith(ctx, a, await ctx.commands.create(a, body), 201);
    },
  });

  route(r, {
    method: 'put',
    path: '/api/restaurants/:id',
    summary:
      "Update a restaurant (its owner or an admin; an owner's rating and ownerId are ignored)",
    tags,
    access: managers,
    params: restaurantParams,
    body: restaurantUpdateSchema,
    responses: updated,
    response: restaurantWriteAnswerSchema,
    handler: async ({ params, body, actor }) => {
      const a = requireActor(actor);
      return replyWith(ctx, a, await ctx.commands.update(a, params.id, body));
    },
  });

  route(r, {
    method: 'put',
    path: '/api/restaurants/:id/image',
    summary: 'Set the image to an uploaded object (its owner or an admin)',
    tags,
    access: managers,
    params: restaurantParams,
    body: imageSchema,
    responses: updated,
    response: restaurantWriteAnswerSchema,
    handler: async ({ params, body, actor }) => {
      const a = requireActor(actor);
      return replyWith(ctx, a, await ctx.commands.changeImage(a, params.id, body.imageUrl));
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/restaurants/:id',
    summary: 'Delete a restaurant with its menus (admin only); past orders keep their history',
    tags,
    access: ['admin'],
    params: restaurantParams,
    responses: { 200: 'Deleted', 202: CATCHING_UP, 404: 'Restaurant not found' },
    response: acknowledgementSchema,
    handler: async ({ params, actor }) => {
      const executed = await ctx.commands.delete(requireActor(actor), params.id);
      return {
        status: executed.caughtUp ? 200 : 202,
        body: { success: true, message: RESTAURANT_DELETED },
      };
    },
  });
}
