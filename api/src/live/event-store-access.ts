import type { EventStore } from '@pickup/domain/eventstore/types';
import {
  evolveRestaurant,
  restaurantStream,
  type RestaurantEvent,
  type RestaurantState,
} from '@pickup/domain/catalog/restaurant';
import {
  evolve,
  orderStream,
  type OrderEvent,
  type OrderState,
} from '@pickup/domain/ordering/order';
import { orderPartOf } from '@pickup/domain/ordering/order-access';
import type { LiveAccess } from './rooms';

export async function restaurantState(
  store: EventStore,
  restaurantId: string,
): Promise<RestaurantState> {
  const { events } = await store.readStream(restaurantStream(restaurantId));
  // The stream holds only restaurant events, written by the restaurant decider.
  return (events as unknown as RestaurantEvent[]).reduce<RestaurantState>(evolveRestaurant, {
    status: 'absent',
  });
}

export async function orderState(store: EventStore, orderId: string): Promise<OrderState> {
  const { events } = await store.readStream(orderStream(orderId));
  return (events as unknown as OrderEvent[]).reduce<OrderState>(evolve, { kind: 'Empty' });
}

/**
 * Room checks answered by folding the restaurant or order stream: always current, no read
 * model to wait for, and a subscription is rare enough for a stream read.
 */
export function eventStoreAccess(store: EventStore): LiveAccess {
  const ownsRestaurant = async (userId: string, restaurantId: string) => {
    const state = await restaurantState(store, restaurantId);
    return state.status === 'existing' && state.restaurant.ownerId === userId;
  };
  return {
    ownsRestaurant,
    async canSeeOrder(actor, orderId) {
      const order = await orderState(store, orderId);
      if (order.kind !== 'Placed') return false;
      // Only an owner can be the restaurant's owner: nobody else's part needs the read.
      const restaurant =
        actor.role === 'restaurant_owner'
          ? await restaurantState(store, order.restaurantId)
          : undefined;
      const restaurantOwnerId =
        restaurant?.status === 'existing' ? restaurant.restaurant.ownerId : null;
      const part = orderPartOf(
        { id: actor.userId, role: actor.role },
        { customerId: order.customerId, restaurantOwnerId },
      );
      return part !== null;
    },
  };
}
