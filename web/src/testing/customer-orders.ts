import type { OrderStatus } from '@pickup/domain/ordering/status';
import type { CustomerOrder } from '@/features/customer-dashboard/api/get-my-orders';

const item = (quantity: number): CustomerOrder['orderItems'][number] => ({
  menuItemId: 'item-1',
  quantity,
  unitPrice: 500,
  subtotal: 500 * quantity,
  menuItem: { id: 'item-1', name: 'Taco', description: '' },
  customizations: { optionalIngredients: [], possibleIngredients: [], sides: [], addons: [] },
});

/** Newest first, as the API answers: order 1 is the most recent. */
export function someOrders(count: number, status: OrderStatus = 'pending'): CustomerOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(Date.UTC(2026, 0, 20 - i, 12)).toISOString();
    const readyAt = new Date(Date.UTC(2026, 0, 20 - i, 12, 15)).toISOString();
    return {
      id: `order-${i + 1}`,
      restaurantId: `r-${i + 1}`,
      customerId: 'u-1',
      status,
      arrival: null,
      restaurant: {
        id: `r-${i + 1}`,
        name: `Restaurant ${i + 1}`,
        address: '1 Main St',
        phone: '555-0100',
        taxRate: '0.0875',
        estimatedPickupTime: 15,
        timezone: 'UTC',
      },
      customer: { firstName: 'Cora', lastName: 'Customer', email: null, phone: null },
      orderItems: [item(2), item(1)],
      subtotal: 1000 * (i + 1),
      tax: 99,
      total: 1000 * (i + 1) + 99,
      notes: null,
      createdAt,
      updatedAt: createdAt,
      estimatedReadyAt: readyAt,
      pickup: { kind: 'asap', promisedFrom: createdAt, promisedAt: readyAt, fireAt: createdAt },
    };
  });
}
