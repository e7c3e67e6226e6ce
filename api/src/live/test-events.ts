import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@pickup/domain/commands/decider';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { restaurantStream, type Restaurant } from '@pickup/domain/catalog/restaurant';
import { orderStream, type OrderPlaced } from '@pickup/domain/ordering/order';
import { orderPlaced as placedFixture } from '@pickup/domain/ordering/order.fixtures';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { userStream } from '@pickup/domain/identity/events';

/** Appends events as the command handlers would, for tests of what reacts to them. */
export async function appendEvents(
  store: EventStore,
  stream: string,
  events: DomainEvent[],
): Promise<{ ids: string[]; checkpoint: string }> {
  const ids = events.map(() => randomUUID());
  const at = new Date().toISOString();
  const { checkpoint } = await store.appendToStream(
    stream,
    events.map((e, i) => ({
      id: ids[i] as string,
      type: e.type,
      data: e.data,
      metadata: {
        actorId: null,
        actorRole: null,
        correlationId: randomUUID(),
        causationId: null,
        at,
      },
    })),
    { expected: 'any' },
  );
  return { ids, checkpoint };
}

export function restaurant(
  overrides: Partial<Restaurant> & { id: string; ownerId: string },
): Restaurant {
  return {
    name: 'Burger Barn',
    cuisine: 'american',
    description: 'Burgers',
    address: '1 Main St',
    phone: '+15550100',
    imageUrl: null,
    latitude: null,
    longitude: null,
    hours: null,
    taxRate: '0.0875',
    estimatedPickupTime: 20,
    notificationEmail: 'kitchen@burgerbarn.example',
    notificationPhone: '+15550111',
    notificationPreference: 'sms',
    rating: 4,
    isActive: true,
    timezone: 'America/New_York',
    ...overrides,
  };
}

export const createRestaurant = (store: EventStore, r: Restaurant) =>
  appendEvents(store, restaurantStream(r.id), [{ type: 'RestaurantCreated', data: r }]);

export function placed(orderId: string, customerId: string, restaurantId: string): OrderPlaced {
  return {
    type: 'OrderPlaced',
    data: { ...placedFixture.data, orderId, customerId, restaurantId },
  };
}

export const placeOrder = (
  store: EventStore,
  o: { orderId: string; customerId: string; restaurantId: string },
) => appendEvents(store, orderStream(o.orderId), [placed(o.orderId, o.customerId, o.restaurantId)]);

export const changeStatus = (
  store: EventStore,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
) =>
  appendEvents(store, orderStream(orderId), [
    {
      type: 'OrderStatusChanged',
      data: {
        orderId,
        from,
        to,
        by: { id: 'owner', role: 'restaurant_owner' },
        at: new Date().toISOString(),
      },
    },
  ]);

export const registerCustomer = (store: EventStore, userId: string, phone: string | null) =>
  appendEvents(store, userStream(userId), [
    {
      type: 'UserRegistered',
      data: {
        userId,
        by: 'self',
        role: 'customer',
        marketingOptIn: false,
        pii: { email: `${userId}@example.com`, firstName: 'Cam', lastName: 'Customer', phone },
        at: new Date().toISOString(),
      },
    },
  ]);
