import {
  imageSchema,
  restaurantCreateSchema,
  restaurantUpdateSchema,
} from '@pickup/domain/catalog/schemas';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';
import { CATCHING_UP, route, type RouteDeps } from '../../http/route';
import type { RestaurantContext } from './deps';
import { restaurantParams } from './routes-read';
import { requireActor } from './views';
import { replyWith, restaurantWriteRoute } from './write-route';
import { restaurantWriteAnswerSchema } from '@pickup/projections/catalog/restaurants/contract';

const tags = ['restaurants'];
const updated = {
  200: 'Updated',
  202: CATCHING_UP,
  403: 'Not your restaurant',
  404: 'Restaurant not found',
};

export const RESTAURANT_DELETED = 'Restaurant deleted';

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

  restaurantWriteRoute(r, ctx, {
    method: 'put',
    path: '/api/restaurants/:id',
    summary:
      "Update a restaurant (its owner or an admin; an owner's rating and ownerId are ignored)",
    body: restaurantUpdateSchema,
    responses: updated,
    run: (actor, id, body) => ctx.commands.update(actor, id, body),
  });

  restaurantWriteRoute(r, ctx, {
    method: 'put',
    path: '/api/restaurants/:id/image',
    summary: 'Set the image to an uploaded object (its owner or an admin)',
    body: imageSchema,
    responses: updated,
    run: (actor, id, body) => ctx.commands.changeImage(actor, id, body.imageUrl),
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
