import { queryOptions } from '@tanstack/react-query';
import type { FavoriteRestaurant } from '@pickup/projections/favorites/contract';
import { api } from './api-client';

/**
 * GET /api/favorites, the one cache entry of the user's favourites: the restaurant page's
 * toggle and the dashboards' list read and refresh the same one.
 */
export const getFavoritesQueryOptions = () =>
  queryOptions({
    queryKey: ['favorites'],
    queryFn: () => api.get<FavoriteRestaurant[]>('/api/favorites'),
  });
