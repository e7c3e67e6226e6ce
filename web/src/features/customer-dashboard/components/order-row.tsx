import { restaurantDateTime } from '@pickup/domain/catalog/zoned-time';
import { formatMoney } from '@pickup/domain/catalog/money';
import { Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { CustomerOrder } from '../api/get-my-orders';
import { itemCount, plural } from '../format';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { pickupText } from '@/lib/pickup-time';

/** One order in a list: restaurant, item count, total, status and time (spec §2). */
export function OrderRow({ order }: { order: CustomerOrder }) {
  return (
    <LinkBox
      as="li"
      borderWidth="1px"
      rounded="lg"
      p="3"
      _hover={{ bg: 'bg.muted' }}
      transition="background 0.15s"
    >
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0.5" minW="0">
          <LinkOverlay asChild fontWeight="semibold">
            <RouterLink to={paths.order.getHref(order.id)}>{order.restaurant.name}</RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted">
            {plural(itemCount(order), 'item')} · {formatMoney(order.total)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={order.createdAt}>
              {restaurantDateTime(order.restaurant.timezone, new Date(order.createdAt))}
            </time>
          </Text>
          {order.pickup && order.restaurant.timezone && (
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={order.pickup.promisedAt}>
                {pickupText(order.pickup, order.restaurant.timezone)}
              </time>
            </Text>
          )}
        </Stack>
        <Box flexShrink="0">
          <OrderStatusBadge status={order.status} audience="customer" />
        </Box>
      </HStack>
    </LinkBox>
  );
}
