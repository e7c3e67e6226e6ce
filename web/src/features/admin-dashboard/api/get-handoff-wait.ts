import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantHandoffRow } from '@pickup/projections/handoff/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export type { RestaurantHandoffRow };

export const getHandoffWaitQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.handoffWait(),
    queryFn: () => api.get<RestaurantHandoffRow[]>('/api/admin/handoff-wait'),
  });

export const useHandoffWait = () => useQuery(getHandoffWaitQueryOptions());
