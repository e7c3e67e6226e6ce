import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@pickup/projections/orders/contract';
import { api } from '@/lib/api-client';
import { myOrderKeys } from './keys';

/** An order as the customer's lists show it (spec §7 "GET /api/orders"; money in cents). */
export type CustomerOrder = OrderView;

/** Spec §9: the dashboard shows orders 1–5, then 6–10 as history; nothing further. */
export const MY_ORDERS_LIMIT = 10;

/**
 * Newest first. `customerId` keeps an admin's list to their own orders; for a customer the
 * server answers only their own anyway.
 */
export const getMyOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myOrderKeys.list(userId),
    queryFn: () =>
      api.get<CustomerOrder[]>(
        `/api/orders?customerId=${encodeURIComponent(userId)}&limit=${MY_ORDERS_LIMIT}`,
      ),
  });

export const useMyOrders = (userId: string | undefined) =>
  useQuery({ ...getMyOrdersQueryOptions(userId ?? ''), enabled: userId !== undefined });
