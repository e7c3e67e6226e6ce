import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantHandoffRow } from '@pickup/projections/handoff/contract';
import { api } from '@/lib/api-client';

export type { RestaurantHandoffRow };

export const getHandoffWaitQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'handoff-wait'],
    queryFn: () => api.get<RestaurantHandoffRow[]>('/api/admin/handoff-wait'),
  });

export const useHandoffWait = () => useQuery(getHandoffWaitQueryOptions());
