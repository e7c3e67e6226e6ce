import type { Coordinates } from '@/lib/geolocation';
import type { CuisineFilter } from '../list-view';
import type { DistanceUnit } from '../types';

/** Query keys of the customer's restaurant pages (made stale by a catalog change: the app says). */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  detail: (id: string) => [...restaurantKeys.all, 'detail', id] as const,
  nearby: (at: Coordinates, unit: DistanceUnit) =>
    [...restaurantKeys.all, 'nearby', at.lat, at.lng, unit] as const,
  list: (cuisine: CuisineFilter) => [...restaurantKeys.all, 'list', cuisine] as const,
  popular: () => [...restaurantKeys.all, 'popular'] as const,
};
