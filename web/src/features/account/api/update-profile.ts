import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@pickup/domain/identity/schemas';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';
import { userQueryKey, type User } from '@/lib/auth';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.put<User>('/api/auth/profile', input),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      notify.success({ title: 'Profile Updated', description: 'Your changes have been saved.' });
    },
    onError: (error) => notify.error({ title: 'Update Failed', description: serverMessage(error) }),
  });
}
