import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsView } from '@pickup/projections/stats/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export type Analytics = AnalyticsView;

/** DECISIONS 7: orders and revenue (cents) per day, busiest hours, top items, confirm→ready. */
export const getAnalytics = () => api.get<Analytics>('/api/admin/analytics');

export const getAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.analytics(), queryFn: getAnalytics });

export const useAnalytics = () => useQuery(getAnalyticsQueryOptions());
