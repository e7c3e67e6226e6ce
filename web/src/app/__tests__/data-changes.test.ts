import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '@/features/account/api/keys';
import { adminKeys } from '@/features/admin-dashboard/api/keys';
import { myOrderKeys } from '@/features/customer-dashboard/api/keys';
import { kitchenKeys } from '@/features/kitchen/api/keys';
import { menuKeys } from '@/features/menus/api/keys';
import { orderKeys } from '@/features/ordering/api/keys';
import { ownerKeys } from '@/features/owner-dashboard/api/keys';
import { restaurantKeys } from '@/features/restaurants/api/keys';
import { announceChange, handleDataChanges, type DataChange } from '@/lib/data-changes';
import { manageKeys } from '@/lib/management/api/keys';
import { createQueryClient } from '@/lib/query-client';
import { dataChangeHandlers } from '../data-changes';

/** One cached answer per screen; which of them the change makes stale. */
const SCREENS: Record<string, QueryKey> = {
  receipt: orderKeys.detail('o-1'),
  'my orders': myOrderKeys.list('u-1'),
  'my order history': myOrderKeys.history('u-1', 2),
  'orders in progress': accountKeys.ordersInProgressOf('u-1'),
  'kitchen board': kitchenKeys.board('r-1'),
  'owner stats': ownerKeys.stats('r-1'),
  'owner promise accuracy': ownerKeys.promiseAccuracy('r-1'),
  'owner handoff wait': ownerKeys.handoffWait('r-1'),
  'owner turned away': ownerKeys.turnedAway('r-1'),
  'owner forecast': ownerKeys.forecast('r-1'),
  'admin orders': adminKeys.orders({ page: 1 }),
  'admin stats': adminKeys.stats(),
  'admin analytics': adminKeys.analytics(),
  'stock left': manageKeys.stock('r-1'),
  'restaurant page': restaurantKeys.detail('r-1'),
  'restaurant list': restaurantKeys.list('all'),
  'managed menus': menuKeys.menus('r-1'),
  'managed restaurant': manageKeys.restaurant('r-1'),
  'slot capacity setting': ownerKeys.slotCapacity('r-1'),
  'display links': ownerKeys.displayLinks('r-1'),
  'special days': ownerKeys.specialDays('r-1'),
  'pickup times': orderKeys.pickupSlots('r-1', 'm-1', 1, null),
};

async function staleAfter(change: DataChange): Promise<string[]> {
  const client = createQueryClient();
  handleDataChanges(client, dataChangeHandlers);
  for (const key of Object.values(SCREENS)) client.setQueryData(key, {});
  await announceChange(client, change);
  return Object.entries(SCREENS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([screen]) => screen);
}

describe('what a change refreshes, across features', () => {
  it('an order change: every screen that shows orders, and no settings', async () => {
    expect(await staleAfter('orders')).toEqual([
      'receipt',
      'my orders',
      'my order history',
      'orders in progress',
      'kitchen board',
      'owner stats',
      'owner promise accuracy',
      'owner handoff wait',
      'owner turned away',
      'owner forecast',
      'admin orders',
      'admin stats',
      'admin analytics',
      'stock left',
    ]);
  });

  it('a catalog change: the management and the customer restaurant pages', async () => {
    expect(await staleAfter('catalog')).toEqual([
      'restaurant page',
      'restaurant list',
      'managed menus',
      'managed restaurant',
    ]);
  });

  it('nothing for a query client the app did not set up', async () => {
    const client = createQueryClient();
    client.setQueryData(kitchenKeys.board('r-1'), {});
    await announceChange(client, 'orders');
    expect(client.getQueryState(kitchenKeys.board('r-1'))?.isInvalidated).toBe(false);
  });
});
