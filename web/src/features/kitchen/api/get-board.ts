import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manageKeys } from '@/lib/management/api/keys';
import type { KitchenBoardView } from '@pickup/projections/orders/contract';

/**
 * GET /api/restaurants/:id/orders/board: every active order of the restaurant, oldest
 * first, however many the day holds, and the newest 10 finished ones.
 */
export type KitchenBoardData = KitchenBoardView;

export const getBoard = (restaurantId: string) =>
  api.get<KitchenBoardData>(`/api/restaurants/${encodeURIComponent(restaurantId)}/orders/board`);

// Under the staff orders key, so every pushed change, reconnect and resync refetches it.
export const getBoardQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...manageKeys.allOrders, 'board', restaurantId],
    queryFn: () => getBoard(restaurantId),
  });

export const useBoard = (restaurantId: string) => useQuery(getBoardQueryOptions(restaurantId));
