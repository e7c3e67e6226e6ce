import type { CancelReasonCode } from '@pickup/domain/ordering/cancel-reasons';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { ApiError, api, serverMessage } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { announceChange } from '@/lib/data-changes';

type StatusChange = {
  id: string;
  status: OrderStatus;
  notes?: string;
  reason?: string;
  reasonCode?: CancelReasonCode;
  /** Issue 31: the customer's pickup code, or the owner's reason to hand over without it. */
  pickupCode?: string;
  overrideReason?: string;
};

/** Optional fields only when given: the API's schema takes a string or nothing, not null. */
export const updateOrderStatus = ({ id, status, ...fields }: StatusChange) =>
  api.patch(`/api/orders/${encodeURIComponent(id)}/status`, {
    status,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => Boolean(value))),
  });

/** Spec §8 "Orders": 'Order updated'; a lost session goes to /auth after 0.5 s. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async () => {
      notify.success({ title: 'Order updated' });
      await announceChange(queryClient, 'orders');
    },
    onError: (error) => {
      if (signedOut(error)) return;
      notify.error({
        title: 'Failed to update order status.',
        description: serverMessage(error),
      });
      // The order may have moved on elsewhere; show what it is now.
      void announceChange(queryClient, 'orders');
    },
  });
  // A 403 here is a refused step (another owner's order), told as a failure, not a sign-out.
  useUnauthorizedRedirect([signedOut(mutation.error) ? mutation.error : null]);
  return mutation;
}

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
