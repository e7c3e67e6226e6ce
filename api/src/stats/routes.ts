import { z } from 'zod';
import { openStatus } from '@pickup/domain/catalog/hours';
import { localDate } from '@pickup/domain/catalog/special-day-status';
import { dateOfDayNumber, dayNumber } from '@pickup/domain/catalog/special-days';
import { specialDaysOf } from '@pickup/projections/special-days/queries';
import { countActiveRestaurants, countLiveUsers } from '@pickup/projections/directory/queries';
import { analytics, platformDayStats, restaurantDayStats } from '@pickup/projections/stats/queries';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import { managedRestaurant } from '../ordering/access';
import type { OrderingDeps } from '../ordering/deps';
import {
  adminStatsSchema,
  analyticsSchema,
  restaurantStatsSchema,
} from '@pickup/projections/stats/contract';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const analyticsQuery = z.object({
  timezone: z.string().refine(isTimeZone, 'Unknown time zone').optional(),
});

export interface StatsDeps extends Pick<OrderingDeps, 'pool' | 'now'> {
  /** Zone of the admin analytics' day series when none is asked for (DECISIONS 14). */
  defaultTimezone?: string;
}

/**
 * The dashboards' stat cards: GET /api/restaurants/:id/stats (owner of it or admin; "today"
 * in the restaurant's zone), GET /api/admin/stats and GET /api/admin/analytics (admin).
 * Money in cents, times in minutes.
 */
export function statsRoutes(deps: StatsDeps): RouteRegistrar {
  const now = deps.now ?? (() => new Date());
  const { pool } = deps;
  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/stats',
      summary: 'Owner dashboard cards: orders, revenue, avg pickup time today; open or closed',
      tags: ['Stats'],
      access: ['restaurant_owner', 'admin'],
      params: z.object({ id: z.string().min(1) }),
      response: restaurantStatsSchema,
      handler: async ({ params, actor }) => {
        const restaurant = await managedRestaurant(pool, actor as Actor, params.id);
        const at = now();
        const [day, specialDays] = await Promise.all([
          restaurantDayStats(pool, restaurant.id, restaurant.timezone, at),
          // From yesterday: its hours may run past midnight into today.
          specialDaysOf(
            pool,
            restaurant.id,
            dateOfDayNumber(dayNumber(localDate(restaurant.timezone, at)) - 1),
          ),
        ]);
        const open = openStatus(restaurant.hours, restaurant.timezone, at, specialDays);
        return {
          body: {
            restaurantId: restaurant.id,
            date: day.date,
            timezone: restaurant.timezone,
            ordersToday: day.ordersToday,
            revenueToday: day.revenueToday,
            avgPickupTime: day.avgPickupMinutes,
            restaurantStatus: restaurant.isActive && open.open ? 'open' : 'closed',
            isActive: restaurant.isActive,
            openStatus: open,
          },
        };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/admin/stats',
      summary: 'Admin dashboard cards: users, active restaurants, orders and revenue today',
      tags: ['Stats'],
      access: ['admin'],
      response: adminStatsSchema,
      handler: async () => {
        const [totalUsers, activeRestaurants, today] = await Promise.all([
          countLiveUsers(pool),
          countActiveRestaurants(pool),
          platformDayStats(pool, now()),
        ]);
        return { body: { totalUsers, activeRestaurants, ...today } };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/admin/analytics',
      summary: 'Orders and revenue per day, busiest hours, top items, confirm→ready time',
      tags: ['Stats'],
      access: ['admin'],
      query: analyticsQuery,
      response: analyticsSchema,
      handler: async ({ query }) => ({
        body: await analytics(pool, now(), query.timezone ?? deps.defaultTimezone ?? 'UTC'),
      }),
    });
  };
}
