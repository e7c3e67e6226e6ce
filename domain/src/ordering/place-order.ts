import { pausedMessage, serviceStatusAt, type ServiceState } from '../catalog/service-controls';
import { closedOnSpecialDay } from '../catalog/special-days';
import { conflict, forbidden, ruleBroken, validation } from '../shared/errors';
import type { Pickup } from '../timing/pickup';
import { choosePickupCode, type PickupCodeChoice } from './handoff';
import type { OrderPlaced, OrderRestaurant, OrderState } from './order-events';
import {
  CART_EMPTY,
  MENU_INACTIVE,
  MENU_OUTSIDE_HOURS,
  ORDER_EXISTS,
  PHONE_NOT_VERIFIED,
  RESTAURANT_CLOSED,
  RESTAURANT_NOT_ACCEPTING,
  soldOutMessage,
} from './order-messages';
import { pricingError, type PricingResult } from './pricing';

/**
 * Placing an order judged: the customer's verification, the restaurant's state, whether the
 * menus ordered from take orders, the order priced. ./placing.ts judges these from the
 * facts as read; tests of the order's own refusals give them directly.
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
   * refuses a slot outside them).
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

export function placeOrder(command: PlaceOrder, state: OrderState): OrderPlaced {
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
