import type { QueryClient } from '@tanstack/react-query';
import { announceChange } from '@/lib/data-changes';

/** Query keys of the shared management reads; every catalog write invalidates `catalog`. */
export const manageKeys = {
  catalog: ['manage', 'catalog'] as const,
  restaurants: () => [...manageKeys.catalog, 'restaurants'] as const,
  restaurant: (id: string) => [...manageKeys.catalog, 'restaurant', id] as const,
  users: () => ['manage', 'users'] as const,
  /** Stock left (issue 32): stale after every order change too (app/data-changes.ts). */
  allStock: () => ['manage', 'stock'] as const,
  stock: (restaurantId: string) => [...manageKeys.allStock(), restaurantId] as const,
};

/**
 * A catalog change may show on any screen, the management ones and the customer pages:
 * which ones is the app's to say (app/data-changes.ts).
 */
export async function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  await announceChange(queryClient, 'catalog');
}
