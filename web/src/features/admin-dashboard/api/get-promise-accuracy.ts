import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantAccuracyRow } from '@pickup/projections/timing/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export type { RestaurantAccuracyRow };

export const getPromiseAccuracyQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.promiseAccuracy(),
    queryFn: () => api.get<RestaurantAccuracyRow[]>('/api/admin/promise-accuracy'),
  });

export const usePromiseAccuracy = () => useQuery(getPromiseAccuracyQueryOptions());
