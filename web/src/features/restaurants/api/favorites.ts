import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteRestaurant } from '@pickup/projections/favorites/contract';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { api, isAuthError } from '@/lib/api-client';
import { hardRedirect } from '@/lib/hard-redirect';

/** Spec §9: the unauthorized toast shows for 500 ms before the redirect to /auth. */
const UNAUTHORIZED_REDIRECT_MS = 500;

/** GET /api/favorites; fetched only for a signed-in user (spec §6). */
export const getFavoritesQueryOptions = () =>
  queryOptions({
    queryKey: ['favorites'],
    queryFn: () => api.get<FavoriteRestaurant[]>('/api/favorites'),
  });

export const useIsFavorite = (restaurantId: string, signedIn: boolean) => {
  const favorites = useQuery({ ...getFavoritesQueryOptions(), enabled: signedIn });
  return {
    isFavorite: favorites.data?.some((f) => f.id === restaurantId) ?? false,
    isPending: signedIn && favorites.isPending,
  };
};

/** POST or DELETE /api/favorites/:restaurantId, with the spec's failure toasts (§8). */
export function useToggleFavorite(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) =>
      add
        ? api.post(`/api/favorites/${encodeURIComponent(restaurantId)}`)
        : api.delete(`/api/favorites/${encodeURIComponent(restaurantId)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getFavoritesQueryOptions().queryKey }),
    onError: (error, add) => {
      if (isAuthError(error)) {
        notify.error({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
        });
        setTimeout(() => hardRedirect(paths.auth.getHref()), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      notify.error({
        title: add ? 'Failed to add to favorites.' : 'Failed to remove from favorites.',
      });
    },
  });
}
