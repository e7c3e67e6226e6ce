import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveUpdates } from '@/lib/socket';
import { myOrdersQueryKey } from '../api/get-my-orders';

/**
 * Keeps the shown orders current without a reload: one subscription per order (the server
 * checks each), and the list is read again on a change or after a reconnect.
 */
export function LiveOrderUpdates({ orderIds }: { orderIds: readonly string[] }) {
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
    [queryClient],
  );
  return orderIds.map((orderId) => (
    <OrderSubscription key={orderId} orderId={orderId} onChange={refetch} />
  ));
}

function OrderSubscription({ orderId, onChange }: { orderId: string; onChange: () => void }) {
  useLiveUpdates(
    { orderId },
    {
      // Every subscription hears every order's signal on the one shared socket.
      onUpdate: (update) => {
        if (update.orderId === orderId) onChange();
      },
      onCatchUp: onChange,
    },
  );
  return null;
}
