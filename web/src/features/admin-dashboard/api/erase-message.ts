import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';
import { getMessagesQueryOptions } from './get-messages';

/** Issue 17: an erasure request from a sender without an account; the text is gone for good. */
export const useEraseMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/messages/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      notify.success({ title: 'Message erased successfully!' });
      await queryClient.invalidateQueries({ queryKey: getMessagesQueryOptions().queryKey });
    },
    onError: (error) =>
      notify.error({
        title: 'Error',
        description: `Failed to erase message: ${serverMessage(error) || 'Something went wrong'}`,
      }),
  });
};
