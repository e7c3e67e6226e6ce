import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates, type LiveSubscription, type OrderUpdated } from '@/lib/socket';
import { manageKeys } from '../api/keys';

/**
 * Keeps the staff order lists current: every pushed change, reconnect or resync refetches
 * them. `onUpdate` lets a screen react too (the kitchen's new-order chime).
 */
export function useLiveOrders(
  subscription: LiveSubscription | null,
  onUpdate?: (update: OrderUpdated) => void,
) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: manageKeys.allOrders });
  return useLiveUpdates(subscription, {
    onUpdate: (update) => {
      refetch();
      onUpdate?.(update);
    },
    onCatchUp: refetch,
  });
}
