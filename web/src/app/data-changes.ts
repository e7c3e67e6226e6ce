import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { accountKeys } from '@/features/account/api/keys';
import { adminKeys } from '@/features/admin-dashboard/api/keys';
import { myOrderKeys } from '@/features/customer-dashboard/api/keys';
import { kitchenKeys } from '@/features/kitchen/api/keys';
import { orderKeys } from '@/features/ordering/api/keys';
import { ownerKeys } from '@/features/owner-dashboard/api/keys';
import { restaurantKeys } from '@/features/restaurants/api/keys';
import type { DataChangeHandlers } from '@/lib/data-changes';
import { manageKeys } from '@/lib/management/api/keys';

const staleAll = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * Which features' queries each change makes stale: the one place where one feature's change
 * reaches another's screens (features announce changes through `lib/data-changes.ts`). Only
 * the queries on screen are fetched again; the others are fetched when next shown.
 */
export const dataChangeHandlers: DataChangeHandlers = {
  orders: (queryClient) =>
    staleAll(queryClient, [
      orderKeys.all,
      myOrderKeys.all,
      accountKeys.ordersInProgress(),
      kitchenKeys.all,
      ownerKeys.figures(),
      adminKeys.orderViews(),
      manageKeys.allStock(),
    ]),
  catalog: (queryClient) => staleAll(queryClient, [manageKeys.catalog, restaurantKeys.all]),
};
