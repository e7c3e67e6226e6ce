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
import { restaurantDateTime, restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clock, MapPin, Phone, Wallet } from 'lucide-react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { CartTotals } from '@/components/cart-totals';
import { useLiveUpdates } from '@/lib/socket';
import { getOrderQueryOptions, useOrder } from '../api/get-order';
import { CancelMyOrder, CancellationNotice } from '../components/cancellation';
import { OrderItems } from '../components/order-items';
import { OrderProblem } from '../components/order-states';
import { ReceiptSkeleton } from '../components/receipt-skeleton';
import { StatusBadge } from '../components/status-badge';
import { StatusTracker } from '../components/status-tracker';
import type { Order, ReceiptState } from '../types';
import { pickupText } from '@/lib/pickup-time';

/** Times on the restaurant's clock, zone named: the customer may be elsewhere. */
const time = (order: Order, iso: string) =>
  order.restaurant.timezone
    ? restaurantTime(order.restaurant.timezone, new Date(iso))
    : new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

const dateTime = (order: Order, iso: string) =>
  order.restaurant.timezone
    ? restaurantDateTime(order.restaurant.timezone, new Date(iso))
    : new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §9: ready time = creation time plus the restaurant's pickup minutes. */
function readyAt(order: Order): string {
  if (order.estimatedReadyAt) return order.estimatedReadyAt;
  const minutes = order.restaurant.estimatedPickupTime ?? 15;
  return new Date(new Date(order.createdAt).getTime() + minutes * 60_000).toISOString();
}

export default function OrderRoute() {
  const { orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const placed = useLocation().state as Partial<ReceiptState> | null;
  const order = useOrder(orderId, { catchingUp: placed?.catchingUp === true });
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
  const number = data.id.slice(-8).toUpperCase();
  const finished = ['picked_up', 'completed', 'cancelled'].includes(data.status);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Head title={`Order #${number}`} />
      <Stack gap="6">
        <Button asChild variant="ghost" alignSelf="start" size="sm" ms="-3">
          <RouterLink to={paths.customerDashboard.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </RouterLink>
        </Button>

        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Order #{number}
            </Heading>
            <Text color="fg.muted">Placed {dateTime(data, data.createdAt)}</Text>
          </Stack>
          <Stack align={{ sm: 'end' }} gap="1">
            <div role="status" aria-live="polite">
              <StatusBadge status={data.status} size="lg" data-testid="order-status" />
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
          </Stack>
        </Stack>

        <Card.Root variant="outline">
          <Card.Body>
            {data.status === 'cancelled' ? (
              <CancellationNotice order={data} />
            ) : (
              <Stack gap="4">
                <StatusTracker status={data.status} />
                <CancelMyOrder order={data} />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>

        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          <Card.Root variant="outline" gridColumn={{ lg: 'span 2' }}>
            <Card.Header>
              <Heading as="h2" size="lg">
                Your Order
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
              <Card.Header>
                <Heading as="h2" size="lg">
                  {data.restaurant.name}
                </Heading>
              </Card.Header>
              <Card.Body gap="2" fontSize="sm">
                <HStack align="start" gap="2">
                  <MapPin size={16} aria-hidden="true" />
                  <Text>{data.restaurant.address}</Text>
                </HStack>
                {data.restaurant.phone && (
                  <HStack gap="2">
                    <Phone size={16} aria-hidden="true" />
                    <Text>{data.restaurant.phone}</Text>
                  </HStack>
                )}
              </Card.Body>
            </Card.Root>

            <Card.Root variant="outline">
              <Card.Header>
                <Heading as="h2" size="lg">
                  Pickup Information
                </Heading>
              </Card.Header>
              <Card.Body gap="2" fontSize="sm">
                <HStack gap="2">
                  <Clock size={16} aria-hidden="true" />
                  {data.pickup && data.restaurant.timezone ? (
                    <Text data-testid="pickup-time">
                      <strong>{pickupText(data.pickup, data.restaurant.timezone)}</strong>
                      {data.pickup.kind === 'scheduled' ? ' (scheduled)' : ''}
                    </Text>
                  ) : (
                    <Text>
                      Estimated ready at <strong>{time(data, readyAt(data))}</strong>
                    </Text>
                  )}
                </HStack>
                <Text color="fg.muted">
                  We will let you know when your food is ready. Give order #{number} at the counter.
                </Text>
              </Card.Body>
            </Card.Root>

            <Card.Root variant="outline">
              <Card.Body gap="2">
                <HStack gap="2">
                  <Wallet size={18} aria-hidden="true" />
                  <Heading as="h2" size="md">
                    Pay at Restaurant
                  </Heading>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  No payment online: you pay when you pick up your order.
                </Text>
              </Card.Body>
            </Card.Root>

            <Button asChild size="lg">
              <RouterLink to={paths.restaurants.getHref()}>Order Again</RouterLink>
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
