import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { manageKeys } from '@/lib/management/api/keys';

export type Analytics = {
  ordersPerDay: { date: string; orders: number; revenue: number }[];
  busiestHours: { hour: number; orders: number }[];
  topItems: { name: string; quantity: number; revenue: number }[];
  avgConfirmToReadyMinutes: number | null;
};

type AnalyticsResponse = Omit<Analytics, 'ordersPerDay'> & {
  ordersPerDay?: Analytics['ordersPerDay'];
  /** The read model's name for the same series. */
  perDay?: Analytics['ordersPerDay'];
};

/** DECISIONS 7: orders and revenue (cents) per day, busiest hours, top items, confirm→ready. */
export async function getAnalytics(): Promise<Analytics> {
  const body = await api.get<AnalyticsResponse>('/api/admin/analytics');
  return {
    ordersPerDay: body.ordersPerDay ?? body.perDay ?? [],
    busiestHours: body.busiestHours ?? [],
    topItems: body.topItems ?? [],
    avgConfirmToReadyMinutes: body.avgConfirmToReadyMinutes ?? null,
  };
}

export const getAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: [...manageKeys.allOrders, 'analytics'], queryFn: getAnalytics });

export const useAnalytics = () => useQuery(getAnalyticsQueryOptions());
