import { CUISINES } from '@pickup/domain/catalog/schemas';
import { byDistance, byPickupTime, byPopularity, byRating } from '@pickup/domain/catalog/sorting';
import { pickupMinutesOf, ratingOf, type NearbyRestaurant, type Restaurant } from './types';

/**
 * Spec §2 "Restaurants list" filters and sorts, applied on the client (§7). Every cuisine a
 * restaurant can have (DECISIONS 26), not only the spec's four.
 */
export const CUISINE_FILTERS = ['all', ...CUISINES] as const;
export type CuisineFilter = (typeof CUISINE_FILTERS)[number];

export const SORTS = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'distance', label: 'Closest' },
  { value: 'pickup', label: 'Fastest Pickup' },
] as const;
export type SortKey = (typeof SORTS)[number]['value'];

/** DECISIONS 4: Load More reveals 12 more each time. */
export const PAGE_SIZE = 12;

/** Case-insensitive match on name, cuisine and description (spec §5). */
export function matchesSearch(restaurant: Restaurant, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [restaurant.name, restaurant.cuisine, restaurant.description ?? ''].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

const hasDistance = (r: Restaurant): r is NearbyRestaurant =>
  typeof (r as Partial<NearbyRestaurant>).distance === 'number';

export type Arrangement = {
  search: string;
  cuisine: CuisineFilter;
  sort: SortKey;
  /** Orders in the last 30 days by restaurant id (DECISIONS 18); missing counts as 0. */
  orderCounts?: ReadonlyMap<string, number>;
};

/**
 * The list as shown. Ties fall back to the name, so "Most Popular" without any orders is the
 * name order of spec §9; "Closest" only means something in nearby mode.
 */
export function arrange<T extends Restaurant>(
  restaurants: readonly T[],
  { search, cuisine, sort, orderCounts }: Arrangement,
): T[] {
  const shown = restaurants.filter(
    (r) => (cuisine === 'all' || r.cuisine.toLowerCase() === cuisine) && matchesSearch(r, search),
  );
  const keyed = shown.map((r) => ({
    r,
    name: r.name,
    rating: ratingOf(r),
    estimatedPickupTime: pickupMinutesOf(r),
    distance: hasDistance(r) ? r.distance : Number.POSITIVE_INFINITY,
    orderCount: orderCounts?.get(r.id) ?? 0,
  }));
  const compare = {
    popular: byPopularity,
    rating: byRating,
    distance: byDistance,
    pickup: byPickupTime,
  }[sort];
  return keyed.sort(compare).map((k) => k.r);
}
