import { forbidden } from '../shared/errors';

export type Role = 'admin' | 'restaurant_owner' | 'customer';

/** Who issues a command, from the access token. */
export interface Actor {
  id: string;
  role: Role;
}

export const NOT_YOUR_RESTAURANT = 'You do not have permission to manage this restaurant';

/** Admins manage every restaurant; an owner only the ones whose ownerId is theirs. */
export function canManageRestaurant(actor: Actor, ownerId: string | null): boolean {
  switch (actor.role) {
    case 'admin':
      return true;
    case 'restaurant_owner':
      return ownerId !== null && actor.id === ownerId;
    case 'customer':
      return false;
    default: {
      const _never: never = actor.role;
      return _never;
    }
  }
}

export function assertCanManageRestaurant(actor: Actor, ownerId: string | null): void {
  if (!canManageRestaurant(actor, ownerId)) throw forbidden(NOT_YOUR_RESTAURANT);
}

export function assertAdmin(actor: Actor, message: string): void {
  if (actor.role !== 'admin') throw forbidden(message);
}
