import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@pickup/domain/identity/schemas';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api.post('/api/auth/forgot-password', input, { refreshOnUnauthorized: false }),
    onSuccess: () =>
      notify.success({
        title: 'Email sent',
        description: "If an account with that email exists, we've sent a password reset link.",
      }),
    onError: (error) => notify.error({ title: 'Error', description: serverMessage(error) }),
  });
}
