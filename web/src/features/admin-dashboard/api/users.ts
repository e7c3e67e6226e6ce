import type { AdminResetPasswordInput, AdminUserInput } from '@pickup/domain/identity/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';
import { manageKeys } from '@/lib/management/api/keys';
import type { ManagedUser } from '@/types/management';
import { announceChange } from '@/lib/data-changes';

const enc = encodeURIComponent;

/** Spec §8 "Users": "{Done} successfully!" or "Failed to {verb}: {message}". */
function useUserMutation<I>(
  mutationFn: (input: I) => Promise<unknown>,
  done: string,
  verb: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      notify.success({ title: `${done} successfully!` });
      await queryClient.invalidateQueries({ queryKey: manageKeys.users() });
      await announceChange(queryClient, 'orders');
    },
    onError: (error) =>
      notify.error({
        title: 'Error',
        description: `Failed to ${verb}: ${serverMessage(error) || 'Something went wrong'}`,
      }),
  });
}

export const useCreateUser = () =>
  useUserMutation(
    (body: AdminUserInput) => api.post<ManagedUser>('/api/admin/users', body),
    'User created',
    'create user',
  );

export const useUpdateUser = () =>
  useUserMutation(
    ({ id, body }: { id: string; body: AdminUserInput }) =>
      api.put<ManagedUser>(`/api/admin/users/${enc(id)}`, body),
    'User updated',
    'update user',
  );

export const useDeleteUser = () =>
  useUserMutation(
    (id: string) => api.delete(`/api/admin/users/${enc(id)}`),
    'User deleted',
    'delete user',
  );

export const useResetPassword = () =>
  useUserMutation(
    ({ id, body }: { id: string; body: AdminResetPasswordInput }) =>
      api.post(`/api/admin/users/${enc(id)}/reset-password`, body),
    'Password reset',
    'reset password',
  );
