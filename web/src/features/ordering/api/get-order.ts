import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { Order } from '../types';
import { orderKeys } from './keys';

export const getOrder = (orderId: string): Promise<Order> =>
  api.get<Order>(`/api/orders/${encodeURIComponent(orderId)}`);

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId) });

/** How long a just-placed order (answered 202) may take to appear: about 8 s in all. */
const CATCH_UP_RETRIES = 6;
const catchUpDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 2000);

/**
 * `catchingUp`: the order was just placed and the server answered 202, so a 404 means "not
 * in the read model yet"; it is asked again a few times before the receipt says not found.
 */
export const useOrder = (orderId: string, { catchingUp = false } = {}) =>
  useQuery({
    ...getOrderQueryOptions(orderId),
    retry: (failures, error) =>
      catchingUp &&
      error instanceof ApiError &&
      error.status === 404 &&
      failures < CATCH_UP_RETRIES,
    retryDelay: catchUpDelay,
  });
