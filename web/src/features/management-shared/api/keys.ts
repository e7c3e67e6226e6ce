import type { QueryClient } from '@tanstack/react-query';
import type { OrderListFilters } from '../orders/get-orders';

/** Query keys of the management screens; every catalog write invalidates `catalog`. */
export const manageKeys = {
  catalog: ['manage', 'catalog'] as const,
  restaurants: () => [...manageKeys.catalog, 'restaurants'] as const,
  restaurant: (id: string) => [...manageKeys.catalog, 'restaurant', id] as const,
  users: () => ['manage', 'users'] as const,
  orders: (filters: OrderListFilters) => ['manage', 'orders', filters] as const,
  allOrders: ['manage', 'orders'] as const,
};

/**
 * A catalog change may show on any screen: the management ones and the customer pages
 * (whose keys start with 'restaurants').
 */
export async function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: manageKeys.catalog }),
    queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
  ]);
}
