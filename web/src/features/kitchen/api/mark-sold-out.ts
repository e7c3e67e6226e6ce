import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { invalidateCatalog } from '@/lib/management/api/keys';
import { markItemSoldOut, useBackOn } from '@/lib/management/api/sold-out';
import { failureToast } from '@/lib/management/toasts';

/**
 * The board's "86": sold out until the next opening, with Undo on its toast (the same call
 * as Back on) for the tap that was not meant.
 */
export function useMarkSoldOut() {
  const queryClient = useQueryClient();
  const undo = useBackOn();
  return useMutation({
    mutationFn: (item: { menuItemId: string; name: string }) => markItemSoldOut(item.menuItemId),
    onSuccess: async (_, item) => {
      notify.success({
        title: `${item.name} sold out`,
        description: 'Until the next opening',
        action: { label: 'Undo', onClick: () => undo.mutate(item) },
      });
      await invalidateCatalog(queryClient);
    },
    onError: failureToast('Could not mark it sold out. Please try again.'),
  });
}
