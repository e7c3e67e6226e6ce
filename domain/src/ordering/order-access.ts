import type { Actor } from '../catalog/permissions';
import { forbidden } from '../shared/errors';
import type { OrderActorRole } from './machine';

/**
 * Who may see or act on an order: its customer, the owner of its restaurant now, and
 * admins. The part the actor plays decides what they may do with it (the order machine
 * answers that); this policy answers only whether it is theirs at all, for the routes,
 * the live rooms and the order decider alike.
 */

export const NOT_YOUR_ORDER = 'This order belongs to a different account';
export const NOT_YOUR_RESTAURANT_ORDER = 'This order belongs to a different restaurant';

/** The facts about an order that decide who may see it. */
export interface OrderParties {
  customerId: string;
  /** The owner of the order's restaurant now; null when it has none (or is unknown). */
  restaurantOwnerId: string | null;
}

/** The part the actor plays for this order; null when it is none of theirs. */
export function orderPartOf(actor: Actor, order: OrderParties): OrderActorRole | null {
  if (actor.role === 'admin') return 'admin';
  if (actor.role === 'restaurant_owner' && order.restaurantOwnerId === actor.id) {
    return 'restaurant_owner';
  }
  // Any account may order, an owner's included: they then see that order as its customer.
  return order.customerId === actor.id ? 'customer' : null;
}

/** The part the actor plays for this order; 403 when it is none of theirs. */
export function assertOrderPart(actor: Actor, order: OrderParties): OrderActorRole {
  const part = orderPartOf(actor, order);
  if (part !== null) return part;
  throw forbidden(actor.role === 'restaurant_owner' ? NOT_YOUR_RESTAURANT_ORDER : NOT_YOUR_ORDER);
}
