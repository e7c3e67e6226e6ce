import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccuracyFigures } from '@pickup/domain/timing/accuracy';
import { api } from '@/lib/api-client';

export type RestaurantAccuracyRow = AccuracyFigures & { restaurantId: string; name: string };

export const getPromiseAccuracyQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'promise-accuracy'],
    queryFn: () => api.get<RestaurantAccuracyRow[]>('/api/admin/promise-accuracy'),
  });

export const usePromiseAccuracy = () => useQuery(getPromiseAccuracyQueryOptions());
