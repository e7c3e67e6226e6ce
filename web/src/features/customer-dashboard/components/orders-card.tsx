import { Button, Card, HStack, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { ChevronRight, Receipt, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import type { CustomerOrder } from '../api/get-my-orders';
import { OrderRow } from './order-row';
import { loadingRegion } from '@/components/ui/loading-region';

type Props = {
  title: string;
  id: string;
  orders: CustomerOrder[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** A link beside the title (the recent orders' way to the full history). */
  action?: ReactNode;
};

/** A card listing orders; the empty state sends the customer to find a restaurant. */
export function OrdersCard({ title, id, orders, isPending, isError, action }: Props) {
  return (
    <Card.Root as="section" aria-labelledby={id} h="full">
      <Card.Header>
        <HStack gap="2" justify="space-between" wrap="wrap">
          <HStack gap="2">
            <Receipt size={20} aria-hidden="true" color="var(--chakra-colors-brand-fg)" />
            <Heading as="h2" size="lg" id={id}>
              {title}
            </Heading>
          </HStack>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>
        <OrdersList orders={orders} isPending={isPending} isError={isError} />
      </Card.Body>
    </Card.Root>
  );
}

export function OrdersList({
  orders,
  isPending,
  isError,
}: Pick<Props, 'orders' | 'isPending' | 'isError'>) {
  if (isPending) {
    return (
      <Stack gap="3" {...loadingRegion('Loading orders')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="20" rounded="lg" />
        ))}
      </Stack>
    );
  }
  if (isError) {
    return <ErrorState title="Couldn't load your orders" description="Please try again later." />;
  }
  if (!orders || orders.length === 0) {
    return (
      <EmptyState
        icon={<Receipt />}
        title="No orders yet"
        description="Your pickup orders will show up here."
        action={
          <Button asChild>
            <RouterLink to={paths.restaurants.getHref()}>
              <Search aria-hidden="true" />
              Browse Restaurants
            </RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Orders">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </Stack>
  );
}

/** The dashboard keeps ten orders (spec §2); every older one is on the history page. */
export function AllOrdersLink() {
  return (
    <Button asChild variant="ghost" size="sm">
      <RouterLink to={paths.orderHistory.getHref()}>
        All orders
        <ChevronRight aria-hidden="true" />
      </RouterLink>
    </Button>
  );
}
