import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Restaurant } from '@/types/management';
import { manageKeys } from './keys';

/** Staff see inactive restaurants too, and each one's ownerId. */
export const getRestaurants = () => api.get<Restaurant[]>('/api/restaurants');

export const getRestaurantsQueryOptions = () =>
  queryOptions({ queryKey: manageKeys.restaurants(), queryFn: getRestaurants });

export const useRestaurants = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getRestaurantsQueryOptions(), enabled: options.enabled ?? true });
