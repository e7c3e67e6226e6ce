import type pg from 'pg';
import { slotCapacityOf, type Restaurant } from '@pickup/domain/catalog/restaurant';
import {
  planPickup,
  type PickupPlan,
  type PickupRequest,
  type PlanInput,
} from '@pickup/domain/timing/pickup';
import { predictPrepMinutes, type PrepPrediction } from '@pickup/domain/timing/predictor';
import type { MenuHours } from '@pickup/domain/timing/slots';
import { ordersInKitchen, prepHistory } from '@pickup/projections/timing/prep-history';

/**
 * The timing side of placing an order: the promise predicted from the kitchen's history and
 * load, and the pickup plan. The place itself is taken with the order (place-order.ts).
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
  /**
   * Minutes from `at` to ready. `rushMinutes` is what rush mode adds on top (issue 15's
   * service controls pass it; 0 when the kitchen is not rushed).
   */
  async function predict(
    restaurant: Restaurant,
    at: Date,
    rushMinutes = 0,
  ): Promise<PrepPrediction> {
    const [samples, inKitchen] = await Promise.all([
      signals.history(restaurant.id),
      signals.inKitchen(restaurant.id),
    ]);
    return predictPrepMinutes({
      history: samples,
      timezone: restaurant.timezone,
      at,
      ordersInKitchen: inKitchen,
      fallbackMinutes: restaurant.estimatedPickupTime,
      rushMinutes,
    });
  }

  async function plan(input: {
    restaurant: Restaurant;
    menus: MenuHours[];
    request: PickupRequest;
    at: Date;
    /** false while the kitchen is paused (issue 15): ASAP is then refused. */
    takingOrdersNow?: boolean;
    rushMinutes?: number;
  }): Promise<{ plan: PickupPlan; planInput: PlanInput }> {
    const { restaurant, at } = input;
    const prediction = await predict(restaurant, at, input.rushMinutes);
    const planInput: PlanInput = {
      request: input.request,
      now: at,
      rules: {
        timezone: restaurant.timezone,
        hours: restaurant.hours,
        specialDays: restaurant.specialDays,
        menus: input.menus,
      },
      prepMinutes: prediction.minutes,
      capacity: slotCapacityOf(restaurant),
      takingOrdersNow: input.takingOrdersNow ?? true,
    };
    return { plan: planPickup(planInput), planInput };
  }

  return { predict, plan };
}

export type PickupTiming = ReturnType<typeof pickupTiming>;
