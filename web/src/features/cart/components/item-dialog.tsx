import {
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Image,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatMoney, formatPrice } from '@pickup/domain/catalog/money';
import { MAX_ITEM_QUANTITY, lineSubtotal } from '@pickup/domain/ordering/pricing';
import type { NewCartItem } from '@pickup/domain/ordering/cart';
import { useState } from 'react';
import {
  NO_CHOICES,
  customizationsOf,
  missingChoice,
  requiredSidesOf,
  unitPriceCents,
  type ChoosableCategory,
  type ChoosableItem,
  type ItemChoices,
} from '@/lib/item-choices';
import { ItemOptions } from './item-options';
import { QuantityStepper } from './quantity-stepper';
import { dismissedByUserOnly } from '@/components/ui/dismissal';

type Priced = { id: string; name: string; price: string | number };

export type DialogItem = ChoosableItem & { description: string; imageUrl: string | null };

type Props = {
  item: DialogItem;
  category: ChoosableCategory;
  drinks: readonly Priced[];
  onClose: () => void;
  onAdd: (item: Omit<NewCartItem, 'id'>) => void;
  /** "kind:id" of what the kitchen marked sold out. */
  soldOut?: ReadonlySet<string>;
};

/** Spec §2 item dialog: choose, see the live price, add to the cart. Mount with key={item.id}. */
export function ItemDialog({ item, category, drinks, onClose, onAdd, soldOut }: Props) {
  const [choices, setChoices] = useState<ItemChoices>(NO_CHOICES);
  const unit = unitPriceCents(item, drinks, choices);
  const total = lineSubtotal(unit, choices.quantity);
  const missing = missingChoice(requiredSidesOf(item, category), choices);

  const add = () => {
    if (missing) return;
    onAdd({
      menuItemId: item.id,
      name: item.name,
      quantity: choices.quantity,
      unitPriceCents: unit,
      customizations: customizationsOf(item, drinks, choices),
    });
  };

  return (
    <Dialog.Root
      {...dismissedByUserOnly}
      open
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              {item.imageUrl && (
                <Box aspectRatio={16 / 9} rounded="md" overflow="hidden" bg="brand.subtle">
                  <Image src={item.imageUrl} alt="" w="full" h="full" objectFit="cover" />
                </Box>
              )}
              <Dialog.Title fontSize="xl">{item.name}</Dialog.Title>
              {item.description && (
                <Dialog.Description color="fg.muted">{item.description}</Dialog.Description>
              )}
              <Text fontWeight="semibold">{formatPrice(item.price)}</Text>
            </Dialog.Header>
            <Dialog.Body>
              <ItemOptions
                item={item}
                category={category}
                drinks={drinks}
                choices={choices}
                onChange={setChoices}
                soldOut={soldOut}
              />
            </Dialog.Body>
            <Dialog.Footer flexDirection="column" alignItems="stretch" gap="3">
              <HStack justify="space-between">
                <Text fontWeight="medium">Quantity</Text>
                <QuantityStepper
                  label="quantity"
                  value={choices.quantity}
                  min={1}
                  max={MAX_ITEM_QUANTITY}
                  onChange={(quantity) => setChoices({ ...choices, quantity })}
                />
              </HStack>
              {missing && (
                <Text color="fg.error" fontSize="sm" role="status">
                  {missing}
                </Text>
              )}
              <Stack direction="row" gap="3">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" flex="1">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button flex="2" onClick={add} disabled={missing !== null}>
                  Add to Cart · <span data-testid="item-price">{formatMoney(total)}</span>
                </Button>
              </Stack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
