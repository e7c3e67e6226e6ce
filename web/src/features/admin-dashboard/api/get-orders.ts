import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, type OrderListFilters } from './keys';
import type { StaffOrder } from '@/types/management-orders';

export type { OrderListFilters };

export const ORDERS_PAGE_SIZE = 25;

export type OrderListPage = { orders: StaffOrder[]; total: number };

/** One page of orders, newest first, with how many match in all (X-Total-Count). */
export async function getOrders(filters: OrderListFilters): Promise<OrderListPage> {
  const params = new URLSearchParams({
    page: String(filters.page),
    limit: String(ORDERS_PAGE_SIZE),
  });
  if (filters.restaurantId) params.set('restaurantId', filters.restaurantId);
  if (filters.status) params.set('status', filters.status);
  if (filters.date) params.set('date', filters.date);
  if (filters.q) params.set('q', filters.q);
  const response = await api.getResponse(`/api/orders?${params.toString()}`);
  const orders = (await response.json()) as StaffOrder[];
  const total = Number(response.headers.get('X-Total-Count') ?? orders.length);
  return { orders, total };
}

export const getOrdersQueryOptions = (filters: OrderListFilters) =>
  queryOptions({
    queryKey: adminKeys.orders(filters),
    queryFn: () => getOrders(filters),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderListFilters) => useQuery(getOrdersQueryOptions(filters));
