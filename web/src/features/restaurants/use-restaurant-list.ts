import { useMemo } from 'react';
import { usePopularRestaurants } from './api/get-popular-restaurants';
import { useNearbyRestaurants } from './api/get-nearby-restaurants';
import { useRestaurants } from './api/get-restaurants';
import { arrange, type CuisineFilter, type SortKey } from './list-view';
import type { DistanceUnit, Restaurant } from './types';
import type { Coordinates } from '@/lib/geolocation';

type Options = {
  at: Coordinates | null;
  unit: DistanceUnit;
  cuisine: CuisineFilter;
  sort: SortKey;
  search: string;
};

/**
 * The list the page shows: the nearby call in nearby mode, else the cuisine call; search,
 * cuisine (in nearby mode) and the sort are applied here (spec §7).
 */
export function useRestaurantList({ at, unit, cuisine, sort, search }: Options) {
  const all = useRestaurants(cuisine, at === null);
  const nearby = useNearbyRestaurants(at, unit);
  const popular = usePopularRestaurants();
  const source = at === null ? all : nearby;

  const orderCounts = useMemo(
    () => new Map((popular.data ?? []).map((r) => [r.id, r.orderCount])),
    [popular.data],
  );
  const restaurants: Restaurant[] | undefined = useMemo(
    () => source.data && arrange<Restaurant>(source.data, { search, cuisine, sort, orderCounts }),
    [source.data, search, cuisine, sort, orderCounts],
  );

  return {
    restaurants,
    // Most Popular waits for the order counts too (or their failure): shown before them, the
    // list would be sorted again under the customer's finger (issue 28: a layout shift of 0.2).
    isPending: source.isPending || (sort === 'popular' && popular.isPending),
    isError: source.isError,
    refetch: () => source.refetch(),
  };
}
