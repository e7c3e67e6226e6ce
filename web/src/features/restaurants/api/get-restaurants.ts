import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CuisineFilter } from '../list-view';
import type { Restaurant } from '../types';
import { restaurantKeys } from './keys';

/** GET /api/restaurants?cuisine= (cuisine omitted for all; search is applied on the client). */
export const getRestaurants = (cuisine: CuisineFilter): Promise<Restaurant[]> =>
  api.get<Restaurant[]>(
    cuisine === 'all' ? '/api/restaurants' : `/api/restaurants?cuisine=${cuisine}`,
  );

export const getRestaurantsQueryOptions = (cuisine: CuisineFilter) =>
  queryOptions({
    queryKey: restaurantKeys.list(cuisine),
    queryFn: () => getRestaurants(cuisine),
  });

export const useRestaurants = (cuisine: CuisineFilter, enabled: boolean) =>
  useQuery({ ...getRestaurantsQueryOptions(cuisine), enabled });
