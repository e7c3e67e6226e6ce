import { OrderStatusBadge } from '@/components/order-status-badge';
import { orderNumber } from '@pickup/domain/ordering/order-number';
import {
  Button,
  Card,
  Container,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { restaurantDateTime } from '@pickup/domain/catalog/zoned-time';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { CartTotals } from '@/components/cart-totals';
import { useUser, type User } from '@/lib/auth';
import { useLiveUpdates } from '@/lib/socket';
import { useCheckIn } from '../api/check-in';
import { getOrderQueryOptions, useOrder } from '../api/get-order';
import { CancelMyOrder } from '../components/cancellation';
import { CheckIn } from '../components/check-in';
import { OrderItems } from '../components/order-items';
import { OrderProblem } from '../components/order-states';
import { ReceiptSkeleton } from '../components/receipt-skeleton';
import { ReceiptSummary } from '../components/receipt-summary';
import { StaffOrderActions } from '../components/staff-order-actions';
import { StatusTracker } from '../components/status-tracker';
import type { Order, ReceiptState } from '../types';

const dateTime = (order: Order, iso: string) =>
  restaurantDateTime(order.restaurant.timezone, new Date(iso));

/** Where staff came from: their restaurant's board, or the admin's orders. */
const staffBack = (user: User, order: Order) =>
  user.role === 'admin'
    ? { to: `${paths.admin.getHref()}?tab=orders`, label: 'Back to Orders' }
    : {
        to: `${paths.ownerDashboard.getHref()}?restaurant=${encodeURIComponent(order.restaurantId)}`,
        label: 'Back to Board',
      };

type Props = {
  /** Last on the receipt once it is loaded: the order's history for staff (another feature's). */
  staffHistory?: (order: { id: string; timezone: string }) => ReactNode;
};

export default function OrderRoute({ staffHistory }: Props) {
  const { orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const placed = useLocation().state as Partial<ReceiptState> | null;
  const order = useOrder(orderId, { catchingUp: placed?.catchingUp === true });
  const checkIn = useCheckIn(orderId);
  const user = useUser();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(orderId).queryKey });
  const live = useLiveUpdates(order.data ? { orderId } : null, {
    onUpdate: (update) => {
      if (update.orderId === orderId) void refresh();
    },
    onCatchUp: () => void refresh(),
  });

  if (order.isPending) return <ReceiptSkeleton />;
  if (order.isError) return <OrderProblem error={order.error} retry={() => order.refetch()} />;

  const data = order.data;
  const number = orderNumber(data.id);
  const finished = ['picked_up', 'completed', 'cancelled'].includes(data.status);
  // Decision 34: an owner or admin reading someone else's order is staff (the API lets only
  // the order's restaurant's owners and admins do that).
  const viewer = user.data;
  const staff =
    viewer && viewer.role !== 'customer' && viewer.id !== data.customerId ? viewer : null;
  const back = staff
    ? staffBack(staff, data)
    : { to: paths.customerDashboard.getHref(), label: 'Back to Dashboard' };

  // Issue 28: on a phone the first screen answers when, where and which order; the stepper,
  // the lines and the totals follow.
  return (
    <Container maxW="5xl" py={{ base: '4', md: '10' }}>
      <Head title={`Order #${number}`} />
      <Stack gap={{ base: '4', md: '6' }}>
        <Button asChild variant="ghost" alignSelf="start" size="sm" ms="-3">
          <RouterLink to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </RouterLink>
        </Button>

        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Order #{number}
            </Heading>
            <Text color="fg.muted">Placed {dateTime(data, data.createdAt)}</Text>
          </Stack>
          <HStack align={{ base: 'center', sm: 'end' }} gap="2" flexDirection={{ sm: 'column' }}>
            <div role="status" aria-live="polite">
              <OrderStatusBadge
                status={data.status}
                audience={staff ? 'staff' : 'customer'}
                size="lg"
                data-testid="order-status"
              />
            </div>
            {!finished && (
              <Text fontSize="xs" color="fg.muted">
                {live === 'live'
                  ? 'Updates live'
                  : live === 'reconnecting'
                    ? 'Reconnecting…'
                    : 'Connecting…'}
              </Text>
            )}
          </HStack>
        </Stack>

        <ReceiptSummary order={data} number={number} staff={staff !== null} />
        {!staff && <CheckIn order={data} checkIn={checkIn} />}

        {data.status !== 'cancelled' && (
          <Card.Root variant="outline">
            <Card.Body>
              <Stack gap="4">
                <StatusTracker status={data.status} />
                {staff ? <StaffOrderActions order={data} /> : <CancelMyOrder order={data} />}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}

        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          <Card.Root variant="outline" gridColumn={{ lg: 'span 2' }}>
            <Card.Header>
              <Heading as="h2" size="lg">
                {staff ? 'Items' : 'Your Order'}
              </Heading>
            </Card.Header>
            <Card.Body gap="4">
              <OrderItems items={data.orderItems} />
              {data.notes && (
                <Stack gap="1" bg="bg.subtle" p="3" rounded="md">
                  <Heading as="h3" size="sm">
                    Special Instructions
                  </Heading>
                  <Text>{data.notes}</Text>
                </Stack>
              )}
              <CartTotals
                totals={{
                  subtotalCents: data.subtotal,
                  taxCents: data.tax,
                  totalCents: data.total,
                }}
                taxRate={data.restaurant.taxRate}
              />
            </Card.Body>
          </Card.Root>

          <Stack gap="6">
            <Card.Root variant="outline">
              <Card.Body gap="2">
                <HStack gap="2">
                  <Wallet size={18} aria-hidden="true" />
                  <Heading as="h2" size="md">
                    Pay at Restaurant
                  </Heading>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {data.status === 'cancelled'
                    ? 'Nothing is due: this order was cancelled.'
                    : staff
                      ? 'Nothing was paid online: the total is due at pickup.'
                      : 'No payment online: you pay when you pick up your order.'}
                </Text>
              </Card.Body>
            </Card.Root>

            {!staff && (
              <Button asChild size="lg">
                <RouterLink to={paths.restaurants.getHref()}>Order Again</RouterLink>
              </Button>
            )}
          </Stack>
        </SimpleGrid>
        {staffHistory?.({ id: data.id, timezone: data.restaurant.timezone })}
      </Stack>
    </Container>
  );
}
