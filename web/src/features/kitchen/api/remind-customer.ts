import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { announceChange } from '@/lib/data-changes';
import { failureToast } from '@/lib/management/toasts';

/** POST /api/orders/:id/reminders (issue 31): the ready text again, at most twice. */
export const remindCustomer = (orderId: string) =>
  api.post(`/api/orders/${encodeURIComponent(orderId)}/reminders`, {});

export function useRemindCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindCustomer,
    onSuccess: async () => {
      notify.success({
        title: 'Reminder sent',
        description: 'The customer got the ready text again',
      });
      await announceChange(queryClient, 'orders');
    },
    onError: failureToast('Could not send the reminder. Please try again.'),
  });
}
