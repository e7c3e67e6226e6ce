import { Badge } from '@chakra-ui/react';
import { CUSTOMER_STATUS_LABELS, type OrderStatus } from '@pickup/domain/ordering/status';

/** Spec §4: ready green, preparing orange, confirmed blue, anything else yellow. */
function paletteFor(status: OrderStatus): string {
  switch (status) {
    case 'ready':
      return 'green';
    case 'preparing':
      return 'orange';
    case 'confirmed':
      return 'blue';
    default:
      return 'yellow';
  }
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={paletteFor(status)} variant="subtle" size="md">
      {CUSTOMER_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
