import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates, type LiveSubscription, type OrderUpdated } from '@/lib/socket';
import { announceChange } from '@/lib/data-changes';

/**
 * Keeps the staff order screens current: every pushed change, reconnect or resync is an
 * order change (what that refetches: app/data-changes.ts). `onUpdate` lets a screen react
 * too (the kitchen's new-order chime).
 */
export function useLiveOrders(
  subscription: LiveSubscription | null,
  onUpdate?: (update: OrderUpdated) => void,
) {
  const queryClient = useQueryClient();
  const refetch = () => void announceChange(queryClient, 'orders');
  return useLiveUpdates(subscription, {
    onUpdate: (update) => {
      refetch();
      onUpdate?.(update);
    },
    onCatchUp: refetch,
  });
}
