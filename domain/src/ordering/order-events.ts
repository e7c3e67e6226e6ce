import type { DomainEvent } from '../commands/decider';
import type { Pickup } from '../timing/pickup';
import type { CustomerArrived } from './arrival';
import type { ReadyReminderSent } from './reminder';
import type { CancelReasonCode } from './cancel-reasons';
import type { Handover } from './handoff';
import type { OrderActorRole } from './machine';
import type { PricedLine } from './pricing';
import type { OrderStatus } from './status';

/** The order's events, its state and evolve, stream `order-{id}` (the decider is in ./order.ts). */

export const orderStream = (orderId: string) => `order-${orderId}`;

/** The restaurant as it was when the order was placed; the receipt never changes after. */
export interface OrderRestaurant {
  name: string;
  address: string;
  phone: string;
  taxRate: string;
  /** Minutes. */
  estimatedPickupTime: number;
  timezone: string;
}

export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  {
    orderId: string;
    customerId: string;
    restaurantId: string;
    restaurant: OrderRestaurant;
    lines: PricedLine[];
    subtotalCents: number;
    taxCents: number;
    totalCents: number;
    /** Trimmed; absent when the customer wrote none. */
    notes?: string;
    placedAt: string;
    /** The promised ready time (pickup.promisedAt); on old events placedAt plus estimatedPickupTime. */
    estimatedReadyAt: string;
    /** Absent on orders placed before scheduling existed: ASAP, promised estimatedReadyAt. */
    pickup?: Pickup;
    /** What the customer tells the counter (issue 31); absent on orders from before it. */
    pickupCode?: string;
  }
>;

/** Every lifecycle step, cancelling included (to 'cancelled' with the reason). */
export type OrderStatusChanged = DomainEvent<
  'OrderStatusChanged',
  {
    orderId: string;
    from: OrderStatus;
    to: OrderStatus;
    by: { id: string; role: OrderActorRole };
    at: string;
    notes?: string;
    /** Why the order was cancelled; staff must give one. */
    reason?: string;
    /** Which of the listed reasons; absent on cancellations from before the list. */
    reasonCode?: CancelReasonCode;
    /** A pickup's code check, or the owner's handover without it and why. */
    handover?: Handover;
  }
>;

export type OrderEvent = OrderPlaced | OrderStatusChanged | CustomerArrived | ReadyReminderSent;

export type OrderState =
  | { kind: 'Empty' }
  | {
      kind: 'Placed';
      orderId: string;
      customerId: string;
      restaurantId: string;
      status: OrderStatus;
      pickupCode?: string;
      /** "I'm here": the first arrival's time and the latest note. */
      arrival?: { at: string; note?: string };
      /** The last time it became ready. */
      readyAt?: string;
      /** Ready reminders sent (issue 31): how many, and the last one's time. */
      reminders: { count: number; lastAt?: string };
    };

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
