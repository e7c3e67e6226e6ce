import { markSoldOutSchema, soldOutParamsSchema } from '@pickup/domain/catalog/sold-out-schemas';
import { RESTAURANT_NOT_FOUND } from '@pickup/domain/catalog/restaurant';
import { acceptedSchema } from '@pickup/domain/shared/answers';
import { notFound } from '@pickup/domain/shared/errors';
import { CATCHING_UP, route, type RouteDeps } from '../../http/route';
import { restaurantState } from '../../live/event-store-access';
import { runMenuCommand, signedIn, writable, written, type MenuDeps } from './access';
import { MANAGERS, tags } from './params';

/**
 * "86" (issue 15): PUT /api/sold-out/:kind/:id marks an item, ingredient, side or drink
 * sold out until the restaurant's next opening or until turned back on; DELETE turns it
 * back on. Its restaurant's owner or an admin; the thing's menu records it.
 */
export function registerSoldOutRoutes(r: RouteDeps, deps: MenuDeps): void {
  const now = deps.now ?? (() => new Date());

  route(r, {
    method: 'put',
    path: '/api/sold-out/:kind/:id',
    summary: 'Mark an item, added ingredient, side or drink sold out',
    tags,
    access: MANAGERS,
    params: soldOutParamsSchema,
    body: markSoldOutSchema,
    responses: { 204: 'Marked', 202: CATCHING_UP, 403: 'Not your restaurant', 404: 'Not found' },
    response: acceptedSchema,
    handler: async ({ params, body, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, params.kind, params.id);
      // The restaurant's hours and zone as they are now, for "until the next opening".
      const restaurant = await restaurantState(deps.store, target.restaurantId);
      if (restaurant.status !== 'existing') throw notFound(RESTAURANT_NOT_FOUND);
      const { hours, timezone } = restaurant.restaurant;
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'MarkSoldOut',
        entry: { kind: params.kind, id: params.id },
        until: body.until,
        reason: body.reason,
        now: now().toISOString(),
        restaurantHours: { hours, timezone },
      }));
      return written(executed, 204);
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/sold-out/:kind/:id',
    summary: 'Turn a sold-out item, ingredient, side or drink back on',
    tags,
    access: MANAGERS,
    params: soldOutParamsSchema,
    responses: {
      204: 'Back on',
      202: CATCHING_UP,
      403: 'Not your restaurant',
      409: 'Not sold out',
    },
    response: acceptedSchema,
    handler: async ({ params, actor }) => {
      const me = signedIn(actor);
      const target = await writable(deps.pool, me, params.kind, params.id);
      const executed = await runMenuCommand(deps, me, target, (base) => ({
        ...base,
        type: 'MarkBackInStock',
        entry: { kind: params.kind, id: params.id },
        now: now().toISOString(),
      }));
      return written(executed, 204);
    },
  });
}
