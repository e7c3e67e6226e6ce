import type { RestaurantCreateBody } from '@pickup/domain/catalog/schemas';
import type { RestaurantWriteAnswer } from '@pickup/projections/catalog/restaurants/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';
import { announceChange } from '@/lib/data-changes';
import { invalidateCatalog } from '@/lib/management/api/keys';
import type { Restaurant } from '@/types/management';

/** The server fills the time zone from its configuration. */
export type NewRestaurant = Omit<RestaurantCreateBody, 'timezone'>;

const failed = (title: string) => (error: unknown) =>
  notify.error({ title, description: serverMessage(error) || 'Something went wrong' });

export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRestaurant) => api.post<RestaurantWriteAnswer>('/api/restaurants', body),
    onSuccess: async (_created, body) => {
      notify.success({
        title: 'Restaurant created',
        description: `${body.name} has been created.`,
      });
      await invalidateCatalog(queryClient);
      await announceChange(queryClient, 'orders');
    },
    onError: failed('Failed to create restaurant'),
  });
}

export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (restaurant: Restaurant) =>
      api.delete(`/api/restaurants/${encodeURIComponent(restaurant.id)}`),
    onSuccess: async (_r, restaurant) => {
      notify.success({
        title: 'Restaurant deleted',
        description: `${restaurant.name} has been deleted.`,
      });
      await invalidateCatalog(queryClient);
      await announceChange(queryClient, 'orders');
    },
    onError: failed('Failed to delete restaurant'),
  });
}
