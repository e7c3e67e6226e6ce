import { formatMoney } from '@pickup/domain/catalog/money';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { describeCustomizations } from '@/lib/item-choices';
import type { Order } from '../types';

export function OrderItems({ items }: { items: Order['orderItems'] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label="Items">
      {items.map((item, index) => (
        <HStack
          as="li"
          key={`${item.menuItemId}-${index}`}
          justify="space-between"
          align="start"
          gap="4"
          py="3"
          borderBottomWidth="1px"
        >
          <Stack gap="0.5">
            <Text fontWeight="semibold">
              {item.quantity} × {item.menuItem.name}
            </Text>
            {describeCustomizations(item.customizations).map((line) => (
              <Text key={line} fontSize="sm" color="fg.muted">
                {line}
              </Text>
            ))}
            <Text fontSize="sm" color="fg.muted">
              {formatMoney(item.unitPrice)} each
            </Text>
          </Stack>
          <Text fontWeight="semibold">{formatMoney(item.subtotal)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
