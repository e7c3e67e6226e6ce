import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { announceChange } from '@/lib/data-changes';
import { useLiveUpdates } from '@/lib/socket';

/**
 * Keeps the shown orders current without a reload: one subscription per order (the server
 * checks each), and what shows orders is read again on a change or after a reconnect.
 */
export function LiveOrderUpdates({ orderIds }: { orderIds: readonly string[] }) {
  const queryClient = useQueryClient();
  const refetch = useCallback(() => void announceChange(queryClient, 'orders'), [queryClient]);
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
