import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CustomerOrder } from './get-my-orders';
import { myOrderKeys } from './keys';

export const HISTORY_PAGE_SIZE = 10;

export type OrderHistoryPage = { orders: CustomerOrder[]; total: number };

/** One page of every order the customer placed, newest first (total from X-Total-Count). */
export const getOrderHistoryQueryOptions = (userId: string, page: number) =>
  queryOptions({
    // Placing an order or a live change refreshes these pages too (app/data-changes.ts).
    queryKey: myOrderKeys.history(userId, page),
    queryFn: async (): Promise<OrderHistoryPage> => {
      const response = await api.getResponse(
        `/api/orders?customerId=${encodeURIComponent(userId)}&page=${page}&limit=${HISTORY_PAGE_SIZE}`,
      );
      const orders = (await response.json()) as CustomerOrder[];
      const total = Number(response.headers.get('X-Total-Count') ?? orders.length);
      return { orders, total: Number.isFinite(total) ? total : orders.length };
    },
  });

export const useOrderHistory = (userId: string | undefined, page: number) =>
  useQuery({
    ...getOrderHistoryQueryOptions(userId ?? '', page),
    enabled: userId !== undefined,
    // The page shown stays while the next one loads, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
