import { StaffOrderHistory } from '@/features/audit/components/staff-order-history';
import OrderReceipt from '@/features/ordering/routes/order';

/**
 * Features do not import each other: the app puts the staff history under the receipt, on
 * the clock of the order's restaurant.
 */
export default function OrderRoute() {
  return (
    <OrderReceipt
      staffHistory={(order) => <StaffOrderHistory orderId={order.id} timezone={order.timezone} />}
    />
  );
}
