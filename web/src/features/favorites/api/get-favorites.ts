import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteRestaurant } from '@pickup/projections/favorites/contract';
import { api } from '@/lib/api-client';

export type { FavoriteRestaurant };

/** The restaurant page caches the same list under the same key, so a toggle there shows here. */
export const getFavoritesQueryOptions = () =>
  queryOptions({
    queryKey: ['favorites'],
    queryFn: () => api.get<FavoriteRestaurant[]>('/api/favorites'),
  });

/** Spec §6: fetched only for a signed-in user. */
export const useFavorites = (signedIn: boolean) =>
  useQuery({ ...getFavoritesQueryOptions(), enabled: signedIn });
