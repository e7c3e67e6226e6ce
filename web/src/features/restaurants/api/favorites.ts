import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api, isAuthError } from '@/lib/api-client';
import { favoriteKeys, getFavoritesQueryOptions } from '@/lib/favorites';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';

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
  const mutation = useMutation({
    mutationFn: (add: boolean) =>
      add
        ? api.post(`/api/favorites/${encodeURIComponent(restaurantId)}`)
        : api.delete(`/api/favorites/${encodeURIComponent(restaurantId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
    onError: (error, add) => {
      if (isAuthError(error)) return;
      notify.error({
        title: add ? 'Failed to add to favorites.' : 'Failed to remove from favorites.',
      });
    },
  });
  useUnauthorizedRedirect([mutation.error]);
  return mutation;
}
