import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantTurnedAway } from '@pickup/projections/demand/contract';
import type { RestaurantHandoff } from '@pickup/projections/handoff/contract';
import type { RestaurantAccuracy } from '@pickup/projections/timing/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

/**
 * One restaurant's 30-day figures, `GET /api/restaurants/:id/{path}`. Their keys sit under
 * the figures key, so every order change (a collected order, the board's changes) refreshes
 * them too.
 */
const restaurantFigures =
  <T>(key: (restaurantId: string) => readonly unknown[], path: string) =>
  (restaurantId: string) =>
    queryOptions({
      queryKey: key(restaurantId),
      queryFn: () => api.get<T>(`/api/restaurants/${encodeURIComponent(restaurantId)}/${path}`),
    });

export const getPromiseAccuracyQueryOptions = restaurantFigures<RestaurantAccuracy>(
  ownerKeys.promiseAccuracy,
  'promise-accuracy',
);
export const usePromiseAccuracy = (restaurantId: string) =>
  useQuery(getPromiseAccuracyQueryOptions(restaurantId));

export const getHandoffWaitQueryOptions = restaurantFigures<RestaurantHandoff>(
  ownerKeys.handoffWait,
  'handoff-wait',
);
export const useHandoffWait = (restaurantId: string) =>
  useQuery(getHandoffWaitQueryOptions(restaurantId));

export const getTurnedAwayQueryOptions = restaurantFigures<RestaurantTurnedAway>(
  ownerKeys.turnedAway,
  'turned-away',
);
export const useTurnedAway = (restaurantId: string) =>
  useQuery(getTurnedAwayQueryOptions(restaurantId));
