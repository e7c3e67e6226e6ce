import type pg from 'pg';
import { slotCapacityOf, type Restaurant } from '@pickup/domain/catalog/restaurant';
import { wallClock } from '@pickup/domain/catalog/zoned-time';
import { randomUUID } from 'node:crypto';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  StreamAppend,
} from '@pickup/domain/eventstore/types';
import { DomainError } from '@pickup/domain/shared/errors';
import {
  pickupForTakenSlot,
  planPickup,
  type DaySlots,
  type Pickup,
  type PickupPlan,
  type PickupRequest,
  type PlanInput,
} from '@pickup/domain/timing/pickup';
import {
  pickupSlotsStream,
  SLOT_FULL,
  SlotFullError,
  type PickupSlotEvent,
  type PickupSlotTaken,
} from '@pickup/domain/timing/pickup-slots';
import { predictPrepMinutes, type PrepPrediction } from '@pickup/domain/timing/predictor';
import { serviceDateOf, type MenuHours } from '@pickup/domain/timing/slots';
import { ordersInKitchen, prepHistory } from '@pickup/projections/timing/prep-history';
import { remembered } from '../db/remembered';
import type { Actor } from '../http/actor';
import { slotBatcher } from './slot-batcher';

/**
 * The timing side of placing an order: the promise predicted from the kitchen's history,
 * the pickup plan, and the place taken in the day's slot stream (which decides capacity).
 */

/** The history changes slowly; a minute-old summary promises as well as a fresh one. */
const HISTORY_KEPT_MS = 60_000;
/**
 * The kitchen's load picks one of a few buckets; a count a couple of seconds old picks the
 * same one, and a busy kitchen's orders then share one count instead of each making its own.
 */
const LOAD_KEPT_MS = 2_000;

export interface PickupDeps {
  pool: Pick<pg.Pool, 'query'>;
  store: EventStore;
  now?: () => Date;
  newId?: () => string;
}

const hhmm = (timezone: string, iso: string) => {
  const w = wallClock(timezone, new Date(iso));
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

export function pickupTiming(deps: PickupDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;
  const batcher = slotBatcher(deps.store, newId);
  const metadataOf = (actor: Actor | null): EventMetadata => ({
    actorId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
    correlationId: newId(),
    causationId: null,
    at: now().toISOString(),
  });
  const history = remembered((restaurantId: string) => prepHistory(deps.pool, restaurantId), {
    ttlMs: HISTORY_KEPT_MS,
    now: () => now().getTime(),
  });
  const load = remembered(
    (restaurantId: string) => ordersInKitchen(deps.pool, restaurantId, now()),
    { ttlMs: LOAD_KEPT_MS, now: () => now().getTime() },
  );

  /**
   * Minutes from `at` to ready. `rushMinutes` is what rush mode adds on top (issue 15's
   * service controls pass it; 0 when the kitchen is not rushed).
   */
  async function predict(
    restaurant: Restaurant,
    at: Date,
    rushMinutes = 0,
  ): Promise<PrepPrediction> {
    const [samples, inKitchen] = await Promise.all([history(restaurant.id), load(restaurant.id)]);
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
      rules: { timezone: restaurant.timezone, hours: restaurant.hours, menus: input.menus },
      prepMinutes: prediction.minutes,
      capacity: slotCapacityOf(restaurant),
      takingOrdersNow: input.takingOrdersNow ?? true,
    };
    return { plan: planPickup(planInput), planInput };
  }

  /**
   * Takes the order's place in the slot stream; answers the final pickup, whether this
   * call took the place (a retried submission may find it already held) and, when the store
   * could append `placeOrder`'s events in the same transaction, their append's result.
   */
  async function takeSlot(
    actor: Actor,
    restaurant: Restaurant,
    orderId: string,
    items: number,
    planned: { plan: PickupPlan; planInput: PlanInput },
    placeOrder?: (pickup: Pickup) => StreamAppend,
  ): Promise<{ pickup: Pickup; took: boolean; placed?: AppendResult }> {
    const slots = planned.plan.slots;
    if (!slots) return { pickup: planned.plan.pickup, took: false };
    const alongside =
      placeOrder &&
      ((events: PickupSlotEvent[]) => {
        const taken = events[0];
        return taken?.type === 'PickupSlotTaken'
          ? placeOrder(pickupForTakenSlot(planned.plan, planned.planInput, taken.data.slotStart))
          : null;
      });
    /** The place taken in one service day's stream, among its candidates. */
    const takeIn = async (day: DaySlots) => {
      const stream = pickupSlotsStream(restaurant.id, day.serviceDate);
      const { events, appended } = await batcher.execute(
        stream,
        {
          type: 'TakePickupSlot',
          restaurantId: restaurant.id,
          orderId,
          items,
          candidates: day.candidates,
          exact: slots.exact,
        },
        metadataOf(actor),
        alongside,
      );
      const taken = events[0] as PickupSlotTaken | undefined;
      const slotStart =
        taken?.data.slotStart ?? batcher.stateOf(stream)?.byOrder.get(orderId)?.slotStart;
      if (!slotStart) return { pickup: planned.plan.pickup, took: false };
      return {
        pickup: pickupForTakenSlot(planned.plan, planned.planInput, slotStart),
        took: taken !== undefined,
        placed: appended,
      };
    };
    try {
      return await takeIn(slots).catch((err: unknown) => {
        // Tonight is full: an ASAP order takes the first place after midnight, if any.
        const dayFull = err instanceof SlotFullError && !err.nextSlotStart;
        if (!dayFull || !slots.next) throw err;
        return takeIn(slots.next);
      });
    } catch (err) {
      if (err instanceof SlotFullError && err.nextSlotStart)
        throw new DomainError(
          'conflict',
          `${SLOT_FULL}. The next free pickup time is ${hhmm(restaurant.timezone, err.nextSlotStart)}`,
          [],
          err.extra,
        );
      throw err;
    }
  }

  /** Frees an order's place (cancelled, or its placing failed after the place was taken). */
  async function releaseSlot(
    actor: Actor | null,
    order: { restaurantId: string; orderId: string; timezone: string; slotStart: string },
  ): Promise<void> {
    await batcher.execute(
      pickupSlotsStream(
        order.restaurantId,
        serviceDateOf(order.timezone, new Date(order.slotStart)),
      ),
      { type: 'ReleasePickupSlot', restaurantId: order.restaurantId, orderId: order.orderId },
      metadataOf(actor),
    );
  }

  return { predict, plan, takeSlot, releaseSlot };
}

export type PickupTiming = ReturnType<typeof pickupTiming>;
