import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuTreeView } from '@pickup/projections/catalog/menus/contract';
import { notify } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/management/toasts';
import { invalidateCatalog } from './keys';

const itemPath = (menuItemId: string) => `/api/sold-out/item/${encodeURIComponent(menuItemId)}`;

/** PUT /api/sold-out/item/:id: "86", sold out until the restaurant's next opening. */
export const markItemSoldOut = (menuItemId: string) =>
  api.put(itemPath(menuItemId), { until: 'next_opening' });

/** DELETE /api/sold-out/item/:id: the item is back on, orderable again. */
export const markItemBackOn = (menuItemId: string) => api.delete(itemPath(menuItemId));

/**
 * The items of a menu sold out now, with when each returns by itself (null: only when turned
 * back on). The restaurant's tree carries only the marks that hold now.
 */
export function soldOutItems(menu: Pick<MenuTreeView, 'soldOut'> | undefined) {
  return new Map(
    (menu?.soldOut ?? []).filter((m) => m.entry.kind === 'item').map((m) => [m.entry.id, m.until]),
  );
}

/** "Back on": turns a sold-out item back on and says so. */
export function useBackOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { menuItemId: string; name: string }) => markItemBackOn(item.menuItemId),
    onSuccess: async (_, item) => {
      notify.success({ title: `${item.name} is back on`, description: 'Customers can order it.' });
      await invalidateCatalog(queryClient);
    },
    onError: failureToast('Could not turn it back on. Please try again.'),
  });
}
