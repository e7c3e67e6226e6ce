import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { KitchenBoardView } from '@pickup/projections/orders/contract';
import { kitchenKeys } from './keys';

/**
 * GET /api/restaurants/:id/orders/board: every active order of the restaurant, oldest
 * first, however many the day holds, and the newest 10 finished ones.
 */
export type KitchenBoardData = KitchenBoardView;

export const getBoard = (restaurantId: string) =>
  api.get<KitchenBoardData>(`/api/restaurants/${encodeURIComponent(restaurantId)}/orders/board`);

// Every order change (a push, a reconnect's resync, a step taken here) makes it stale: the
// app says so (app/data-changes.ts).
export const getBoardQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: kitchenKeys.board(restaurantId),
    queryFn: () => getBoard(restaurantId),
  });

export const useBoard = (restaurantId: string) => useQuery(getBoardQueryOptions(restaurantId));
