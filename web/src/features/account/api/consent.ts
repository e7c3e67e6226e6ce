import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentInput } from '@pickup/domain/identity/schemas';
import type { Consent } from '@pickup/projections/identity/contract';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { accountKeys } from './keys';

export const getConsentQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.consent(),
    queryFn: () => api.get<Consent>('/api/user/consent'),
  });

export const useConsent = () => useQuery(getConsentQueryOptions());

export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentInput) => api.put<Consent>('/api/user/consent', input),
    onSuccess: (consent) => {
      queryClient.setQueryData(getConsentQueryOptions().queryKey, consent);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      notify.success({
        title: 'Consent Updated',
        description: consent.marketingOptIn
          ? "You'll receive offers and news from local restaurants."
          : "You won't receive marketing messages.",
      });
    },
    onError: (error) => notify.error({ title: 'Update Failed', description: serverMessage(error) }),
  });
}
