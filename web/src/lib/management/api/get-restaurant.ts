import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RestaurantDetail } from '@/types/management';
import { manageKeys } from './keys';

export const getRestaurant = (id: string) =>
  api.get<RestaurantDetail>(`/api/restaurants/${encodeURIComponent(id)}`);

export const getRestaurantQueryOptions = (id: string) =>
  queryOptions({ queryKey: manageKeys.restaurant(id), queryFn: () => getRestaurant(id) });

export const useRestaurant = (id: string | undefined) =>
  useQuery({ ...getRestaurantQueryOptions(id ?? ''), enabled: Boolean(id) });
