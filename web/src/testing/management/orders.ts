import { ACTIVE_ORDER_STATUSES } from '@pickup/domain/ordering/status';
import type { StaffOrder } from '@/types/management-orders';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export function anOrder(overrides: Partial<StaffOrder> & { ageMinutes?: number } = {}): StaffOrder {
  const { ageMinutes = 1, ...rest } = overrides;
  return {
    id: 'order-0000-aaaa1111',
    status: 'pending',
    total: 1087,
    subtotal: 1000,
    tax: 87,
    notes: null,
    createdAt: minutesAgo(ageMinutes),
    updatedAt: minutesAgo(ageMinutes),
    restaurantId: 'r-1',
    estimatedReadyAt: null,
    customer: { firstName: 'Cora', lastName: 'Customer', email: 'c@example.com', phone: null },
    restaurant: { name: 'Taco Town' },
    orderItems: [
      {
        quantity: 2,
        unitPrice: 500,
        subtotal: 1000,
        menuItem: { name: 'Fish Taco' },
        customizations: {
          optionalIngredients: [{ name: 'Onion' }],
          possibleIngredients: [{ name: 'Guacamole', price: 1.5, quantity: 2 }],
          sides: [{ name: 'Rice', price: 0 }],
          addons: [{ name: 'Horchata' }],
        },
      },
    ],
    ...rest,
  };
}

/** The board endpoint's answer for these orders, in the order given. */
export const aBoard = (orders: StaffOrder[]) => ({
  active: orders.filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status)),
  completed: orders.filter((o) => !ACTIVE_ORDER_STATUSES.includes(o.status)),
});
