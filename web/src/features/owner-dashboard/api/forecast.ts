import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tonight } from '@pickup/projections/forecast/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

export type { Tonight };

/** One of the figures that follow the orders: a new or cancelled order refreshes it. */
export const getForecastQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ownerKeys.forecast(restaurantId),
    queryFn: () =>
      api.get<Tonight>(`/api/restaurants/${encodeURIComponent(restaurantId)}/forecast`),
  });

export const useForecast = (restaurantId: string) =>
  useQuery(getForecastQueryOptions(restaurantId));
