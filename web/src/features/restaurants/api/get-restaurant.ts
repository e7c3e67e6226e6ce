import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { MENU_RETRY } from '@/lib/query-client';
import type { RestaurantDetail } from '../types';
import { restaurantKeys } from './keys';

/** GET /api/restaurants/:id with its menu tree; null when there is no such restaurant. */
export const getRestaurant = async (id: string): Promise<RestaurantDetail | null> => {
  try {
    return await api.get<RestaurantDetail>(`/api/restaurants/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};

export const getRestaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: restaurantKeys.detail(id),
    queryFn: () => getRestaurant(id),
    // Spec §7: the menu fetch retries 3 times, 1 s apart.
    ...MENU_RETRY,
  });

export const useRestaurant = (id: string) => useQuery(getRestaurantQueryOptions(id));
