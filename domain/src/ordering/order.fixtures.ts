import { NO_SERVICE_CONTROLS } from '../catalog/service-controls';
import type { Actor } from '../catalog/permissions';
import type {
  ChangeOrderStatus,
  OrderEvent,
  OrderPlaced,
  OrderStatusChanged,
  PlaceOrder,
} from './order';
import { priceOrder } from './pricing';
import { MENU } from './pricing.fixtures';
import type { OrderStatus } from './status';

export const ORDER_ID = 'order-1';
export const PLACED_AT = '2026-03-01T18:00:00.000Z';
export const LATER = '2026-03-01T18:05:00.000Z';

export const CUSTOMER: Actor = { role: 'customer', id: 'cust-1' };
export const OTHER_CUSTOMER: Actor = { role: 'customer', id: 'cust-2' };
export const OWNER: Actor = { role: 'restaurant_owner', id: 'owner-1' };
export const OTHER_OWNER: Actor = { role: 'restaurant_owner', id: 'owner-2' };
export const ADMIN: Actor = { role: 'admin', id: 'admin-1' };

export const RESTAURANT = {
  name: 'Burger Barn',
  address: '1 Main St',
  phone: '+15550100',
  taxRate: '0.0875',
  estimatedPickupTime: 20,
  timezone: 'America/New_York',
};

export const PRICING = priceOrder(MENU, RESTAURANT.taxRate, [
  {
    menuItemId: 'burger',
    quantity: 2,
    unitPrice: 1300,
    customizations: { sides: [{ id: 'fries' }] },
  },
]);

export function placeOrder(overrides: Partial<PlaceOrder> = {}): PlaceOrder {
  return {
    type: 'PlaceOrder',
    orderId: ORDER_ID,
    customer: { id: CUSTOMER.id, phoneVerified: true },
    restaurant: {
      ...RESTAURANT,
      id: 'rest-1',
      isActive: true,
      isOpen: true,
      service: NO_SERVICE_CONTROLS,
    },
    soldOut: [],
    menuAvailability: 'available',
    pricing: PRICING,
    notes: '  No onions please  ',
    at: PLACED_AT,
    ...overrides,
  };
}

export const orderPlaced: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    orderId: ORDER_ID,
    customerId: CUSTOMER.id,
    restaurantId: 'rest-1',
    restaurant: RESTAURANT,
    lines: [
      {
        menuItemId: 'burger',
        name: 'Cheeseburger',
        description: 'Beef, cheddar, onion',
        categoryId: 'burgers',
        menuId: 'lunch',
        quantity: 2,
        basePriceCents: 1000,
        unitPriceCents: 1300,
        subtotalCents: 2600,
        customizations: {
          optionalIngredients: [],
          possibleIngredients: [],
          sides: [{ id: 'fries', name: 'Fries', priceCents: 300 }],
          addons: [],
        },
      },
    ],
    subtotalCents: 2600,
    taxCents: 228,
    totalCents: 2828,
    notes: 'No onions please',
    placedAt: PLACED_AT,
    estimatedReadyAt: '2026-03-01T18:20:00.000Z',
  },
};

export function changeStatus(
  actor: Actor,
  status: OrderStatus,
  extra: Partial<ChangeOrderStatus> = {},
): ChangeOrderStatus {
  return {
    type: 'ChangeOrderStatus',
    orderId: ORDER_ID,
    actor,
    restaurantOwnerId: OWNER.id,
    status,
    at: LATER,
    ...extra,
  };
}

export function statusChanged(
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor = OWNER,
  extra: Partial<OrderStatusChanged['data']> = {},
): OrderStatusChanged {
  return {
    type: 'OrderStatusChanged',
    data: {
      orderId: ORDER_ID,
      from,
      to,
      by: { id: actor.id, role: actor.role },
      at: LATER,
      ...extra,
    },
  };
}

const confirmed = [orderPlaced, statusChanged('pending', 'confirmed')];
const preparing = [...confirmed, statusChanged('confirmed', 'preparing')];
const ready = [...preparing, statusChanged('preparing', 'ready')];
const pickedUp = [...ready, statusChanged('ready', 'picked_up')];

/** The history that brings a new order to each status. */
export const HISTORY: Readonly<Record<OrderStatus, readonly OrderEvent[]>> = {
  pending: [orderPlaced],
  confirmed,
  preparing,
  ready,
  picked_up: pickedUp,
  completed: [...pickedUp, statusChanged('picked_up', 'completed', ADMIN)],
  cancelled: [orderPlaced, statusChanged('pending', 'cancelled', CUSTOMER)],
};
