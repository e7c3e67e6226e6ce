import type { CancelReasonCode } from '@pickup/domain/ordering/cancel-reasons';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ApiError, api, serverMessage } from '@/lib/api-client';
import { manageKeys } from '../api/keys';

export const UNAUTHORIZED_REDIRECT_MS = 500;

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
  const navigate = useNavigate();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async () => {
      notify.success({ title: 'Order updated' });
      await queryClient.invalidateQueries({ queryKey: manageKeys.allOrders });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        notify.error({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
        });
        setTimeout(() => void navigate(paths.auth.getHref()), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      notify.error({
        title: 'Failed to update order status.',
        description: serverMessage(error),
      });
      // The order may have moved on elsewhere; show what it is now.
      void queryClient.invalidateQueries({ queryKey: manageKeys.allOrders });
    },
  });
}
