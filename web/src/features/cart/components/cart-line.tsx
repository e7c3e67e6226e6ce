import { formatMoney } from '@pickup/domain/catalog/money';
import { Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { CartItem } from '@pickup/domain/ordering/cart';
import { Trash2 } from 'lucide-react';
import { MAX_ITEM_QUANTITY } from '@pickup/domain/ordering/pricing';
import { describeCustomizations } from '@/lib/item-choices';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Names of what in this line sold out since it was added (sold-out-lines.ts). */
  soldOut?: readonly string[];
};

export function CartLine({ item, onQuantity, onRemove, soldOut = [] }: Props) {
  const choices = describeCustomizations(item.customizations);
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" aria-label={item.name}>
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0.5">
          <Text fontWeight="semibold">{item.name}</Text>
          {soldOut.length > 0 && (
            <Stack gap="0.5" align="start">
              <Badge colorPalette="red" variant="solid">
                Sold out today
              </Badge>
              <Text fontSize="sm" color="fg.error">
                {soldOut.join(', ')} sold out. Remove this line to check out.
              </Text>
            </Stack>
          )}
          {choices.map((line) => (
            <Text key={line} fontSize="sm" color="fg.muted">
              {line}
            </Text>
          ))}
          <Text fontSize="sm" color="fg.muted">
            {formatMoney(item.unitPriceCents)} each
          </Text>
        </Stack>
        <Text fontWeight="semibold">{formatMoney(item.subtotalCents)}</Text>
      </HStack>
      <HStack justify="space-between">
        {/* Going below 1 takes the line out of the cart (spec §4). */}
        <QuantityStepper
          label={`quantity of ${item.name}`}
          value={item.quantity}
          min={0}
          max={MAX_ITEM_QUANTITY}
          onChange={onQuantity}
        />
        <IconButton aria-label={`Remove ${item.name}`} variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 />
        </IconButton>
      </HStack>
    </Stack>
  );
}
