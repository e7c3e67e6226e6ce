import { ACTIVE_ORDER_STATUSES } from '@pickup/domain/ordering/status';
import type { StaffOrder } from '@/types/management-orders';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const DEFAULT_PROMISE_MINUTES = 15;

type Overrides = Partial<Omit<StaffOrder, 'pickup' | 'restaurant'>> & {
  ageMinutes?: number;
  /** The rest of the promise follows the order: ASAP, fired when placed, ready when estimated. */
  pickup?: Partial<StaffOrder['pickup']>;
  restaurant?: Partial<StaffOrder['restaurant']>;
};

export function anOrder(overrides: Overrides = {}): StaffOrder {
  const { ageMinutes = 1, pickup, restaurant, ...rest } = overrides;
  const createdAt = rest.createdAt ?? minutesAgo(ageMinutes);
  const estimatedReadyAt =
    rest.estimatedReadyAt ??
    new Date(Date.parse(createdAt) + DEFAULT_PROMISE_MINUTES * 60_000).toISOString();
  return {
    id: 'order-0000-aaaa1111',
    status: 'pending',
    total: 1087,
    subtotal: 1000,
    tax: 87,
    notes: null,
    updatedAt: createdAt,
    restaurantId: 'r-1',
    customerId: 'u-cora',
    customer: { firstName: 'Cora', lastName: 'Customer', email: 'c@example.com', phone: null },
    arrival: null,
    restaurant: {
      id: 'r-1',
      name: 'Taco Town',
      address: '1 Main St',
      phone: '555-0100',
      taxRate: '0.0875',
      estimatedPickupTime: DEFAULT_PROMISE_MINUTES,
      timezone: 'UTC',
      ...restaurant,
    },
    orderItems: [
      {
        menuItemId: 'item-fish-taco',
        quantity: 2,
        unitPrice: 500,
        subtotal: 1000,
        menuItem: { id: 'item-fish-taco', name: 'Fish Taco', description: '' },
        customizations: {
          optionalIngredients: [{ id: 'ing-onion', name: 'Onion' }],
          possibleIngredients: [
            { id: 'ing-guac', name: 'Guacamole', price: 1.5, priceCents: 150, quantity: 2 },
          ],
          sides: [{ id: 'side-rice', name: 'Rice', price: 0, priceCents: 0 }],
          addons: [{ id: 'drink-horchata', name: 'Horchata', price: 0, priceCents: 0 }],
        },
      },
    ],
    ...rest,
    createdAt,
    estimatedReadyAt,
    pickup: {
      kind: 'asap',
      promisedFrom: createdAt,
      promisedAt: estimatedReadyAt,
      // A second early, so an order placed "now" is never upcoming on a board rendered first.
      fireAt: new Date(Date.parse(createdAt) - 1000).toISOString(),
      ...pickup,
    },
  };
}

/** The board endpoint's answer for these orders, in the order given. */
export const aBoard = (orders: StaffOrder[]) => ({
  active: orders.filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status)),
  completed: orders.filter((o) => !ACTIVE_ORDER_STATUSES.includes(o.status)),
});
