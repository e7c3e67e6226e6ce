import { orderLabel, orderNumber } from '@pickup/domain/ordering/order-number';
import { Badge, Box, Card, HStack, Text } from '@chakra-ui/react';
import type { OrderAction } from '@pickup/domain/ordering/machine';
import { ACTIVE_ORDER_STATUSES } from '@pickup/domain/ordering/status';
import { StickyNote } from 'lucide-react';
import { OrderLines } from '@/components/management/orders/order-lines';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { type StaffOrder, type StaffOrderItem } from '@/types/management-orders';
import {
  formatAge,
  formatPromise,
  kitchenTime as time,
  promiseOf,
  urgencyOf,
  type Urgency,
} from '../age';
import { ArrivalBanner } from './arrival-banner';
import { TicketActions } from './ticket-actions';

const borderColor = {
  normal: 'border.emphasized',
  warning: 'yellow.500',
  late: 'red.600',
} as const;
/** Time left, in a solid block once it is due soon or late: read first from across the room. */
const LOUD: Partial<Record<Urgency, { bg: string; color: string }>> = {
  warning: { bg: 'yellow.solid', color: 'yellow.contrast' },
  late: { bg: 'red.solid', color: 'red.contrast' },
};

type Props = {
  order: StaffOrder;
  now: number;
  actions: OrderAction[];
  isNew: boolean;
  busy: boolean;
  onAction: (action: OrderAction) => void;
  /** Absent when the order can no longer be cancelled. */
  onCancel?: () => void;
  onSoldOut?: (item: StaffOrderItem) => void;
  /** This customer's earlier no-shows at the restaurant. */
  earlierNoShows?: number;
  /** Set once a ready order is uncollected long enough: closes it as a no-show. */
  onNoShow?: () => void;
  /** Set once a ready order has waited long enough: texts the customer again (issue 31). */
  onRemind?: () => void;
  /** Prints this ticket on the receipt printer (print-tickets.tsx). */
  onPrint?: () => void;
};

/**
 * One order as the kitchen reads it from two metres: number, time left (late ones loud),
 * the lines with every change, the next step. The rest is behind "More" (ticket-actions).
 */
export function OrderTicket(props: Props) {
  const { order, now, actions, isNew, busy, onAction, onCancel, onSoldOut } = props;
  const { earlierNoShows = 0, onNoShow, onRemind, onPrint } = props;
  const age = now - new Date(order.createdAt).getTime();
  const active = ACTIVE_ORDER_STATUSES.includes(order.status);
  const promise = promiseOf(order);
  const left = promise - now;
  const urgency = active ? urgencyOf(left) : 'normal';
  const name = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  const number = orderNumber(order.id);
  const placedAndPromised = `Placed ${time(order, order.createdAt)} · Promised ${time(order, new Date(promise).toISOString())}`;

  return (
    <Card.Root
      as="article"
      // Focusable, so a bump bar's arrows can move between tickets (kitchen-board.tsx).
      tabIndex={0}
      data-order-id={order.id}
      _focusVisible={{
        outline: '4px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
      aria-label={`Order ${number}`}
      data-urgency={urgency}
      data-new={isNew || undefined}
      borderWidth={urgency === 'normal' ? '2px' : '4px'}
      borderColor={borderColor[urgency]}
      bg={isNew ? 'brand.subtle' : urgency === 'late' ? 'red.subtle' : 'bg.panel'}
      boxShadow={isNew ? '0 0 0 4px var(--chakra-colors-brand-solid)' : undefined}
      animation={isNew ? 'pulse 1.2s ease-in-out 3' : undefined}
    >
      <Card.Header px="3" pt="1" pb="0.5" gap="0.5">
        <HStack justify="space-between" align="start" gap="2">
          <HStack gap="2" wrap="wrap" minW="0" align="baseline">
            <Text fontFamily="mono" fontWeight="bold" textStyle="xl" data-part="number">
              {orderLabel(order.id)}
            </Text>
            {active && (
              <Text
                textStyle="sm"
                color="fg.muted"
                fontFamily="mono"
                aria-hidden="true"
                data-part="age"
              >
                {formatAge(age)}
              </Text>
            )}
            {isNew && (
              <Badge colorPalette="brand" variant="solid">
                NEW
              </Badge>
            )}
          </HStack>
          {active && (
            <Text
              role="timer"
              aria-label={`${formatPromise(left)}, waiting ${formatAge(age)}; ${placedAndPromised}`}
              title={placedAndPromised}
              flexShrink={0}
              fontWeight="extrabold"
              textStyle={urgency === 'normal' ? 'lg' : 'xl'}
              px={urgency === 'normal' ? undefined : '2'}
              rounded="md"
              bg={LOUD[urgency]?.bg}
              color={LOUD[urgency]?.color ?? 'fg'}
              textTransform={urgency === 'late' ? 'uppercase' : undefined}
            >
              {formatPromise(left)}
            </Text>
          )}
        </HStack>
        {/* Name and status share a row: a column holds more tickets on a tablet (issue 40). */}
        <HStack gap="2" wrap="wrap" align="center">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {name || 'Customer'}
          </Text>
          <OrderStatusBadge status={order.status} audience="staff" />
          {earlierNoShows > 0 && (
            <Badge colorPalette="orange" variant="subtle">
              {earlierNoShows === 1 ? '1 earlier no-show' : `${earlierNoShows} earlier no-shows`}
            </Badge>
          )}
        </HStack>
        {active && <ArrivalBanner arrival={order.arrival} now={now} />}
      </Card.Header>
      <Card.Body px="3" py="1" gap="2">
        <OrderLines items={order.orderItems} large onSoldOut={active ? onSoldOut : undefined} />
        {order.notes && (
          <Box bg="yellow.subtle" color="yellow.fg" px="2" py="1" rounded="md">
            <HStack align="start" gap="2">
              <StickyNote size="16" aria-hidden="true" />
              <Text fontWeight="semibold">Note: {order.notes}</Text>
            </HStack>
          </Box>
        )}
        {/* An active ticket's timer and age say the same, in fewer lines (issue 40). */}
        {!active && (
          <Text textStyle="sm" color="fg.muted">
            {placedAndPromised}
          </Text>
        )}
      </Card.Body>
      <Card.Footer px="3" pt="1" pb="1.5" flexDirection="column" alignItems="stretch">
        <TicketActions
          orderLabel={orderLabel(order.id)}
          advance={actions.find((a) => a.kind === 'advance')}
          recall={actions.find((a) => a.kind === 'recall')}
          busy={busy}
          // The server sends the phone only while the order is active.
          phone={order.customer.phone}
          onAction={onAction}
          onCancel={onCancel}
          onNoShow={onNoShow}
          onRemind={onRemind}
          reminded={order.reminders.count}
          onPrint={onPrint}
        />
      </Card.Footer>
    </Card.Root>
  );
}
