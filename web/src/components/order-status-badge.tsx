import { Badge, type BadgeProps } from '@chakra-ui/react';
import {
  CUSTOMER_STATUS_LABELS,
  STAFF_STATUS_LABELS,
  type OrderStatus,
} from '@pickup/domain/ordering/status';

/** Who reads the badge: customers see their words (spec §4), staff the kitchen's. */
export type StatusAudience = 'customer' | 'staff';

/** Spec §4 colours for customers: ready green, preparing orange, confirmed blue. */
const CUSTOMER_PALETTE: Record<OrderStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  preparing: 'orange',
  ready: 'green',
  picked_up: 'gray',
  completed: 'gray',
  cancelled: 'red',
};

const STAFF_PALETTE: Record<OrderStatus, string> = {
  pending: 'orange',
  confirmed: 'blue',
  preparing: 'purple',
  ready: 'green',
  picked_up: 'gray',
  completed: 'gray',
  cancelled: 'red',
};

type Props = BadgeProps & { status: OrderStatus; audience: StatusAudience };

/**
 * An order's status, the one badge of every screen. Staff badges are solid and read from
 * across a kitchen; Chakra's solid orange and green fall below 4.5:1 with white text (axe
 * color-contrast), so they take the 700 shade.
 */
export function OrderStatusBadge({ status, audience, ...props }: Props) {
  if (audience === 'staff') {
    const palette = STAFF_PALETTE[status];
    return (
      <Badge
        colorPalette={palette}
        variant="solid"
        size="md"
        bg={`${palette}.700`}
        color="white"
        {...props}
      >
        {STAFF_STATUS_LABELS[status]}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={CUSTOMER_PALETTE[status]} variant="subtle" size="md" {...props}>
      {CUSTOMER_STATUS_LABELS[status]}
    </Badge>
  );
}
