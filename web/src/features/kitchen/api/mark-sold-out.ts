import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { invalidateCatalog } from '@/features/management-shared/api/keys';
import { failureToast } from '@/features/management-shared/toasts';

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
