import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlotCapacity } from '@pickup/domain/timing/capacity';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type { SlotCapacity };

const path = (id: string) => `/api/restaurants/${encodeURIComponent(id)}/slot-capacity`;

export const getSlotCapacityQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ownerKeys.slotCapacity(restaurantId),
    queryFn: () => api.get<SlotCapacity>(path(restaurantId)),
  });

export const useSlotCapacity = (restaurantId: string) =>
  useQuery(getSlotCapacityQueryOptions(restaurantId));

/** PUT the capacity; the cached value is replaced by the server's answer. */
export function useSetSlotCapacity(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (capacity: SlotCapacity) => api.put<SlotCapacity>(path(restaurantId), capacity),
    onSuccess: (saved) =>
      queryClient.setQueryData(getSlotCapacityQueryOptions(restaurantId).queryKey, saved),
  });
}
