import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MenuAsOrdered } from '../types';
import { auditKeys } from './keys';

/** The order's menus folded up to the moment it was placed: what the customer saw. */
export const getMenuAsOrderedQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: auditKeys.menuAsOrdered(orderId),
    queryFn: () =>
      api.get<MenuAsOrdered>(`/api/admin/audit/order/${encodeURIComponent(orderId)}/menu`),
  });

export const useMenuAsOrdered = (orderId: string, options: { enabled: boolean }) =>
  useQuery({ ...getMenuAsOrderedQueryOptions(orderId), enabled: options.enabled });
