import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_ORDER_STATUSES } from '@pickup/domain/ordering/status';
import type { OrderView } from '@pickup/projections/orders/contract';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/**
 * The user's own orders still in progress (placed, not collected or cancelled), newest first:
 * the account cannot be deleted while any is (the server refuses too). A customer has at most
 * 30 in progress, so the newest 100 hold them all.
 */
export const getOrdersInProgressQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.ordersInProgressOf(userId),
    queryFn: async () => {
      const orders = await api.get<OrderView[]>(
        `/api/orders?customerId=${encodeURIComponent(userId)}&limit=100`,
      );
      return orders.filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status));
    },
  });

export const useOrdersInProgress = (userId: string | undefined, enabled: boolean) =>
  useQuery({
    ...getOrdersInProgressQueryOptions(userId ?? ''),
    enabled: enabled && userId !== undefined,
  });
