import { useParams } from 'react-router';
import { StaffOrderHistory } from '@/features/audit/components/staff-order-history';
import OrderReceipt from '@/features/ordering/routes/order';

/** Features do not import each other: the app puts the staff history under the receipt. */
export default function OrderRoute() {
  const { orderId = '' } = useParams();
  return (
    <>
      <OrderReceipt />
      <StaffOrderHistory orderId={orderId} />
    </>
  );
}
