import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantTurnedAway } from '@pickup/projections/demand/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type { RestaurantTurnedAway };

/** One of the figures that follow the orders: the board's changes refresh it too. */
export const getTurnedAwayQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ownerKeys.turnedAway(restaurantId),
    queryFn: () =>
      api.get<RestaurantTurnedAway>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/turned-away`,
      ),
  });

export const useTurnedAway = (restaurantId: string) =>
  useQuery(getTurnedAwayQueryOptions(restaurantId));
