import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { invalidateCatalog } from '@/lib/management/api/keys';
import { failureToast } from '@/lib/management/toasts';

/** PUT /api/sold-out/item/:id: sold out until the restaurant's next opening. */
export const markItemSoldOut = (menuItemId: string) =>
  api.put(`/api/sold-out/item/${encodeURIComponent(menuItemId)}`, { until: 'next_opening' });

export function useMarkSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { menuItemId: string; name: string }) => markItemSoldOut(item.menuItemId),
    onSuccess: async (_, item) => {
      notify.success({ title: `${item.name} sold out`, description: 'Until the next opening' });
      await invalidateCatalog(queryClient);
    },
    onError: failureToast('Could not mark it sold out. Please try again.'),
  });
}
