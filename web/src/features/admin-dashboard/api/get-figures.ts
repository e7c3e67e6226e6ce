import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantTurnedAwayRow } from '@pickup/projections/demand/contract';
import type { RestaurantHandoffRow } from '@pickup/projections/handoff/contract';
import type { RestaurantAccuracyRow } from '@pickup/projections/timing/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The 30-day figures of every restaurant, one row each: `GET /api/admin/{path}`. */
const perRestaurant =
  <T>(key: () => readonly unknown[], path: string) =>
  () =>
    queryOptions({ queryKey: key(), queryFn: () => api.get<T[]>(`/api/admin/${path}`) });

export const getPromiseAccuracyQueryOptions = perRestaurant<RestaurantAccuracyRow>(
  adminKeys.promiseAccuracy,
  'promise-accuracy',
);
export const usePromiseAccuracy = () => useQuery(getPromiseAccuracyQueryOptions());

export const getHandoffWaitQueryOptions = perRestaurant<RestaurantHandoffRow>(
  adminKeys.handoffWait,
  'handoff-wait',
);
export const useHandoffWait = () => useQuery(getHandoffWaitQueryOptions());

export const getTurnedAwayQueryOptions = perRestaurant<RestaurantTurnedAwayRow>(
  adminKeys.turnedAway,
  'turned-away',
);
export const useTurnedAway = () => useQuery(getTurnedAwayQueryOptions());
