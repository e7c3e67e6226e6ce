import type { DomainEvent } from '../commands/decider';
import type { Actor } from '../catalog/permissions';
import { conflict, forbidden, validation } from '../shared/errors';
import { NOT_YOUR_ORDER } from './order-access';
import type { OrderStatus } from './status';

/**
 * "I'm here" (issue 31): the customer, or whoever holds the order's ready-text link, says
 * they are at the restaurant, with a short note ("blue car, space 3"). Pure: the time and
 * whether the link was good are passed in.
 */

export const ARRIVAL_NOTE_MAX_LENGTH = 140;
export const ARRIVAL_NOTE_TOO_LONG = `Note must be at most ${ARRIVAL_NOTE_MAX_LENGTH} characters`;
export const ARRIVAL_BEFORE_CONFIRMED =
  'You can say you are here once the restaurant has confirmed your order';
export const ARRIVAL_AFTER_CANCELLED = 'This order was cancelled, so there is nothing to pick up';
export const ARRIVAL_AFTER_COLLECTED = 'This order has already been picked up';

export type CustomerArrived = DomainEvent<
  'CustomerArrived',
  {
    orderId: string;
    at: string;
    /** Trimmed; absent when none was written. */
    note?: string;
    /** Signed in as the order's customer, or from the ready text's link. */
    via: 'account' | 'link';
  }
>;

export interface CheckIn {
  type: 'CheckIn';
  orderId: string;
  /** The signed-in caller; null for a link holder (the handler checked the link). */
  actor: Actor | null;
  note?: string;
  at: string;
}

/** What the order decider knows of an order when someone checks in. */
export interface ArrivalFacts {
  orderId: string;
  customerId: string;
  status: OrderStatus;
  arrival?: { at: string; note?: string };
}

/**
 * The arrival, or nothing for a repeat, whatever its note: the first arrival's time and note
 * stand, so however often "I'm here" is sent (a double tap, a flood from the link) the order
 * gets one arrival. A changed note is told at the counter.
 */
export function decideCheckIn(command: CheckIn, order: ArrivalFacts): CustomerArrived[] {
  if (command.actor !== null && command.actor.id !== order.customerId)
    throw forbidden(NOT_YOUR_ORDER);
  const note = command.note?.trim();
  if (note && note.length > ARRIVAL_NOTE_MAX_LENGTH)
    throw validation(ARRIVAL_NOTE_TOO_LONG, [{ pointer: '/note', detail: ARRIVAL_NOTE_TOO_LONG }]);
  if (order.status === 'cancelled') throw conflict(ARRIVAL_AFTER_CANCELLED);
  if (order.status === 'picked_up' || order.status === 'completed')
    throw conflict(ARRIVAL_AFTER_COLLECTED);
  if (order.status === 'pending') throw conflict(ARRIVAL_BEFORE_CONFIRMED);
  if (order.arrival) return [];
  return [
    {
      type: 'CustomerArrived',
      data: {
        orderId: order.orderId,
        at: command.at,
        ...(note ? { note } : {}),
        via: command.actor === null ? 'link' : 'account',
      },
    },
  ];
}
