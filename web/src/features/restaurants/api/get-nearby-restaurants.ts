import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyRestaurantsView } from '@pickup/projections/catalog/restaurants/contract';
import type { Coordinates } from '@/lib/geolocation';
import { api } from '@/lib/api-client';
import type { DistanceUnit, NearbyRestaurant } from '../types';
import { restaurantKeys } from './keys';

/** Spec §9 and DECISIONS 3: one radius, 15 in the chosen unit, at most 15 results. */
export const NEARBY_RADIUS = 15;
export const NEARBY_LIMIT = 15;

export const getNearbyRestaurants = async (
  { lat, lng }: Coordinates,
  unit: DistanceUnit,
): Promise<NearbyRestaurant[]> => {
  const query = new URLSearchParams({
    lat: String(lat),
    lng: String(lng),
    radius: String(NEARBY_RADIUS),
    unit,
    limit: String(NEARBY_LIMIT),
  });
  const response = await api.get<NearbyRestaurantsView>(`/api/restaurants/nearby?${query}`);
  return response.restaurants;
};

export const getNearbyRestaurantsQueryOptions = (at: Coordinates, unit: DistanceUnit) =>
  queryOptions({
    queryKey: restaurantKeys.nearby(at, unit),
    queryFn: () => getNearbyRestaurants(at, unit),
  });

export const useNearbyRestaurants = (at: Coordinates | null, unit: DistanceUnit) =>
  useQuery({
    ...getNearbyRestaurantsQueryOptions(at ?? { lat: 0, lng: 0 }, unit),
    enabled: at !== null,
  });
