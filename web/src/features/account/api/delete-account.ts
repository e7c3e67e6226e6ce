import { useMutation } from '@tanstack/react-query';
import type { Acknowledgement } from '@pickup/domain/shared/answers';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      api.delete<Acknowledgement>('/api/user/delete-account', {
        confirmDeletion: true,
        currentPassword,
      }),
    onSuccess: ({ message }) => notify.success({ title: 'Account Deleted', description: message }),
    onError: (error) =>
      notify.error({ title: 'Deletion Failed', description: serverMessage(error) }),
  });
}
