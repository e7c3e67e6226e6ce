import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupOptions } from '@pickup/domain/timing/pickup';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';

export type { PickupOptions };

type Input = {
  restaurantId: string;
  menuIds: readonly string[];
  items: number;
  /**
   * The kitchen's pause as the restaurant page last read it (its message, null when taking
   * orders): when a pause begins or ends the times are asked for again, so checkout never
   * keeps promising a time inside a pause.
   */
  paused?: string | null;
};

/** GET /api/restaurants/:id/pickup-slots: ASAP's promise and the free slots for this cart. */
export const getPickupSlotsQueryOptions = ({ restaurantId, menuIds, items, paused }: Input) => {
  const ids = [...menuIds].sort().join(',');
  const query = new URLSearchParams({ items: String(Math.max(1, items)) });
  if (ids) query.set('menuIds', ids);
  return queryOptions({
    queryKey: orderKeys.pickupSlots(restaurantId, ids, items, paused ?? null),
    queryFn: () =>
      api.get<PickupOptions>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/pickup-slots?${query}`,
      ),
    // Slots fill while a customer decides: look again now and then.
    refetchInterval: 60_000,
  });
};

export const usePickupSlots = (input: Input, enabled: boolean) =>
  useQuery({ ...getPickupSlotsQueryOptions(input), enabled });
