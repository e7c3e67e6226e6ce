import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantTurnedAway } from '@pickup/projections/demand/contract';
import { manageKeys } from '@/lib/management/api/keys';
import { api } from '@/lib/api-client';

export type { RestaurantTurnedAway };

/** Under the orders key, so the board's changes refresh the figures too. */
export const getTurnedAwayQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...manageKeys.allOrders, 'turned-away', restaurantId],
    queryFn: () =>
      api.get<RestaurantTurnedAway>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/turned-away`,
      ),
  });

export const useTurnedAway = (restaurantId: string) =>
  useQuery(getTurnedAwayQueryOptions(restaurantId));
