import { Card, Heading, Stack } from '@chakra-ui/react';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useOrderHistory } from '../api/get-order-history';
import { OrderTimeline } from './order-timeline';
import { TimeTravel } from './time-travel';

/**
 * The receipt's history section for staff. Admins see every order's history; an owner sees
 * it for their own restaurants' orders only, so the server's 403 hides the section.
 * `timezone`: the restaurant's, whose clock the history reads.
 */
export function StaffOrderHistory({ orderId, timezone }: { orderId: string; timezone: string }) {
  const { data: user } = useUser();
  const staff = user?.role === 'admin' || user?.role === 'restaurant_owner';
  const history = useOrderHistory(orderId, { enabled: staff });
  const hidden = history.error instanceof ApiError && [403, 404].includes(history.error.status);
  if (!staff || hidden) return null;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="order-history-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="order-history-heading">
          Order history
        </Heading>
      </Card.Header>
      <Card.Body gap="6">
        <OrderTimeline orderId={orderId} timezone={timezone} />
        {history.data && (
          <Stack as="section" gap="3" aria-labelledby="order-time-travel-heading">
            <Heading as="h3" size="md" id="order-time-travel-heading">
              This order at another moment
            </Heading>
            <TimeTravel start={{ kind: 'order', id: orderId }} fixedStream />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
