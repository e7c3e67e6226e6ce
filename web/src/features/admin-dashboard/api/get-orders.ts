import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manageKeys } from '@/lib/management/api/keys';
import type { StaffOrder } from '@/types/management-orders';

/** Staff orders: one restaurant's, or every order for an admin (no restaurantId). */
export const getOrders = (scope: { restaurantId?: string }) =>
  api.get<StaffOrder[]>(
    scope.restaurantId
      ? `/api/orders?restaurantId=${encodeURIComponent(scope.restaurantId)}`
      : '/api/orders',
  );

export const getOrdersQueryOptions = (scope: { restaurantId?: string }) =>
  queryOptions({ queryKey: manageKeys.orders(scope), queryFn: () => getOrders(scope) });

export const useOrders = (scope: { restaurantId?: string }, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getOrdersQueryOptions(scope), enabled: options.enabled ?? true });
