import { pauseOrderingSchema, rushModeSchema } from '@pickup/domain/catalog/service-schemas';
import { CATCHING_UP, type RouteDeps } from '../../http/route';
import type { RestaurantContext } from './deps';
import { restaurantWriteRoute } from './write-route';

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
  restaurantWriteRoute(r, ctx, {
    method: 'put',
    path: '/api/restaurants/:id/pause',
    summary: 'Pause online ordering for 15, 30 or 60 minutes or until closing',
    body: pauseOrderingSchema,
    responses: { ...answers, 409: 'Closed now: nothing to pause' },
    run: (actor, id, { minutes, reason }) =>
      ctx.commands.control(
        actor,
        { type: 'PauseOrdering', restaurantId: id, length: minutes, reason },
        ctx.now(),
      ),
  });

  restaurantWriteRoute(r, ctx, {
    method: 'delete',
    path: '/api/restaurants/:id/pause',
    summary: 'Resume online ordering before the pause ends',
    responses: { ...answers, 409: 'Not paused' },
    run: (actor, id) =>
      ctx.commands.control(actor, { type: 'ResumeOrdering', restaurantId: id }, ctx.now()),
  });

  restaurantWriteRoute(r, ctx, {
    method: 'put',
    path: '/api/restaurants/:id/rush',
    summary: 'Rush mode: add minutes to every promise for a while',
    body: rushModeSchema,
    responses: answers,
    run: (actor, id, { extraMinutes, forMinutes }) =>
      ctx.commands.control(
        actor,
        { type: 'SetRushMode', restaurantId: id, extraMinutes, forMinutes },
        ctx.now(),
      ),
  });

  restaurantWriteRoute(r, ctx, {
    method: 'delete',
    path: '/api/restaurants/:id/rush',
    summary: 'End rush mode early',
    responses: { ...answers, 409: 'Rush mode is not on' },
    run: (actor, id) =>
      ctx.commands.control(actor, { type: 'EndRushMode', restaurantId: id }, ctx.now()),
  });
}
