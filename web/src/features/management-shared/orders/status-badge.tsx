import { Badge } from '@chakra-ui/react';
import { STAFF_STATUS_LABELS, type OrderStatus } from '@pickup/domain/ordering/status';

const palette: Record<OrderStatus, string> = {
  pending: 'orange',
  confirmed: 'blue',
  preparing: 'purple',
  ready: 'green',
  picked_up: 'gray',
  completed: 'gray',
  cancelled: 'red',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={palette[status]} variant="solid" size="md">
      {STAFF_STATUS_LABELS[status]}
    </Badge>
  );
}
