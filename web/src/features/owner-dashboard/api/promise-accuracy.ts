import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccuracyFigures, DayAccuracy } from '@pickup/domain/timing/accuracy';
import { manageKeys } from '@/lib/management/api/keys';
import { api } from '@/lib/api-client';

export type RestaurantAccuracy = { timezone: string; days: DayAccuracy[]; total: AccuracyFigures };

/** Under the orders key, so a finished order refreshes the figures too. */
export const getPromiseAccuracyQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...manageKeys.allOrders, 'promise-accuracy', restaurantId],
    queryFn: () =>
      api.get<RestaurantAccuracy>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/promise-accuracy`,
      ),
  });

export const usePromiseAccuracy = (restaurantId: string) =>
  useQuery(getPromiseAccuracyQueryOptions(restaurantId));
