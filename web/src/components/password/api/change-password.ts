import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@pickup/domain/identity/schemas';
import type { PasswordChangedView } from '@pickup/projections/identity/contract';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { authTokens } from '@/lib/auth-tokens';

/**
 * The answer carries fresh tokens (other sessions end, and the old access token still says
 * mustChangePassword): both are kept, and the cached user no longer has to change it.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.post<PasswordChangedView>('/api/auth/change-password', input),
    onSuccess: ({ tokens, user }) => {
      authTokens.store(tokens);
      queryClient.setQueryData(userQueryKey, { ...user, mustChangePassword: false });
      notify.success({
        title: 'Password Updated',
        description: 'Your password has been successfully changed.',
      });
    },
    onError: (error) =>
      notify.error({
        title: 'Password Change Failed',
        description: serverMessage(error) ?? 'Failed to change password',
      }),
  });
}
