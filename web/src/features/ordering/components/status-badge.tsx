import { Badge, type BadgeProps } from '@chakra-ui/react';
import { CUSTOMER_STATUS_LABELS, type OrderStatus } from '@pickup/domain/ordering/status';

/** Spec §4 colours: ready green, preparing orange, confirmed blue, anything else yellow. */
const PALETTE: Record<OrderStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  preparing: 'orange',
  ready: 'green',
  picked_up: 'gray',
  completed: 'gray',
  cancelled: 'red',
};

export function StatusBadge({ status, ...props }: BadgeProps & { status: OrderStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" {...props}>
      {CUSTOMER_STATUS_LABELS[status]}
    </Badge>
  );
}
