import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisplayLink } from '@pickup/projections/lobby/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type { DisplayLink };

/** Issue 31: the restaurant's lobby display links. */
const path = (id: string) => `/api/restaurants/${encodeURIComponent(id)}/display-links`;

export const getDisplayLinksQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ownerKeys.displayLinks(restaurantId),
    queryFn: () => api.get<DisplayLink[]>(path(restaurantId)),
  });

export const useDisplayLinks = (restaurantId: string) =>
  useQuery(getDisplayLinksQueryOptions(restaurantId));

export function useCreateDisplayLink(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { label: string; showNames: boolean }) =>
      api.post<DisplayLink>(path(restaurantId), body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getDisplayLinksQueryOptions(restaurantId).queryKey,
      }),
  });
}

export function useRevokeDisplayLink(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/display-links/${encodeURIComponent(id)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getDisplayLinksQueryOptions(restaurantId).queryKey,
      }),
  });
}
