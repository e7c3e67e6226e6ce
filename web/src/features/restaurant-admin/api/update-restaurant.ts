import type { RestaurantUpdateBody } from '@pickup/domain/catalog/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCatalog } from '@/lib/management/api/keys';
import { failureToast, successToast } from '@/lib/management/toasts';

export const updateRestaurant = (id: string, body: RestaurantUpdateBody) =>
  api.put(`/api/restaurants/${encodeURIComponent(id)}`, body);

export function useUpdateRestaurant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestaurantUpdateBody) => updateRestaurant(id, body),
    onSuccess: async () => {
      await invalidateCatalog(queryClient);
      successToast('Restaurant updated', 'Your changes have been saved.')();
    },
    onError: failureToast('Failed to update restaurant'),
  });
}
