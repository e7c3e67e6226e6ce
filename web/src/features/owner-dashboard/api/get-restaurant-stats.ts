import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RestaurantStats } from '@pickup/projections/stats/contract';
import { ownerKeys } from './keys';

export type { RestaurantStats };

export const getRestaurantStats = (id: string) =>
  api.get<RestaurantStats>(`/api/restaurants/${encodeURIComponent(id)}/stats`);

/** Under the orders key, so every live order change refreshes the numbers too. */
export const getRestaurantStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ownerKeys.stats(id),
    queryFn: () => getRestaurantStats(id),
  });

export const useRestaurantStats = (id: string) => useQuery(getRestaurantStatsQueryOptions(id));
