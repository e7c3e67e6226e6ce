import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantAccuracy } from '@pickup/projections/timing/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type { RestaurantAccuracy };

/** Under the orders key, so a finished order refreshes the figures too. */
export const getPromiseAccuracyQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ownerKeys.promiseAccuracy(restaurantId),
    queryFn: () =>
      api.get<RestaurantAccuracy>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/promise-accuracy`,
      ),
  });

export const usePromiseAccuracy = (restaurantId: string) =>
  useQuery(getPromiseAccuracyQueryOptions(restaurantId));
