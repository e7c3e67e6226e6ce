import type { SubscribeRequest } from '@pickup/projections/orders/channel';
import type { Actor } from '../http/actor';

/** Who may see what; the composition root answers from the event store or read models. */
export interface LiveAccess {
  /** True when the user owns the restaurant (admins are let in by the gateway itself). */
  ownsRestaurant(userId: string, restaurantId: string): Promise<boolean>;
  /** True when the actor may read the order: its customer, its restaurant's owner, an admin. */
  canSeeOrder(actor: Actor, orderId: string): Promise<boolean>;
}

export type { SubscribeRequest };

export type RoomDecision = { ok: true; room: string } | { ok: false; error: string };

export const orderRoom = (orderId: string) => `order:${orderId}`;
export const restaurantRoom = (restaurantId: string) => `restaurant:${restaurantId}`;
export const serviceRoom = (restaurantId: string) => `service:${restaurantId}`;
export const ADMIN_ROOM = 'admin';
/** A restaurant's lobby screens: only display-link sockets are put here (gateway.ts). */
export const lobbyRoom = (restaurantId: string) => `lobby:${restaurantId}`;

export const BAD_REQUEST =
  'Send { orderId }, { restaurantId }, { restaurantService } or { admin: true }';
export const ORDER_REFUSED = 'You cannot follow this order';
export const RESTAURANT_REFUSED = 'You cannot follow this restaurant';
export const ADMIN_REFUSED = 'Only administrators can follow all orders';

const ID = /^[A-Za-z0-9_-]{1,100}$/;

export function parseSubscribeRequest(value: unknown): SubscribeRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v);
  if (keys.length !== 1) return null;
  if (typeof v.orderId === 'string' && ID.test(v.orderId)) return { orderId: v.orderId };
  if (typeof v.restaurantId === 'string' && ID.test(v.restaurantId)) {
    return { restaurantId: v.restaurantId };
  }
  if (typeof v.restaurantService === 'string' && ID.test(v.restaurantService)) {
    return { restaurantService: v.restaurantService };
  }
  if (v.admin === true) return { admin: true };
  return null;
}

/** The room a request names, if this actor may be in it. Clients never name rooms themselves. */
export async function decideRoom(
  actor: Actor,
  request: SubscribeRequest,
  access: LiveAccess,
): Promise<RoomDecision> {
  if ('orderId' in request) {
    return (await access.canSeeOrder(actor, request.orderId))
      ? { ok: true, room: orderRoom(request.orderId) }
      : { ok: false, error: ORDER_REFUSED };
  }
  // Public knowledge (the restaurant page says it to everyone): any signed-in user.
  if ('restaurantService' in request) {
    return { ok: true, room: serviceRoom(request.restaurantService) };
  }
  if ('restaurantId' in request) {
    const allowed =
      actor.role === 'admin' ||
      (actor.role === 'restaurant_owner' &&
        (await access.ownsRestaurant(actor.userId, request.restaurantId)));
    return allowed
      ? { ok: true, room: restaurantRoom(request.restaurantId) }
      : { ok: false, error: RESTAURANT_REFUSED };
  }
  return actor.role === 'admin'
    ? { ok: true, room: ADMIN_ROOM }
    : { ok: false, error: ADMIN_REFUSED };
}
