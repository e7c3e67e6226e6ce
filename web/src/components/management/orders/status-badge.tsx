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

/** Chakra's solid orange and green fall below 4.5:1 with white text (axe color-contrast). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge
      colorPalette={palette[status]}
      variant="solid"
      size="md"
      bg={`${palette[status]}.700`}
      color="white"
    >
      {STAFF_STATUS_LABELS[status]}
    </Badge>
  );
}
