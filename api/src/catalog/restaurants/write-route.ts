import type { z } from 'zod';
import type { ServiceState } from '@pickup/domain/catalog/service-controls';
import type { Restaurant } from '@pickup/domain/catalog/restaurant';
import { getRestaurant } from '@pickup/projections/catalog/restaurants/queries';
import { restaurantWriteAnswerSchema } from '@pickup/projections/catalog/restaurants/contract';
import type { Actor } from '../../http/actor';
import { route, type Infer, type Reply, type RouteDeps } from '../../http/route';
import type { RestaurantExecuted } from './commands';
import type { RestaurantContext } from './deps';
import { restaurantParams } from './routes-read';
import { requireActor, restaurantView } from './views';

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

export interface RestaurantWriteSpec<B extends z.ZodType | undefined> {
  method: 'put' | 'delete';
  path: string;
  summary: string;
  body?: B;
  responses: Record<number, string>;
  /** The command on the restaurant the path names. */
  run: (actor: Actor, restaurantId: string, body: Infer<B>) => Promise<RestaurantExecuted>;
}

/**
 * A change of one restaurant by its owner or an admin, answered with the restaurant as it
 * now stands (see `replyWith`).
 */
export function restaurantWriteRoute<B extends z.ZodType | undefined = undefined>(
  r: RouteDeps,
  ctx: RestaurantContext,
  spec: RestaurantWriteSpec<B>,
): void {
  route<B, undefined, typeof restaurantParams>(r, {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tags: ['restaurants'],
    access: ['restaurant_owner', 'admin'],
    params: restaurantParams,
    body: spec.body,
    responses: spec.responses,
    response: restaurantWriteAnswerSchema,
    handler: async ({ params, body, actor }) => {
      const a = requireActor(actor);
      return replyWith(ctx, a, await spec.run(a, params.id, body));
    },
  });
}
