import type { DomainEvent } from '../commands/decider';
import type { EventMetadata, NewEvent, StreamAppend } from '../eventstore/types';
import { pickupForTakenSlot, type Pickup, type PickupPlan, type PlanInput } from '../timing/pickup';
import {
  decidePickupSlots,
  type PickupSlotEvent,
  type PickupSlotsState,
  type TakePickupSlot,
} from '../timing/pickup-slots';
import {
  orderDecider,
  orderStream,
  type OrderEvent,
  type OrderState,
  type PlaceOrder,
} from './order';

/**
 * Placing an order, decided in one step: the order's own decision and, where the restaurant
 * limits its pickup slots, the order's place in the day's slots. Both are written by one
 * append (`placementAppends`), the day's stream first: its expected version decides capacity.
 */

/** What placing decided: the pickup promised, the place taken (none when capacity is off) and the order. */
export interface Placement {
  pickup: Pickup;
  slot: PickupSlotEvent[];
  order: OrderEvent[];
}

/** The day's places as they stand, and the place this order asks for. */
export interface SlotDecisionInput {
  state: PickupSlotsState;
  take: TakePickupSlot;
}

/**
 * The order is decided first with the planned pickup (its refusals come before a full slot),
 * then the place is taken (a full slot refuses, SlotFullError), then the order is decided
 * with the pickup of the slot taken. A retried order that already holds a place keeps it.
 */
export function decidePlacement(input: {
  command: Omit<PlaceOrder, 'pickup'>;
  order: OrderState;
  plan: PickupPlan;
  planInput: PlanInput;
  slots?: SlotDecisionInput;
}): Placement {
  const { command, order, plan, planInput } = input;
  const planned = orderDecider.decide({ ...command, pickup: plan.pickup }, order);
  if (!input.slots) return { pickup: plan.pickup, slot: [], order: planned };
  const { state, take } = input.slots;
  const slot = decidePickupSlots(take, state);
  const taken = slot.find((e) => e.type === 'PickupSlotTaken');
  const slotStart = taken?.data.slotStart ?? state.byOrder.get(take.orderId)?.slotStart;
  if (!slotStart) return { pickup: plan.pickup, slot, order: planned };
  const pickup = pickupForTakenSlot(plan, planInput, slotStart);
  return { pickup, slot, order: orderDecider.decide({ ...command, pickup }, order) };
}

/** Gives a decided event its id and metadata (injected: the domain reads no clock). */
export type Stamp = (event: DomainEvent) => NewEvent;

/** Each event a new id from `newId`, all the same metadata. */
export const stampWith =
  (newId: () => string, metadata: EventMetadata): Stamp =>
  (e) => ({ id: newId(), type: e.type, data: e.data, metadata });

/**
 * The one append a placement makes: the day's slot stream first (at the version its state
 * was read at), then the new order's stream. Streams with nothing to append are left out.
 */
export function placementAppends(
  placement: Placement,
  streams: { orderId: string; day?: { stream: string; version: bigint; exists: boolean } },
  stamp: Stamp,
): StreamAppend[] {
  const appends: StreamAppend[] = [];
  const { day } = streams;
  if (day && placement.slot.length > 0)
    appends.push({
      stream: day.stream,
      events: placement.slot.map(stamp),
      expected: day.exists ? day.version : 'no_stream',
    });
  if (placement.order.length > 0)
    appends.push({
      stream: orderStream(streams.orderId),
      events: placement.order.map(stamp),
      expected: 'no_stream',
    });
  return appends;
}
