import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantHandoff } from '@pickup/projections/handoff/contract';
import { manageKeys } from '@/lib/management/api/keys';
import { api } from '@/lib/api-client';

export type { RestaurantHandoff };

/** Under the orders key, so a collected order refreshes the figures too. */
export const getHandoffWaitQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...manageKeys.allOrders, 'handoff-wait', restaurantId],
    queryFn: () =>
      api.get<RestaurantHandoff>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/handoff-wait`,
      ),
  });

export const useHandoffWait = (restaurantId: string) =>
  useQuery(getHandoffWaitQueryOptions(restaurantId));
