import { Alert, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { orderNumber } from '@pickup/domain/ordering/order-number';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Head } from '@/components/seo/head';
import { serverMessage } from '@/lib/api-client';
import {
  checkInByLink,
  receiptLinkQueryOptions,
  useReceiptLink,
  useReceiptLinkLive,
} from '../api/receipt-link';
import { CheckIn } from '../components/check-in';
import { OrderItems } from '../components/order-items';
import { ReceiptSkeleton } from '../components/receipt-skeleton';
import { ReceiptSummary } from '../components/receipt-summary';
import { StatusTracker } from '../components/status-tracker';

/**
 * Issue 31: `/r/{token}`, the ready text's link. The receipt without signing in, live, with
 * the pickup code and "I'm here"; it stops working once the order is collected or cancelled,
 * or a day after it was ready.
 */
export default function ReceiptLinkRoute() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useReceiptLink(token);
  const { queryKey } = receiptLinkQueryOptions(token);
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const live = useReceiptLinkLive(token, order.data?.id, refresh);
  const checkIn = useMutation({
    mutationFn: (note: string) => checkInByLink(token, note),
    onSuccess: (receipt) => queryClient.setQueryData(queryKey, receipt),
    onError: refresh,
  });

  if (order.isPending) return <ReceiptSkeleton />;
  if (order.isError)
    return (
      <Container maxW="xl" py="10">
        <Head title="Order link" />
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{serverMessage(order.error) ?? 'This link does not work'}</Alert.Title>
        </Alert.Root>
      </Container>
    );

  const data = order.data;
  const number = orderNumber(data.id);
  return (
    <Container maxW="3xl" py={{ base: '4', md: '10' }}>
      <Head title={`Order #${number}`} />
      <Stack gap={{ base: '4', md: '6' }}>
        <Stack direction="row" justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Order #{number}
          </Heading>
          <Stack gap="1" align="end">
            <div role="status" aria-live="polite">
              <OrderStatusBadge
                status={data.status}
                audience="customer"
                size="lg"
                data-testid="order-status"
              />
            </div>
            <Text fontSize="xs" color="fg.muted">
              {live ? 'Updates live' : 'Connecting…'}
            </Text>
          </Stack>
        </Stack>
        <ReceiptSummary order={data} number={number} />
        <CheckIn order={data} checkIn={checkIn} />
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <StatusTracker status={data.status} />
            <OrderItems items={data.orderItems} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
