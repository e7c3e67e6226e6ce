import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';

export const getOrder = (orderId: string): Promise<Order> =>
  api.get<Order>(`/api/orders/${encodeURIComponent(orderId)}`);

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', 'detail', orderId], queryFn: () => getOrder(orderId) });

export const useOrder = (orderId: string) => useQuery(getOrderQueryOptions(orderId));
