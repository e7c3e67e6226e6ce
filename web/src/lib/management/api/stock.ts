import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { stockLeftAt } from '@pickup/domain/ordering/item-stock';
import type { SetStockCountBody } from '@pickup/domain/ordering/stock-schemas';
import type { StockCountView } from '@pickup/projections/catalog/menus/stock-queries';
import { notify } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { failureToast } from '@/lib/management/toasts';
import { invalidateCatalog, manageKeys } from './keys';

/** Stock counts (issue 32): "N left today" on items, with an optional daily par. */

export type StockCount = StockCountView;

const stockPath = (menuItemId: string) => `/api/stock/${encodeURIComponent(menuItemId)}`;

/** GET /api/restaurants/:id/stock: each counted item of the restaurant and what is left. */
export const getStockCounts = (restaurantId: string) =>
  api.get<StockCount[]>(`/api/restaurants/${encodeURIComponent(restaurantId)}/stock`);

// Every order change (an order takes units, a cancelled one gives them back) makes it
// stale (app/data-changes.ts), so the board shows what is left live.
export const stockCountsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: manageKeys.stock(restaurantId),
    queryFn: () => getStockCounts(restaurantId),
  });

export const useStockCounts = (restaurantId: string) =>
  useQuery(stockCountsQueryOptions(restaurantId));

/** Units left at `now`: the par once a refill has come, else what the count says. */
export const unitsLeft = (count: Pick<StockCount, 'stock'>, now: Date): number =>
  stockLeftAt({ counted: true, ...count.stock }, now) ?? 0;

async function refreshStock(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    invalidateCatalog(queryClient),
    queryClient.invalidateQueries({ queryKey: manageKeys.allStock() }),
  ]);
}

/** PUT /api/stock/:itemId: sets what is left today (and the par it refills to). */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { menuItemId: string; name: string } & SetStockCountBody) =>
      api.put(stockPath(input.menuItemId), { left: input.left, par: input.par ?? null }),
    onSuccess: async (_, input) => {
      notify.success({
        title: `${input.name}: ${input.left} left today`,
        description:
          input.par == null
            ? 'Counted until you change it'
            : `Back to ${input.par} at each opening`,
      });
      await refreshStock(queryClient);
    },
    onError: failureToast('Could not set the count. Please try again.'),
  });
}

/** DELETE /api/stock/:itemId: the item is no longer counted. */
export function useClearStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { menuItemId: string; name: string }) =>
      api.delete(stockPath(item.menuItemId)),
    onSuccess: async (_, item) => {
      notify.success({ title: `${item.name} is no longer counted` });
      await refreshStock(queryClient);
    },
    onError: failureToast('Could not stop counting it. Please try again.'),
  });
}
