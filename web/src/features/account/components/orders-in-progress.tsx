import { orderLabel } from '@pickup/domain/ordering/order-number';
import { Alert, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { CUSTOMER_STATUS_LABELS } from '@pickup/domain/ordering/status';
import type { OrderView } from '@pickup/projections/orders/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

type Props = { orders: OrderView[]; onClose: () => void };

/**
 * Issue 28: the account is not deleted while an order is in progress (the kitchen needs the
 * customer's name and phone to hand it over); the dialog says so and what to do instead.
 */
export function OrdersInProgress({ orders, onClose }: Props) {
  const one = orders.length === 1;
  return (
    <Stack gap="5">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {one ? 'You have an order in progress' : `You have ${orders.length} orders in progress`}
          </Alert.Title>
          <Alert.Description>
            You can delete your account once {one ? 'it is' : 'they are'} collected or cancelled:
            until then the restaurant needs your name and phone to hand {one ? 'it' : 'them'} over.
            An order the restaurant has not confirmed yet can be cancelled from its receipt.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <List.Root gap="2" ps="5">
        {orders.map((order) => (
          <List.Item key={order.id}>
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={paths.order.getHref(order.id)} onClick={onClose}>
                Order {orderLabel(order.id)} from {order.restaurant.name}
              </RouterLink>
            </Link>
            <Text as="span" color="fg.muted">
              {' '}
              · {CUSTOMER_STATUS_LABELS[order.status]}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
        <Button variant="outline" onClick={onClose}>
          Keep My Account
        </Button>
      </Stack>
    </Stack>
  );
}
