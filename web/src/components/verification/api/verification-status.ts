import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type VerificationStatus = {
  emailVerified: boolean;
  phoneVerified: boolean;
  hasPhone: boolean;
};

export const verificationStatusQueryKey = ['verification', 'status'] as const;

export const verificationStatusQueryOptions = () =>
  queryOptions({
    queryKey: verificationStatusQueryKey,
    queryFn: () => api.get<VerificationStatus>('/api/verification/status'),
  });

/** Fetched afresh each time a dialog opens: another tab may have verified meanwhile. */
export const useFreshVerificationStatus = () =>
  useQuery({ ...verificationStatusQueryOptions(), refetchOnMount: 'always' });
