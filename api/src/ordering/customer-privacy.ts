import { ACTIVE_ORDER_STATUSES } from '@pickup/domain/ordering/status';
import type { OrderActorRole } from '@pickup/domain/ordering/machine';
import type { OrderView } from '@pickup/projections/orders/views';

/**
 * What a restaurant sees of its customer: the name and phone while the order is active (to
 * call about it or call out the name at the counter), only the first name once it is over.
 * Never the email. The customer and admins see the order as it is.
 */
export function customerSeenBy<T extends OrderView>(order: T, role: OrderActorRole): T {
  if (role !== 'restaurant_owner') return order;
  const { firstName, lastName, phone } = order.customer;
  const customer = ACTIVE_ORDER_STATUSES.includes(order.status)
    ? { firstName, lastName, email: null, phone }
    : { firstName, lastName: '', email: null, phone: null };
  return { ...order, customer };
}
