import type { DomainEvent } from '../commands/decider';
import type { EventMetadata, NewEvent, StreamAppend } from '../eventstore/types';
import { pickupForTakenSlot, type Pickup, type PickupPlan, type PlanInput } from '../timing/pickup';
import {
  decidePickupSlots,
  type PickupSlotEvent,
  type PickupSlotsState,
  type TakePickupSlot,
} from '../timing/pickup-slots';
import { decideStock, type StockCommand, type StockEvent, type StockState } from './item-stock';
import { orderStream, type OrderEvent, type OrderState } from './order-events';
import { placeOrder, type PlaceOrder } from './place-order';

/**
 * Placing an order, decided in one step: the order's own decision, the units it takes of
 * items with a stock count and, where the restaurant limits its pickup slots, the order's
 * place in the day's slots. All are written by one append (`placementAppends`): the day's
 * and the items' streams at the versions read decide capacity and stock.
 */

/** What placing decided: the pickup promised, the place taken (none when capacity is off) and the order. */
export interface Placement {
  pickup: Pickup;
  slot: PickupSlotEvent[];
  /** Units taken, per counted item's stream. */
  stock: ItemStockTaken[];
  order: OrderEvent[];
}

export interface ItemStockTaken {
  stream: string;
  events: StockEvent[];
}

/** A counted item's stock as read, and the units this order asks of it. */
export interface StockDecisionInput {
  stream: string;
  state: StockState;
  take: Extract<StockCommand, { type: 'TakeStock' }>;
}

/** Each counted item's units taken; an item with too few left refuses, naming it. */
const takeStock = (stock: readonly StockDecisionInput[]): ItemStockTaken[] =>
  stock.flatMap(({ stream, state, take }) => {
    const events = decideStock(take, state);
    return events.length > 0 ? [{ stream, events }] : [];
  });

/** The day's places as they stand, and the place this order asks for. */
export interface SlotDecisionInput {
  state: PickupSlotsState;
  take: TakePickupSlot;
}

/**
 * The order is decided first with the planned pickup (its refusals come before the rest),
 * then the counted items' units are taken (too few left refuses, naming the item), then the
 * place is taken (a full slot refuses, SlotFullError), then the order is decided with the
 * pickup of the slot taken. A retried order that already holds a place keeps it.
 */
export function decidePlacement(input: {
  command: Omit<PlaceOrder, 'pickup'>;
  order: OrderState;
  plan: PickupPlan;
  planInput: PlanInput;
  slots?: SlotDecisionInput;
  stock?: readonly StockDecisionInput[];
}): Placement {
  const { command, order, plan, planInput } = input;
  const planned = [placeOrder({ ...command, pickup: plan.pickup }, order)];
  const stock = takeStock(input.stock ?? []);
  if (!input.slots) return { pickup: plan.pickup, slot: [], stock, order: planned };
  const { state, take } = input.slots;
  const slot = decidePickupSlots(take, state);
  const taken = slot.find((e) => e.type === 'PickupSlotTaken');
  const slotStart = taken?.data.slotStart ?? state.byOrder.get(take.orderId)?.slotStart;
  if (!slotStart) return { pickup: plan.pickup, slot, stock, order: planned };
  const pickup = pickupForTakenSlot(plan, planInput, slotStart);
  return { pickup, slot, stock, order: [placeOrder({ ...command, pickup }, order)] };
}

/** Gives a decided event its id and metadata (injected: the domain reads no clock). */
export type Stamp = (event: DomainEvent) => NewEvent;

/** Each event a new id from `newId`, all the same metadata. */
export const stampWith =
  (newId: () => string, metadata: EventMetadata): Stamp =>
  (e) => ({ id: newId(), type: e.type, data: e.data, metadata });

/** A stream as read: its version decides the append. */
export interface ReadAt {
  stream: string;
  version: bigint;
  exists: boolean;
}

/** The counted items' stock a decision reads, and the versions it appends at. */
export interface StockRead {
  inputs: StockDecisionInput[];
  reads: ReadAt[];
}

const expectedOf = (read: ReadAt) => (read.exists ? read.version : 'no_stream');

/**
 * The one append a placement makes: the day's slot stream first and the counted items'
 * streams (each at the version its state was read at), then the new order's stream.
 * Streams with nothing to append are left out.
 */
export function placementAppends(
  placement: Placement,
  streams: { orderId: string; day?: ReadAt; stock?: readonly ReadAt[] },
  stamp: Stamp,
): StreamAppend[] {
  const appends: StreamAppend[] = [];
  const { day } = streams;
  if (day && placement.slot.length > 0)
    appends.push({
      stream: day.stream,
      events: placement.slot.map(stamp),
      expected: expectedOf(day),
    });
  for (const taken of placement.stock) {
    const read = streams.stock?.find((s) => s.stream === taken.stream);
    if (!read) throw new Error(`${taken.stream} was decided on but not read`);
    appends.push({
      stream: taken.stream,
      events: taken.events.map(stamp),
      expected: expectedOf(read),
    });
  }
  if (placement.order.length > 0)
    appends.push({
      stream: orderStream(streams.orderId),
      events: placement.order.map(stamp),
      expected: 'no_stream',
    });
  return appends;
}
