import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuditLogFilter, AuditLogPage } from '../types';
import { auditKeys } from './keys';

export const AUDIT_PAGE_SIZE = 25;

export function getAuditLog(filter: AuditLogFilter, page: number, limit: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return api.get<AuditLogPage>(`/api/admin/audit-log?${query.toString()}`);
}

export const getAuditLogQueryOptions = (
  filter: AuditLogFilter,
  page: number,
  limit = AUDIT_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: auditKeys.log(filter, page, limit),
    queryFn: () => getAuditLog(filter, page, limit),
    // The log grows all the time: read it fresh whenever it is opened.
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads. */
export const useAuditLog = (filter: AuditLogFilter, page: number) =>
  useQuery({ ...getAuditLogQueryOptions(filter, page), placeholderData: keepPreviousData });
