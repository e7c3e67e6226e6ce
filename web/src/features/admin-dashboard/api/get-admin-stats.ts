import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@pickup/projections/stats/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export type { AdminStats };

/** Under the orders key: live order changes refresh today's numbers. */
export const getAdminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: () => api.get<AdminStats>('/api/admin/stats'),
  });

export const useAdminStats = () => useQuery(getAdminStatsQueryOptions());
