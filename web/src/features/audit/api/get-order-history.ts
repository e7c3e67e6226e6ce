import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderHistory } from '../types';
import { auditKeys } from './keys';

/** Read from the event store by the server, not from a projection (issue 8 item 1). */
export const getOrderHistoryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: auditKeys.orderHistory(orderId),
    queryFn: () => api.get<OrderHistory>(`/api/admin/audit/order/${encodeURIComponent(orderId)}`),
    staleTime: 0,
  });

export const useOrderHistory = (orderId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getOrderHistoryQueryOptions(orderId), enabled: options.enabled ?? true });
