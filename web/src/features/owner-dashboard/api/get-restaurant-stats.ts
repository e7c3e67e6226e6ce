import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manageKeys } from '@/lib/management/api/keys';
import type { RestaurantStats } from '@pickup/projections/stats/contract';

export type { RestaurantStats };

export const getRestaurantStats = (id: string) =>
  api.get<RestaurantStats>(`/api/restaurants/${encodeURIComponent(id)}/stats`);

/** Under the orders key, so every live order change refreshes the numbers too. */
export const getRestaurantStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...manageKeys.allOrders, 'stats', id],
    queryFn: () => getRestaurantStats(id),
  });

export const useRestaurantStats = (id: string) => useQuery(getRestaurantStatsQueryOptions(id));
