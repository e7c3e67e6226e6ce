import { closedOnSpecialDay } from '../catalog/special-days';
import type { OrderEvent, OrderPlaced, OrderRestaurant, OrderState } from './order-events';
import { pausedMessage, serviceStatusAt, type ServiceState } from '../catalog/service-controls';
import type { Decider } from '../commands/decider';
import { conflict, forbidden, notFound, ruleBroken, validation } from '../shared/errors';
import { decideCheckIn, type CheckIn } from './arrival';
import { choosePickupCode, type PickupCodeChoice } from './handoff';
import { decideReminder, type RemindCustomer } from './reminder';
import {
  CART_EMPTY,
  MENU_INACTIVE,
  MENU_OUTSIDE_HOURS,
  ORDER_EXISTS,
  ORDER_NOT_FOUND,
  PHONE_NOT_VERIFIED,
  RESTAURANT_CLOSED,
  RESTAURANT_NOT_ACCEPTING,
  soldOutMessage,
} from './order-messages';
import { pricingError, type PricingResult } from './pricing';
import { changeStatus, type ChangeOrderStatus } from './status-change';
import type { Pickup } from '../timing/pickup';

/** The order aggregate, stream `order-{id}`. Money in integer cents, times ISO text. */
export const orderStream = (orderId: string) => `order-${orderId}`;

export * from './order-messages';

export type {
  OrderEvent,
  OrderPlaced,
  OrderRestaurant,
  OrderState,
  OrderStatusChanged,
} from './order-events';

/**
 * Facts the handler established before deciding: the customer's verification, the
 * restaurant's state now, whether the menus ordered from can be ordered from now, and the
 * order priced from the menu.
 */
export interface PlaceOrder {
  type: 'PlaceOrder';
  orderId: string;
  customer: { id: string; phoneVerified: boolean };
  restaurant: OrderRestaurant & {
    id: string;
    isActive: boolean;
    isOpen: boolean;
    /** When closed by a special day (issue 32): its note, which the refusal quotes. */
    closedNote?: string;
    /** Pause and rush as last set; judged here at `at`, so an expired pause lets orders in. */
    service: ServiceState;
  };
  /**
   * For a scheduled order, opening and menu hours are judged at its pickup slot (planPickup
   * refuses a slot outside them), so the handler passes them as of the slot.
   */
  menuAvailability: 'available' | 'inactive' | 'outside_hours';
  /** Sold-out marks of what the order asks for (items, added ingredients, sides, drinks). */
  soldOut: { name: string; until: string | null }[];
  pricing: PricingResult;
  notes?: string;
  at: string;
  /** Decided beforehand (planPickup); absent: ASAP after estimatedPickupTime. */
  pickup?: Pickup;
  /** Where the pickup code is chosen from; absent: the order gets none. */
  pickupCodes?: PickupCodeChoice;
}

export type { ChangeOrderStatus } from './status-change';
export type OrderCommand = PlaceOrder | ChangeOrderStatus | CheckIn | RemindCustomer;

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced':
      return {
        kind: 'Placed',
        orderId: event.data.orderId,
        customerId: event.data.customerId,
        restaurantId: event.data.restaurantId,
        status: 'pending',
        reminders: { count: 0 },
        ...(event.data.pickupCode ? { pickupCode: event.data.pickupCode } : {}),
      };
    case 'OrderStatusChanged':
      if (state.kind !== 'Placed') return state;
      return {
        ...state,
        status: event.data.to,
        ...(event.data.to === 'ready' ? { readyAt: event.data.at } : {}),
      };
    case 'ReadyReminderSent':
      if (state.kind !== 'Placed') return state;
      return {
        ...state,
        reminders: { count: state.reminders.count + 1, lastAt: event.data.at },
      };
    case 'CustomerArrived': {
      if (state.kind !== 'Placed') return state;
      const { at, note } = event.data;
      return { ...state, arrival: { at: state.arrival?.at ?? at, ...(note ? { note } : {}) } };
    }
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

function placeOrder(command: PlaceOrder, state: OrderState): OrderPlaced {
  if (state.kind !== 'Empty') throw conflict(ORDER_EXISTS);
  if (!command.customer.phoneVerified) throw forbidden(PHONE_NOT_VERIFIED);
  const { restaurant } = command;
  if (!restaurant.isActive) throw ruleBroken(RESTAURANT_NOT_ACCEPTING);
  if (!restaurant.isOpen)
    throw ruleBroken(
      restaurant.closedNote ? closedOnSpecialDay(restaurant.closedNote) : RESTAURANT_CLOSED,
    );
  const service = serviceStatusAt(restaurant.service, new Date(command.at));
  if (service.pausedUntil) throw conflict(pausedMessage(service.pausedUntil, restaurant.timezone));
  if (command.menuAvailability === 'inactive') throw ruleBroken(MENU_INACTIVE);
  if (command.menuAvailability === 'outside_hours') throw ruleBroken(MENU_OUTSIDE_HOURS);
  // A "rest of today" 86 is over by itself once its time has come.
  const soldOut = command.soldOut.find((m) => m.until === null || m.until > command.at);
  if (soldOut) throw conflict(soldOutMessage(soldOut.name));
  if (!command.pricing.ok) throw pricingError(command.pricing.failure);
  const { lines, subtotalCents, taxCents, totalCents } = command.pricing.order;
  if (lines.length === 0) {
    throw validation(CART_EMPTY, [{ pointer: '/items', detail: CART_EMPTY }]);
  }
  const notes = command.notes?.trim();
  // The planned pickup's promise (rush already added by the planner); without a plan, the
  // restaurant's estimate, lengthened by rush mode while it lasts.
  const readyAt =
    command.pickup !== undefined
      ? Date.parse(command.pickup.promisedAt)
      : Date.parse(command.at) + (restaurant.estimatedPickupTime + service.rushMinutes) * 60_000;
  return {
    type: 'OrderPlaced',
    data: {
      orderId: command.orderId,
      customerId: command.customer.id,
      restaurantId: restaurant.id,
      restaurant: {
        name: restaurant.name,
        address: restaurant.address,
        phone: restaurant.phone,
        taxRate: restaurant.taxRate,
        estimatedPickupTime: restaurant.estimatedPickupTime,
        timezone: restaurant.timezone,
      },
      lines,
      subtotalCents,
      taxCents,
      totalCents,
      ...(notes ? { notes } : {}),
      placedAt: command.at,
      estimatedReadyAt: new Date(readyAt).toISOString(),
      ...(command.pickup ? { pickup: command.pickup } : {}),
      ...(command.pickupCodes ? { pickupCode: choosePickupCode(command.pickupCodes) } : {}),
    },
  };
}

export function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return [placeOrder(command, state)];
    case 'ChangeOrderStatus':
      return [changeStatus(command, state)];
    case 'CheckIn':
      if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
      return decideCheckIn(command, state);
    case 'RemindCustomer':
      if (state.kind !== 'Placed') throw notFound(ORDER_NOT_FOUND);
      return decideReminder(command, state);
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const orderDecider: Decider<OrderCommand, OrderState, OrderEvent> = {
  initialState: () => ({ kind: 'Empty' }),
  evolve,
  decide,
};
