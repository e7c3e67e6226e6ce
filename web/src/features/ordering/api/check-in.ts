import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getOrderQueryOptions } from './get-order';

/** Issue 31: "I'm here", with an optional note for the counter. */
export const checkIn = (orderId: string, note: string) =>
  api.post(`/api/orders/${encodeURIComponent(orderId)}/arrival`, note ? { note } : {});

/** Checks in and refreshes the receipt (`send` and `receiptKey` differ for the link's receipt). */
export function useCheckIn(
  orderId: string,
  send: (note: string) => Promise<unknown> = (note) => checkIn(orderId, note),
  receiptKey: QueryKey = getOrderQueryOptions(orderId).queryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiptKey }),
  });
}
