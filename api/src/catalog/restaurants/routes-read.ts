import { isSoldOutAt } from '@pickup/domain/catalog/menu-sold-out';
import { z } from 'zod';
import { CUISINES, nearbyQuerySchema, popularQuerySchema } from '@pickup/domain/catalog/schemas';
import { RESTAURANT_NOT_FOUND } from '@pickup/domain/catalog/restaurant';
import { notFound } from '@pickup/domain/shared/errors';
import {
  getRestaurant,
  listRestaurants,
  nearbyRestaurants,
  popularRestaurants,
  type Listed,
  type Visibility,
} from '@pickup/projections/catalog/restaurants/queries';
import type { Actor } from '../../http/actor';
import { route, type RouteDeps } from '../../http/route';
import type { RestaurantContext } from './deps';
import { canManage, openStatusAt, restaurantView, visibleTo, withSpecialDays } from './views';
import {
  nearbyRestaurantsSchema,
  popularRestaurantListSchema,
  restaurantDetailSchema,
  restaurantListSchema,
} from '@pickup/projections/catalog/restaurants/contract';

const tags = ['restaurants'];

export const restaurantParams = z.object({
  id: z.string().trim().min(1, 'Restaurant id is required').max(100, RESTAURANT_NOT_FOUND),
});

const listQuery = z.object({
  cuisine: z
    .enum([...CUISINES, 'all'], { error: `Cuisine must be one of all, ${CUISINES.join(', ')}` })
    .optional(),
});

function visibilityFor(actor: Actor | null): Visibility {
  if (actor?.role === 'admin') return { kind: 'all' };
  if (actor?.role === 'restaurant_owner')
    return { kind: 'active_or_owned_by', ownerId: actor.userId };
  return { kind: 'active' };
}

/**
 * Customers and visitors are listed only restaurants they can order from (DECISIONS 27);
 * an owner also their own, an admin every one.
 */
async function listedFor(ctx: RestaurantContext, actor: Actor | null): Promise<Listed | undefined> {
  if (actor?.role === 'admin') return undefined;
  const ids = await ctx.orderable();
  return actor?.role === 'restaurant_owner' ? { ids, alsoOwnedBy: actor.userId } : { ids };
}

/** Distances keep metre precision; the client rounds for display. */
const roundDistance = (d: number) => Math.round(d * 1000) / 1000;

/** The browsing calls of customer-area §7 and the restaurant reads of management-area §7. */
export function restaurantReadRoutes(r: RouteDeps, ctx: RestaurantContext): void {
  route(r, {
    method: 'get',
    path: '/api/restaurants',
    summary:
      'Restaurants by name; customers see active ones with an orderable menu, owners also their own, admins all',
    tags,
    access: 'optional',
    query: listQuery,
    response: restaurantListSchema,
    handler: async ({ query, actor }) => {
      const cuisine = query.cuisine === 'all' ? undefined : query.cuisine;
      const rows = await listRestaurants(ctx.pool, {
        visibility: visibilityFor(actor),
        cuisine,
        listed: await listedFor(ctx, actor),
      });
      const statusOf = openStatusAt(ctx.now());
      const withDays = await withSpecialDays(ctx.pool, rows, statusOf.now);
      return { body: withDays.map((row) => restaurantView(row, actor, statusOf)) };
    },
  });

  route(r, {
    method: 'get',
    path: '/api/restaurants/popular',
    summary: 'Active restaurants by orders in the last 30 days, then name (DECISIONS 18)',
    tags,
    access: 'optional',
    query: popularQuerySchema,
    response: popularRestaurantListSchema,
    handler: async ({ query, actor }) => {
      const now = ctx.now();
      const listed = await listedFor(ctx, actor);
      const rows = await withSpecialDays(
        ctx.pool,
        await popularRestaurants(ctx.pool, { now, limit: query.limit, listed }),
        now,
      );
      const statusOf = openStatusAt(now);
      return {
        body: rows.map((row) => ({
          ...restaurantView(row, actor, statusOf),
          orderCount: row.orderCount,
        })),
      };
    },
  });

  route(r, {
    method: 'get',
    path: '/api/restaurants/nearby',
    summary: 'Active restaurants within a radius, closest first, with great-circle distance',
    tags,
    access: 'optional',
    query: nearbyQuerySchema,
    response: nearbyRestaurantsSchema,
    handler: async ({ query, actor }) => {
      const statusOf = openStatusAt(ctx.now());
      const rows = await withSpecialDays(
        ctx.pool,
        await nearbyRestaurants(ctx.pool, query, await listedFor(ctx, actor)),
        statusOf.now,
      );
      return {
        body: {
          success: true,
          restaurants: rows.map((row) => ({
            ...restaurantView(row, actor, statusOf),
            distance: roundDistance(row.distance),
            distanceUnit: query.unit,
          })),
        },
      };
    },
  });

  route(r, {
    method: 'get',
    path: '/api/restaurants/:id',
    summary: 'A restaurant with menus[].categories[].menuItems[] (inactive ones for its managers)',
    tags,
    access: 'optional',
    params: restaurantParams,
    responses: { 404: RESTAURANT_NOT_FOUND },
    response: restaurantDetailSchema,
    handler: async ({ params, actor }) => {
      const detail = await restaurantDetail(ctx, params.id, actor);
      if (!detail) throw notFound(RESTAURANT_NOT_FOUND);
      return { body: detail };
    },
  });
}

/**
 * GET /api/restaurants/:id's body: the restaurant with its menu tree as `actor` may see it
 * (inactive menus and the owner for its managers); undefined when there is none they may see.
 * The server's render of a restaurant page uses it too, for a signed-out visitor (null).
 */
export async function restaurantDetail(
  ctx: Pick<RestaurantContext, 'pool' | 'menuTree' | 'findUser' | 'now'>,
  id: string,
  actor: Actor | null,
) {
  const row = await getRestaurant(ctx.pool, id);
  if (!row || !visibleTo(row, actor)) return undefined;
  const manages = canManage(actor, row.ownerId);
  const [menus, owner] = await Promise.all([
    ctx.menuTree(row.id, { includeInactive: manages }),
    manages ? ctx.findUser(row.ownerId) : Promise.resolve(undefined),
  ]);
  const now = ctx.now();
  const [withDays = row] = await withSpecialDays(ctx.pool, [row], now);
  const view = restaurantView(withDays, actor, now);
  // Only marks that hold now: a "rest of today" 86 is gone once the restaurant reopens.
  const current = menus.map((m) => ({
    ...m,
    soldOut: m.soldOut.filter((mark) => isSoldOutAt(mark, now)),
  }));
  return owner === undefined ? { ...view, menus: current } : { ...view, owner, menus: current };
}
