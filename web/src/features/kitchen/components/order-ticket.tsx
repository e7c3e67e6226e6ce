import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import type { OrderAction } from '@pickup/domain/ordering/machine';
import { ACTIVE_ORDER_STATUSES } from '@pickup/domain/ordering/status';
import { Clock, Printer, StickyNote, Undo2, X } from 'lucide-react';
import { OrderLines } from '@/components/management/orders/order-lines';
import { StatusBadge } from '@/components/management/orders/status-badge';
import { orderNumber, type StaffOrder, type StaffOrderItem } from '@/types/management-orders';
import { formatAge, formatPromise, promiseOf, urgencyOf } from '../age';

const timerPalette = { normal: 'gray', warning: 'yellow', late: 'red' } as const;
const borderColor = { normal: 'border', warning: 'yellow.500', late: 'red.500' } as const;

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
  /** Prints this ticket on the receipt printer (print-tickets.tsx). */
  onPrint?: () => void;
};

/** The restaurant's own clock: a tablet set to another zone still shows kitchen time. */
const time = (order: StaffOrder, iso: string) =>
  order.restaurant?.timezone
    ? restaurantTime(order.restaurant.timezone, new Date(iso), { zone: false })
    : new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** One order as the kitchen sees it: who, what exactly, how long it has waited, next step. */
export function OrderTicket(props: Props) {
  const { order, now, actions, isNew, busy, onAction, onCancel, onSoldOut } = props;
  const { earlierNoShows = 0, onNoShow, onPrint } = props;
  const age = now - new Date(order.createdAt).getTime();
  const active = ACTIVE_ORDER_STATUSES.includes(order.status);
  const promise = promiseOf(order);
  const left = promise - now;
  const urgency = active ? urgencyOf(left) : 'normal';
  const name = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  const advance = actions.find((a) => a.kind === 'advance');
  const recall = actions.find((a) => a.kind === 'recall');

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
      aria-label={`Order ${orderNumber(order.id)}`}
      data-urgency={urgency}
      data-new={isNew || undefined}
      borderWidth={urgency === 'normal' ? '1px' : '3px'}
      borderColor={borderColor[urgency]}
      bg={isNew ? 'brand.subtle' : 'bg.panel'}
      boxShadow={isNew ? '0 0 0 4px var(--chakra-colors-brand-solid)' : undefined}
      animation={isNew ? 'pulse 1.2s ease-in-out 3' : undefined}
    >
      <Card.Header pb="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0">
            <HStack gap="2">
              <Text fontFamily="mono" fontWeight="bold" textStyle="lg">
                #{orderNumber(order.id)}
              </Text>
              {isNew && (
                <Badge colorPalette="brand" variant="solid">
                  NEW
                </Badge>
              )}
            </HStack>
            <Text fontWeight="semibold" textStyle="lg">
              {name || 'Customer'}
            </Text>
            {/* The server sends the phone only while the order is active. */}
            {order.customer.phone && (
              <Link
                href={`tel:${order.customer.phone.replace(/[^\d+]/g, '')}`}
                textStyle="sm"
                // A large touch target on the board, though it reads as one line.
                minH="12"
                alignSelf="start"
              >
                {order.customer.phone}
              </Link>
            )}
            {earlierNoShows > 0 && (
              <Badge colorPalette="orange" variant="subtle" alignSelf="start">
                {earlierNoShows === 1 ? '1 earlier no-show' : `${earlierNoShows} earlier no-shows`}
              </Badge>
            )}
          </Stack>
          <Stack gap="1" align="end">
            <StatusBadge status={order.status} />
            {active && (
              <Badge
                colorPalette={timerPalette[urgency]}
                variant={urgency === 'normal' ? 'subtle' : 'solid'}
                size="lg"
                fontFamily="mono"
                role="timer"
                aria-label={`Waiting ${formatAge(age)}, ${formatPromise(left)}`}
              >
                <Clock size="14" aria-hidden="true" /> {formatAge(age)}
              </Badge>
            )}
            {active && (
              <Text fontWeight="bold" color={urgency === 'normal' ? 'fg' : 'red.fg'}>
                {formatPromise(left)}
              </Text>
            )}
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body py="2" gap="3">
        <OrderLines items={order.orderItems} large onSoldOut={active ? onSoldOut : undefined} />
        {order.notes && (
          <Box bg="yellow.subtle" color="yellow.fg" p="2" rounded="md">
            <HStack align="start" gap="2">
              <StickyNote size="16" aria-hidden="true" />
              <Text fontWeight="semibold">Note: {order.notes}</Text>
            </HStack>
          </Box>
        )}
        <Text textStyle="sm" color="fg.muted">
          Placed {time(order, order.createdAt)}
          {` · Promised ${time(order, new Date(promise).toISOString())}`}
        </Text>
      </Card.Body>
      {(advance || recall || onCancel || onNoShow || onPrint) && (
        <Card.Footer gap="2" pt="2" flexDirection="column" alignItems="stretch">
          {advance && (
            <Button size="xl" minH="14" disabled={busy} onClick={() => onAction(advance)}>
              {advance.label}
            </Button>
          )}
          {recall && (
            <Button
              size="lg"
              minH="12"
              variant="outline"
              disabled={busy}
              onClick={() => onAction(recall)}
            >
              <Undo2 aria-hidden="true" /> {recall.label}
            </Button>
          )}
          {onNoShow && (
            <Button size="lg" minH="12" colorPalette="orange" disabled={busy} onClick={onNoShow}>
              Not collected: No-show
            </Button>
          )}
          {onPrint && (
            <Button
              size="lg"
              minH="12"
              variant="outline"
              aria-label={`Print order ${orderNumber(order.id)}`}
              onClick={onPrint}
            >
              <Printer aria-hidden="true" /> Print
            </Button>
          )}
          {onCancel && (
            <Button
              size="lg"
              minH="12"
              variant="ghost"
              colorPalette="red"
              disabled={busy}
              onClick={onCancel}
            >
              <X aria-hidden="true" /> Cancel order…
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
