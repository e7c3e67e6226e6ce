import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCatalog } from '@/features/management-shared/api/keys';
import { failureToast, successToast } from '@/features/management-shared/toasts';

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
