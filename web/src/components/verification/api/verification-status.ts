import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '@pickup/domain/identity/user-view';
import { api } from '@/lib/api-client';

export type { VerificationStatus };

export const verificationStatusQueryKey = ['verification', 'status'] as const;

export const verificationStatusQueryOptions = () =>
  queryOptions({
    queryKey: verificationStatusQueryKey,
    queryFn: () => api.get<VerificationStatus>('/api/verification/status'),
  });

/** Fetched afresh each time a dialog opens: another tab may have verified meanwhile. */
export const useFreshVerificationStatus = () =>
  useQuery({ ...verificationStatusQueryOptions(), refetchOnMount: 'always' });
