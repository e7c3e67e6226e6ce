import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantTurnedAwayRow } from '@pickup/projections/demand/contract';
import { api } from '@/lib/api-client';

export type { RestaurantTurnedAwayRow };

export const getTurnedAwayQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'turned-away'],
    queryFn: () => api.get<RestaurantTurnedAwayRow[]>('/api/admin/turned-away'),
  });

export const useTurnedAway = () => useQuery(getTurnedAwayQueryOptions());
