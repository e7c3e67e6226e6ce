import type pg from 'pg';
import { forbidden, notFound } from '@pickup/domain/shared/errors';
import type { OrderActorRole } from '@pickup/domain/ordering/machine';
import { ORDER_NOT_FOUND } from '@pickup/domain/ordering/order';
import { assertOrderPart } from '@pickup/domain/ordering/order-access';
import { RESTAURANT_NOT_FOUND } from '@pickup/domain/catalog/restaurant';
import { NOT_YOUR_RESTAURANT } from '@pickup/domain/catalog/permissions';
import {
  directoryRestaurant,
  type DirectoryRestaurant,
} from '@pickup/projections/directory/queries';
import { orderParties } from '@pickup/projections/orders/queries';
import type { Actor } from '../http/actor';

/**
 * Who may read what: a customer their own orders, an owner the orders of the restaurants
 * they own now, an admin everything (for one order, the domain's order-access policy).
 */

type Db = Pick<pg.Pool, 'query'>;

/** The restaurant, if the actor may see its orders and figures; 404 / 403 otherwise. */
export async function managedRestaurant(
  db: Db,
  actor: Actor,
  restaurantId: string,
): Promise<DirectoryRestaurant> {
  const restaurant = await directoryRestaurant(db, restaurantId);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  if (actor.role === 'admin') return restaurant;
  if (actor.role === 'restaurant_owner' && restaurant.ownerId === actor.userId) return restaurant;
  throw forbidden(NOT_YOUR_RESTAURANT);
}

/**
 * The part the actor plays for this order (which decides the buttons they get), if they may
 * read it; 404 unknown, 403 someone else's.
 */
export async function orderViewerRole(
  db: Db,
  actor: Actor,
  orderId: string,
): Promise<OrderActorRole> {
  const parties = await orderParties(db, orderId);
  if (!parties) throw notFound(ORDER_NOT_FOUND);
  // Only an owner can be the restaurant's owner: nobody else's part needs the lookup.
  const restaurant =
    actor.role === 'restaurant_owner' ? await directoryRestaurant(db, parties.restaurantId) : null;
  return assertOrderPart(
    { id: actor.userId, role: actor.role },
    { customerId: parties.customerId, restaurantOwnerId: restaurant?.ownerId ?? null },
  );
}
