import type pg from 'pg';
import type { Restaurant } from '@pickup/domain/catalog/restaurant';
import {
  planRestaurantPickup,
  type PickupPlan,
  type PickupRequest,
  type PlanInput,
} from '@pickup/domain/timing/pickup';
import type { MenuHours } from '@pickup/domain/timing/slots';
import { ordersInKitchen, prepHistory } from '@pickup/projections/timing/prep-history';
import { readKitchen } from './order-facts';

/**
 * The timing side of a restaurant's pickup options: the kitchen's signals read, and the
 * pickup planned from them (domain/timing/pickup.ts).
 */

/** What the prediction reads of a kitchen: its preparation history and its load now. */
export interface KitchenSignals {
  history(restaurantId: string): ReturnType<typeof prepHistory>;
  inKitchen(restaurantId: string): Promise<number>;
}

/** The plain signals: both read from the read models for every order. */
export function readKitchenSignals(
  pool: Pick<pg.Pool, 'query'>,
  now: () => Date = () => new Date(),
): KitchenSignals {
  return {
    history: (restaurantId) => prepHistory(pool, restaurantId),
    inKitchen: (restaurantId) => ordersInKitchen(pool, restaurantId, now()),
  };
}

export function pickupTiming(signals: KitchenSignals) {
  async function plan(input: {
    restaurant: Restaurant;
    menus: MenuHours[];
    request: PickupRequest;
    at: Date;
    /** Rush mode's minutes on top of the prediction; 0 when the kitchen is not rushed. */
    rushMinutes?: number;
  }): Promise<{ plan: PickupPlan; planInput: PlanInput }> {
    const { plan, planInput } = planRestaurantPickup({
      ...input,
      kitchen: await readKitchen(signals, input.restaurant.id),
      rushMinutes: input.rushMinutes ?? 0,
      takingOrdersNow: true,
    });
    return { plan, planInput };
  }

  return { plan };
}

export type PickupTiming = ReturnType<typeof pickupTiming>;
