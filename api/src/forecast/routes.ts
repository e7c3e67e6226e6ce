import { z } from 'zod';
import { forecastDay } from '@pickup/domain/forecast/forecast';
import { forecastDates } from '@pickup/domain/forecast/forecast-dates';
import { reviewDay } from '@pickup/domain/forecast/forecast-review';
import { NO_CAPACITY_LIMIT } from '@pickup/domain/timing/capacity';
import { tonightSchema, type Tonight } from '@pickup/projections/forecast/contract';
import { forecastHistoryStart, forecastSummary } from '@pickup/projections/forecast/queries';
import { specialDatesAmong } from '@pickup/projections/special-days/queries';
import { restaurantSlotCapacity } from '@pickup/projections/directory/queries';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import { managedRestaurant } from '../ordering/access';
import type { OrderingDeps } from '../ordering/deps';

const idParams = z.object({ id: z.string().min(1) });

/**
 * The local dates whose history says nothing about a usual day: the restaurant's special
 * days (closures, changed hours), read from their read model unless a test passes its own.
 */
export type SpecialDates = (restaurantId: string, dates: readonly string[]) => Promise<string[]>;

/**
 * GET /api/restaurants/:id/forecast (its owner or an admin): tonight's forecast per pickup
 * slot with the prep list, and yesterday's forecast against what happened, from the
 * forecast summary read model and the pure model in domain/forecast.
 */
export function forecastRoutes(
  deps: Pick<OrderingDeps, 'pool' | 'now'> & { specialDates?: SpecialDates },
): RouteRegistrar {
  const now = deps.now ?? (() => new Date());
  const { pool } = deps;
  const specialDates: SpecialDates =
    deps.specialDates ?? ((restaurantId, dates) => specialDatesAmong(pool, restaurantId, dates));
  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/forecast',
      summary: "Tonight's expected orders and items per slot, the prep list, yesterday's error",
      tags: ['Pickup times'],
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      response: tonightSchema,
      handler: async ({ params, actor }) => {
        const restaurant = await managedRestaurant(pool, actor as Actor, params.id);
        const { timezone } = restaurant;
        const dates = forecastDates(timezone, now());
        const [summary, historyStart, capacity, excludedDates] = await Promise.all([
          forecastSummary(pool, params.id, dates.all),
          forecastHistoryStart(pool, params.id),
          restaurantSlotCapacity(pool, params.id),
          specialDates(params.id, dates.all),
        ]);
        const facts = {
          historyStart,
          excludedDates,
          summary,
          capacity: capacity ?? NO_CAPACITY_LIMIT,
        };
        const body: Tonight = {
          timezone,
          date: dates.today,
          forecast: forecastDay({ ...facts, date: dates.today }),
          yesterday: reviewDay({ ...facts, date: dates.yesterday }),
        };
        return { body };
      },
    });
  };
}
