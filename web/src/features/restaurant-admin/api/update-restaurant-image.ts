import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCatalog } from '@/lib/management/api/keys';
import { failureToast, successToast } from '@/lib/management/toasts';

export const updateRestaurantImage = (id: string, imageUrl: string) =>
  api.put(`/api/restaurants/${encodeURIComponent(id)}/image`, { imageUrl });

export function useUpdateRestaurantImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string) => updateRestaurantImage(id, imageUrl),
    onSuccess: async () => {
      await invalidateCatalog(queryClient);
      successToast('Restaurant image updated')();
    },
    onError: failureToast('Failed to update restaurant image'),
  });
}
