import { pauseOrderingSchema, rushModeSchema } from '@pickup/domain/catalog/service-schemas';
import { CATCHING_UP, route, type RouteDeps } from '../../http/route';
import type { RestaurantContext } from './deps';
import { restaurantParams } from './routes-read';
import { replyWith } from './routes-write';
import { requireActor } from './views';
import { restaurantWriteAnswerSchema } from '@pickup/projections/catalog/restaurants/contract';

const tags = ['restaurants'];
const managers = ['restaurant_owner', 'admin'] as const;
/** The restaurant as it now stands, or a refusal. */
const answers = {
  200: 'Done',
  202: CATCHING_UP,
  403: 'Not your restaurant',
  404: 'Restaurant not found',
};

/**
 * Kitchen controls (issue 15): pause online ordering and rush mode, each an event with its
 * expiry on the restaurant stream. Answers with the restaurant, whose `ordering` says how
 * things stand now.
 */
export function restaurantServiceRoutes(r: RouteDeps, ctx: RestaurantContext): void {
  route(r, {
    method: 'put',
    path: '/api/restaurants/:id/pause',
    summary: 'Pause online ordering for 15, 30 or 60 minutes or until closing',
    tags,
    access: managers,
    params: restaurantParams,
    body: pauseOrderingSchema,
    responses: { ...answers, 409: 'Closed now: nothing to pause' },
    response: restaurantWriteAnswerSchema,
    handler: async ({ params, body, actor }) => {
      const a = requireActor(actor);
      return replyWith(ctx, a, await ctx.commands.pause(a, params.id, body, ctx.now()));
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/restaurants/:id/pause',
    summary: 'Resume online ordering before the pause ends',
    tags,
    access: managers,
    params: restaurantParams,
    responses: { ...answers, 409: 'Not paused' },
    response: restaurantWriteAnswerSchema,
    handler: async ({ params, actor }) => {
      const a = requireActor(actor);
      return replyWith(ctx, a, await ctx.commands.resume(a, params.id, ctx.now()));
    },
  });

  route(r, {
    method: 'put',
    path: '/api/restaurants/:id/rush',
    summary: 'Rush mode: add minutes to every promise for a while',
    tags,
    access: managers,
    params: restaurantParams,
    body: rushModeSchema,
    responses: answers,
    response: restaurantWriteAnswerSchema,
    handler: async ({ params, body, actor }) => {
      const a = requireActor(actor);
      return replyWith(ctx, a, await ctx.commands.setRush(a, params.id, body, ctx.now()));
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/restaurants/:id/rush',
    summary: 'End rush mode early',
    tags,
    access: managers,
    params: restaurantParams,
    responses: { ...answers, 409: 'Rush mode is not on' },
    response: restaurantWriteAnswerSchema,
    handler: async ({ params, actor }) => {
      const a = requireActor(actor);
      return replyWith(ctx, a, await ctx.commands.endRush(a, params.id, ctx.now()));
    },
  });
}
