import { useQuery } from '@tanstack/react-query';
import type { FavoriteRestaurant } from '@pickup/projections/favorites/contract';
import { getFavoritesQueryOptions } from '@/lib/favorites';

export type { FavoriteRestaurant };

/** Spec §6: fetched only for a signed-in user. */
export const useFavorites = (signedIn: boolean) =>
  useQuery({ ...getFavoritesQueryOptions(), enabled: signedIn });
