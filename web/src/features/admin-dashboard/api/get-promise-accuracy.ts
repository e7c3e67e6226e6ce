import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantAccuracyRow } from '@pickup/projections/timing/contract';
import { api } from '@/lib/api-client';

export type { RestaurantAccuracyRow };

export const getPromiseAccuracyQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'promise-accuracy'],
    queryFn: () => api.get<RestaurantAccuracyRow[]>('/api/admin/promise-accuracy'),
  });

export const usePromiseAccuracy = () => useQuery(getPromiseAccuracyQueryOptions());
