import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@pickup/domain/identity/schemas';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post('/api/auth/reset-password', input, { refreshOnUnauthorized: false }),
    onSuccess: () =>
      notify.success({
        title: 'Password reset successful',
        description: 'Your password has been reset. You can now log in with your new password.',
      }),
    onError: (error) => notify.error({ title: 'Reset failed', description: serverMessage(error) }),
  });
}
