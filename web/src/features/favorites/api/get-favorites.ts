import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FavoriteRestaurant = {
  id: string;
  name: string;
  cuisine: string;
  imageUrl?: string | null;
};

/** The restaurant page caches the same list under the same key, so a toggle there shows here. */
export const getFavoritesQueryOptions = () =>
  queryOptions({
    queryKey: ['favorites'],
    queryFn: () => api.get<FavoriteRestaurant[]>('/api/favorites'),
  });

/** Spec §6: fetched only for a signed-in user. */
export const useFavorites = (signedIn: boolean) =>
  useQuery({ ...getFavoritesQueryOptions(), enabled: signedIn });
