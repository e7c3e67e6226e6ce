import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpecialDayBody } from '@pickup/domain/catalog/special-day-schemas';
import type {
  AffectedOrder,
  SpecialDaySetView,
  SpecialDayView,
} from '@pickup/projections/special-days/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type { AffectedOrder, SpecialDayView };

/** Issue 32: the restaurant's closures and changed hours set ahead. */
const path = (id: string) => `/api/restaurants/${encodeURIComponent(id)}/special-days`;

export const getSpecialDaysQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ownerKeys.specialDays(restaurantId),
    queryFn: () => api.get<SpecialDayView[]>(path(restaurantId)),
  });

export const useSpecialDays = (restaurantId: string) =>
  useQuery(getSpecialDaysQueryOptions(restaurantId));

/** Orders in progress to be collected on the dates (what a closure would strand). */
export const getOrdersDueQueryOptions = (restaurantId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ownerKeys.ordersDue(restaurantId, from, to),
    queryFn: () =>
      api.get<AffectedOrder[]>(
        `${path(restaurantId)}/orders-due?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
  });

export const useOrdersDue = (restaurantId: string, dates: { from: string; to: string } | null) =>
  useQuery({
    ...getOrdersDueQueryOptions(restaurantId, dates?.from ?? '', dates?.to ?? ''),
    enabled: dates !== null,
  });

export type NewSpecialDay = Omit<SpecialDayBody, 'cancelOrderIds'> & { cancelOrderIds?: string[] };

export function useSetSpecialDay(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSpecialDay) => api.post<SpecialDaySetView>(path(restaurantId), body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getSpecialDaysQueryOptions(restaurantId).queryKey,
      }),
  });
}

export function useRemoveSpecialDay(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${path(restaurantId)}/${encodeURIComponent(id)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getSpecialDaysQueryOptions(restaurantId).queryKey,
      }),
  });
}
