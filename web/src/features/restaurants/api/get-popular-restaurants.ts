import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { POPULAR_STALE_TIME } from '@/lib/query-client';
import type { PopularRestaurant } from '../types';
import { restaurantKeys } from './keys';

export const getPopularRestaurants = (): Promise<PopularRestaurant[]> =>
  api.get<PopularRestaurant[]>('/api/restaurants/popular');

export const getPopularRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: restaurantKeys.popular(),
    queryFn: getPopularRestaurants,
    staleTime: POPULAR_STALE_TIME,
  });

export const usePopularRestaurants = () => useQuery(getPopularRestaurantsQueryOptions());
