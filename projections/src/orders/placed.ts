import type { UserState } from '@pickup/domain/identity/state';
import type { OrderPlaced } from '@pickup/domain/ordering/order';
import { placedRows } from './evolve';
import { detailView, type OrderDetailView } from './views';

/** The customer's names and contacts as the order directory keeps them; null once deleted. */
export interface PlacingCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** How the receipt names the customer placing the order; null for an account not active. */
export const placingCustomer = (user: UserState): PlacingCustomer | null =>
  user.status === 'Active'
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone }
    : null;

/**
 * The receipt of an order just placed, from its OrderPlaced event: the rows the batch writes
 * for it (`placedRows`), read back as `getOrders` would, with the customer as they were when
 * placing. Lets the command answer without reading them again.
 */
export function placedOrderView(
  data: OrderPlaced['data'],
  byRole: string,
  customer: PlacingCustomer | null,
): OrderDetailView {
  const rows = placedRows({
    type: 'OrderPlaced',
    data,
    version: 0n,
    metadata: { actorRole: byRole },
  });
  const directory = {
    first_name: customer?.firstName ?? null,
    last_name: customer?.lastName ?? null,
    email: customer?.email ?? null,
    phone: customer?.phone ?? null,
    customer_deleted: customer === null,
  };
  return detailView({ ...rows.order, ...directory }, rows.items, rows.history);
}
