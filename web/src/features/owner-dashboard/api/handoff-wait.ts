import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantHandoff } from '@pickup/projections/handoff/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type { RestaurantHandoff };

/** One of the figures that follow the orders: a collected order refreshes it too. */
export const getHandoffWaitQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ownerKeys.handoffWait(restaurantId),
    queryFn: () =>
      api.get<RestaurantHandoff>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/handoff-wait`,
      ),
  });

export const useHandoffWait = (restaurantId: string) =>
  useQuery(getHandoffWaitQueryOptions(restaurantId));
