import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tonight } from '@pickup/projections/forecast/contract';
import { manageKeys } from '@/lib/management/api/keys';
import { api } from '@/lib/api-client';

export type { Tonight };

/** Under the orders key, so a new or cancelled order refreshes what is booked. */
export const getForecastQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...manageKeys.allOrders, 'forecast', restaurantId],
    queryFn: () =>
      api.get<Tonight>(`/api/restaurants/${encodeURIComponent(restaurantId)}/forecast`),
  });

export const useForecast = (restaurantId: string) =>
  useQuery(getForecastQueryOptions(restaurantId));
