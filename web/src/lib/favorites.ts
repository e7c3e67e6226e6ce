import { queryOptions } from '@tanstack/react-query';
import type { FavoriteRestaurant } from '@pickup/projections/favorites/contract';
import { api } from './api-client';

/** Query keys of the user's favourites. */
export const favoriteKeys = {
  all: ['favorites'] as const,
};

/**
 * GET /api/favorites, the one cache entry of the user's favourites: the restaurant page's
 * toggle and the dashboards' list read and refresh the same one.
 */
export const getFavoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoriteKeys.all,
    queryFn: () => api.get<FavoriteRestaurant[]>('/api/favorites'),
  });
