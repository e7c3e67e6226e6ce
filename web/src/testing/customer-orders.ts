import type { OrderStatus } from '@pickup/domain/ordering/status';
import type { CustomerOrder } from '@/features/customer-dashboard/api/get-my-orders';

/** Newest first, as the API answers: order 1 is the most recent. */
export function someOrders(count: number, status: OrderStatus = 'pending'): CustomerOrder[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `order-${i + 1}`,
    status,
    restaurant: { name: `Restaurant ${i + 1}` },
    orderItems: [{ quantity: 2 }, { quantity: 1 }],
    total: 1000 * (i + 1) + 99,
    createdAt: new Date(Date.UTC(2026, 0, 20 - i, 12)).toISOString(),
  }));
}
