import type { Decider, DomainEvent } from '../commands/decider';
import { DomainError } from '../shared/errors';
import { hasRoom, type SlotLimit } from './capacity';

/**
 * The places taken in a restaurant's pickup slots on one service day, stream
 * `pickup-slots-{restaurantId}-{serviceDate}`. Capacity is decided here, on the write side:
 * the stream is appended with the version read, so two customers racing for a slot's last
 * place get one place and one refusal naming the next slot with room.
 */

export const pickupSlotsStream = (restaurantId: string, serviceDate: string) =>
  `pickup-slots-${restaurantId}-${serviceDate}`;

export type PickupSlotTaken = DomainEvent<
  'PickupSlotTaken',
  { restaurantId: string; slotStart: string; orderId: string; items: number }
>;
export type PickupSlotReleased = DomainEvent<
  'PickupSlotReleased',
  { restaurantId: string; slotStart: string; orderId: string }
>;
export type PickupSlotEvent = PickupSlotTaken | PickupSlotReleased;

export interface SlotCandidate {
  /** ISO instant of the slot's start. */
  start: string;
  limit: SlotLimit;
}

export interface TakePickupSlot {
  type: 'TakePickupSlot';
  restaurantId: string;
  orderId: string;
  items: number;
  /**
   * Slots in order of preference. `exact` (a scheduled order) takes the first or is refused
   * naming the next with room; otherwise (as soon as possible) the first with room is taken.
   */
  candidates: readonly SlotCandidate[];
  exact: boolean;
}

export interface ReleasePickupSlot {
  type: 'ReleasePickupSlot';
  restaurantId: string;
  orderId: string;
}

export type PickupSlotCommand = TakePickupSlot | ReleasePickupSlot;

export interface SlotUse {
  orders: number;
  items: number;
}

/**
 * Kept as maps updated in place by `evolve`: a busy day's stream holds thousands of events,
 * and copying the maps per event would make every order's fold quadratic. A state is only
 * ever folded fresh from `initialState()`.
 */
export interface PickupSlotsState {
  bySlot: Map<string, SlotUse>;
  /** The slot each order holds, with its items. */
  byOrder: Map<string, { slotStart: string; items: number }>;
}

export const SLOT_FULL = 'This pickup time is full';
export const NO_SLOT_LEFT = 'There is no pickup time with room left today';

/** A full slot: 409, with the next slot that has room (null when none is left). */
export class SlotFullError extends DomainError {
  constructor(readonly nextSlotStart: string | null) {
    super('conflict', nextSlotStart ? SLOT_FULL : NO_SLOT_LEFT, [], { nextSlotStart });
  }
}

const emptyUse: SlotUse = { orders: 0, items: 0 };

export function evolvePickupSlots(
  state: PickupSlotsState,
  event: PickupSlotEvent,
): PickupSlotsState {
  const { bySlot, byOrder } = state;
  switch (event.type) {
    case 'PickupSlotTaken': {
      const { slotStart, orderId, items } = event.data;
      const use = bySlot.get(slotStart) ?? emptyUse;
      bySlot.set(slotStart, { orders: use.orders + 1, items: use.items + items });
      byOrder.set(orderId, { slotStart, items });
      return state;
    }
    case 'PickupSlotReleased': {
      const held = byOrder.get(event.data.orderId);
      if (!held) return state;
      const use = bySlot.get(held.slotStart) ?? emptyUse;
      bySlot.set(held.slotStart, { orders: use.orders - 1, items: use.items - held.items });
      byOrder.delete(event.data.orderId);
      return state;
    }
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** The places taken in a slot. */
export const slotUse = (state: PickupSlotsState, slotStart: string): SlotUse =>
  state.bySlot.get(slotStart) ?? emptyUse;

/** The candidates that can take one more order of `items` items. */
export function withRoom(
  state: PickupSlotsState,
  candidates: readonly SlotCandidate[],
  items: number,
): SlotCandidate[] {
  return candidates.filter((c) => hasRoom(c.limit, slotUse(state, c.start), items));
}

function take(command: TakePickupSlot, state: PickupSlotsState): PickupSlotEvent[] {
  // The same order asking again (a retried request) keeps the place it has.
  if (state.byOrder.has(command.orderId)) return [];
  const fits = (c: SlotCandidate) => hasRoom(c.limit, slotUse(state, c.start), command.items);
  const [wanted, ...later] = command.candidates;
  const chosen = command.exact
    ? wanted && fits(wanted)
      ? wanted
      : undefined
    : command.candidates.find(fits);
  if (!chosen) {
    const next = (command.exact ? later : []).find(fits);
    throw new SlotFullError(next?.start ?? null);
  }
  return [
    {
      type: 'PickupSlotTaken',
      data: {
        restaurantId: command.restaurantId,
        slotStart: chosen.start,
        orderId: command.orderId,
        items: command.items,
      },
    },
  ];
}

function release(command: ReleasePickupSlot, state: PickupSlotsState): PickupSlotEvent[] {
  const held = state.byOrder.get(command.orderId);
  if (!held) return [];
  return [
    {
      type: 'PickupSlotReleased',
      data: {
        restaurantId: command.restaurantId,
        slotStart: held.slotStart,
        orderId: command.orderId,
      },
    },
  ];
}

export function decidePickupSlots(
  command: PickupSlotCommand,
  state: PickupSlotsState,
): PickupSlotEvent[] {
  switch (command.type) {
    case 'TakePickupSlot':
      return take(command, state);
    case 'ReleasePickupSlot':
      return release(command, state);
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const pickupSlotsDecider: Decider<PickupSlotCommand, PickupSlotsState, PickupSlotEvent> = {
  initialState: () => ({ bySlot: new Map(), byOrder: new Map() }),
  evolve: evolvePickupSlots,
  decide: decidePickupSlots,
};
