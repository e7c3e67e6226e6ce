import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getOrderQueryOptions } from './get-order';

/** The customer cancels their own pending order (the server records "customer asked"). */
export const cancelOrder = (orderId: string) =>
  api.patch(`/api/orders/${encodeURIComponent(orderId)}/status`, { status: 'cancelled' });

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(orderId).queryKey }),
  });
}
