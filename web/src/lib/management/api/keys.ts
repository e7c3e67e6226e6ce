import type { QueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@pickup/domain/ordering/status';

/** What a staff order list asks the server for; every field narrows it. */
export type OrderListFilters = {
  restaurantId?: string;
  status?: OrderStatus;
  /** The restaurant's local day, YYYY-MM-DD. */
  date?: string;
  /** Order number as shown (or its start, or the full id). */
  q?: string;
  /** 1-based. */
  page: number;
};

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
